#!/usr/bin/env bash
# The own card set (README.md) on the fast engine: every
# card compiles, the rulebook checks with no error, and the two decks play
# in lockstep with the reference interpreter with no divergence.
#
#   ownset_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
n=$(grep -c '^  card OWN-' tests/vs2pcg/ownset/ownset.cards)
n=$((n - 2))   # the Main Characters' Level 2 versions are probed with their Level 1
out=$(bash tests/vs2pcg/ownset/accepted.sh "$canbeat" 2>&1)
echo "$out" | grep -q "fast engine accepts $n of $n cards" || fail "not every card accepted: $out"
bash tests/vs2pcg/ownset/table.sh "$work/game"
out=$("$canbeat" check "$work/game" 2>&1)
echo "$out" | grep -q "checked [0-9]* files: 0 errors" || fail "check: $out"
out=$("$canbeat" diff --rules "$work/game" --decks own_colony,own_hive --games 20 --quiet --out "$work/out" 2>&1)
echo "$out" | grep -q "diff vs2pcg: 20 games, [0-9]* decisions, 0 divergences, 0 engine errors" || fail "lockstep: $out"
# F4 (FINDINGS.md): the game coverage --fill saved for a card's `must`
# counts it reached, as the search that found it did.
bash tests/vs2pcg/ownset/coverage_table.sh "$work/cov"
out=$("$canbeat" coverage --rules "$work/cov" tests/vs2pcg/ownset/findings/f4-hothead.repro 2>&1)
echo "$out" | grep -q '"Hothead (OWN-021)" at .*: [1-9][0-9]* times\? in 1 game' || fail "F4: Hothead not counted: $out"
exit "$failures"
