#!/usr/bin/env bash
# Golden scenario files (tests/golden/scenarios for the format on test games,
# tests/GAME/golden for a game's): for each NAME.scenario in the folders given,
# NAME.expect is what `canbeat test NAME.scenario` prints (stdout and stderr)
# and its exit code, byte for byte: readable failures of wrong expectations,
# and the diagnostics of bad files. CANBEAT_REGEN=1 rewrites the .expect
# files (read them before committing).
#
#   golden_scenarios.sh CANBEAT SOURCE_DIR FOLDER...
set -u
canbeat=$1
cd "$2" || exit 1
shift 2
failures=0
for f in $(for d in "$@"; do ls "$d"/*.scenario; done); do
  expect=${f%.scenario}.expect
  got=$("$canbeat" test "$f" 2>&1; echo "exit $?")
  if [ "${CANBEAT_REGEN:-}" = 1 ]; then
    printf '%s\n' "$got" > "$expect"
  elif ! diff -u "$expect" <(printf '%s\n' "$got"); then
    echo "FAIL: $f"
    failures=$((failures + 1))
  fi
done
[ $failures -eq 0 ] && echo "golden scenarios: all match"
[ $failures -eq 0 ]
