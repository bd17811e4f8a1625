#!/usr/bin/env bash
# The held-out card set (README.md) on the fast engine: every
# card compiles, and the two decks play in lockstep with the reference
# interpreter with no divergence.
#
#   newset_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
out=$(bash tests/vs2pcg/newset/accepted.sh "$canbeat" 2>&1)
echo "$out" | grep -q "fast engine accepts 23 of 23 cards" || fail "not every card accepted: $out"
bash tests/vs2pcg/newset/table.sh "$work/game"
out=$("$canbeat" diff --rules "$work/game" --decks avengers,masters --games 20 --quiet --out "$work/out" 2>&1)
echo "$out" | grep -q "diff vs2pcg: 20 games, [0-9]* decisions, 0 divergences, 0 engine errors" || fail "lockstep: $out"
exit "$failures"
