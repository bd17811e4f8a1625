#!/usr/bin/env bash
# docs/adding-a-game.md, section 0, followed literally: every block marked
# `<!-- guide-file: PATH -->` is written to PATH in an empty folder, then
# every command of the blocks marked `<!-- guide-run -->` runs there, in
# order, as printed. Each must exit 0 (or the status its `# exit N` comment
# gives) and never print an engine error: the guide cannot drift from what
# canbeat does.
#
#   guide.sh CANBEAT GUIDE WORK_DIR
set -u
canbeat=$1
guide=$2
work=$3
rm -rf "$work" && mkdir -p "$work" || exit 1
python3 - "$guide" "$work" <<'PY' || exit 1
import os, re, sys
guide, work = sys.argv[1], sys.argv[2]
lines = open(guide).read().split("\n")
mark, commands, i = None, [], 0
while i < len(lines):
    m = re.match(r"<!-- guide-(file: (\S+)|run) -->$", lines[i])
    if m:
        mark = m.group(2) or "run"
    elif lines[i].startswith("```") and mark:
        j = lines.index("```", i + 1)
        block = lines[i + 1:j]
        if mark == "run":
            commands += [l for l in block if l.strip()]
        else:
            path = os.path.join(work, mark)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            open(path, "w").write("\n".join(block) + "\n")
        mark, i = None, j
    i += 1
open(os.path.join(work, "commands"), "w").write("\n".join(commands) + "\n")
PY
cd "$work" || exit 1
[ -s commands ] || { echo "FAIL: no guide-run block in $guide"; exit 1; }
failures=0
while IFS= read -r line; do
  expected=0
  [[ $line =~ \#\ exit\ ([0-9]+)$ ]] && expected=${BASH_REMATCH[1]}
  [[ $line == canbeat\ * ]] || { echo "FAIL: not a canbeat command: $line"; failures=$((failures + 1)); continue; }
  out=$(eval "\"$canbeat\" ${line#canbeat }" 2>&1)
  code=$?
  echo "\$ $line -> exit $code"
  if [ $code -ne "$expected" ] || grep -q "engine error\|EngineBug" <<<"$out"; then
    echo "FAIL: $line: exit $code (expected $expected)"
    echo "$out" | tail -5
    failures=$((failures + 1))
  fi
done < commands
[ $failures -eq 0 ] && echo "guide: every command as printed"
[ $failures -eq 0 ]
