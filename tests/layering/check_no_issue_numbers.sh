#!/usr/bin/env bash
# Comments say why, or cite a rule; they never cite the issue that asked
# for the code (../shared/STYLE.md): the issue is closed and its number
# tells the next reader nothing. Source, rules, scenario and script files
# are checked; Markdown (notes and docs) may name issues.
#   check_no_issue_numbers.sh SOURCE_DIR
cd "$1" || exit 2
hits=$(grep -rn -i -E '\bissues? [0-9]+' --include='*.cpp' --include='*.hpp' --include='*.h' \
  --include='*.rules' --include='*.cards' --include='*.deck' --include='*.scenario' --include='*.sh' \
  --include='*.cmake' --include='CMakeLists.txt' --include='*.tables' --include='*.board' \
  --exclude-dir=build --exclude-dir='build-*' --exclude-dir=.git . | grep -v '^./tests/layering/check_no_issue_numbers.sh:')
if [ -n "$hits" ]; then
  echo "issue numbers in comments (say what the code is for instead):"
  echo "$hits"
  exit 1
fi
echo "no issue numbers"
