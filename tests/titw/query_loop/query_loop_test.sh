#!/usr/bin/env bash
# A card whose statements ask each other's legality (loop.cards), dealt
# at the game's table: the fast engine refuses it with the query's
# file:line:col, and both engines play the table without it, in lockstep.
#
#   query_loop_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
bash tests/titw/card_table.sh "$work/game" tests/titw/query_loop/loop.cards '"Mirror Plate" x3;' ''
out=$(timeout 300 "$canbeat" diff --rules "$work/game" --games 20 --quiet --out "$work/out" 2>&1) || fail "diff: $out"
echo "$out" | grep -qE "refuses Mirror Plate \([^)]*loop.cards:9:[0-9]+: error: card 'Mirror Plate': a legality query \(legal discard_in_play\) in a statement of remove is not compiled" ||
  fail "the card is not refused at its query: $out"
echo "$out" | grep -q "diff titw: 20 games, [0-9]* decisions, 0 divergences, 0 engine errors" || fail "lockstep: $out"
exit "$failures"
