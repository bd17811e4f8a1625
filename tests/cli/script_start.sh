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
# checked_lockstep GAME GAMES DIFF_ARGS...: the game folder $work/game
# checks with no error, and GAMES games of it (`canbeat diff --rules
# $work/game DIFF_ARGS`, into $work/out) refuse no card and end with no
# divergence and no engine error.
checked_lockstep() {
  local game=$1 games=$2 out
  shift 2
  out=$("$canbeat" check "$work/game" 2>&1)
  echo "$out" | grep -q "checked [0-9]* files: 0 errors" || fail "check: $out"
  out=$(timeout 300 "$canbeat" diff --rules "$work/game" --games "$games" --quiet --out "$work/out" "$@" 2>&1)
  echo "$out" | grep -q "refuses" && fail "a card refused: $out"
  echo "$out" | grep -q "diff $game: $games games, [0-9]* decisions, 0 divergences, 0 engine errors" || fail "lockstep: $out"
}
# options_taken GAME PLAYERS LABEL...: the game built in $work/game plays
# 100 games in lockstep with no card refused, and each option LABEL is
# taken in one of six traced games on the fast engine.
options_taken() {
  local game=$1 players=$2 out seen="" seed label
  shift 2
  out=$(timeout 600 "$canbeat" diff --rules "$work/game" --games 100 --players "$players" 2>&1)
  echo "$out" | grep -q "refuses" && fail "a card is refused: $out"
  echo "$out" | grep -qE "diff $game: 100 games, [0-9]+ decisions, 0 divergences, 0 engine errors" || fail "lockstep: $out"
  for seed in 1 2 3 4 5 6; do
    seen="$seen
$("$canbeat" play --rules "$work/game" --seed "$seed" --players "$players" --trace --engine fast 2>&1)"
  done
  for label in "$@"; do
    echo "$seen" | grep -qE "  $label [A-Za-z0-9]" || fail "no option '$label' taken in six games"
  done
}
