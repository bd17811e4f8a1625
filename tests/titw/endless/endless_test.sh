#!/usr/bin/env bash
# A card whose power never ends (endless.cards), dealt at the game's table:
# the games that play it end out of budget on both engines, alike; none
# hangs or diverges.
#
#   endless_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
bash tests/titw/card_table.sh "$work/game" tests/titw/endless/endless.cards '"Endless Drill" x3;' ''
# Games out of budget make diff exit 1; what it says is checked.
out=$(timeout 300 "$canbeat" diff --rules "$work/game" --games 10 --quiet --out "$work/out" 2>&1)
echo "$out" | grep -q "refuses" && fail "the card is refused: $out"
echo "$out" | grep -qE "both engines failed alike: OutOfBudget: interpreter: no decision after [0-9]+ steps .*endless.cards:8:" ||
  fail "no game runs out of budget alike: $out"
echo "$out" | grep -qE "diff titw: 10 games, [0-9]* decisions, 0 divergences" || fail "lockstep: $out"
exit "$failures"
