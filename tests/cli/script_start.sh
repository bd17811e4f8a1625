# Sourced by the CLI test scripts called as `SCRIPT CANBEAT SOURCE_DIR
# WORK_DIR`: names the three, `fail` counts a failure (the script exits
# with the count), and WORK_DIR starts empty; the script runs in SOURCE_DIR.
set -u
canbeat=$1
src=$2
work=$3
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
rm -rf "$work"
mkdir -p "$work"
cd "$src" || exit 1
# alike_rules_error OUT GAME GAMES ERROR: `canbeat diff`'s output OUT, of
# GAMES games of GAME, refuses no card, meets the rules error ERROR (a
# regex: "FILE:LINE:COL: rules error: WHAT", FILE's folder left out) on
# both engines alike in some game, and diverges in none.
alike_rules_error() {
  echo "$1" | grep -q "refuses" && fail "a card is refused: $1"
  echo "$1" | grep -qE "both engines failed alike: EngineBug: ([^ ]*/)?$4" ||
    fail "no game meets '$4' alike: $1"
  echo "$1" | grep -qE "diff $2: $3 games, [0-9]* decisions, 0 divergences, [1-9][0-9]* engine errors" ||
    fail "lockstep: $1"
}
