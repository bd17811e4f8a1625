#!/usr/bin/env bash
# A card whose `for` walks a Marine deck of about 150 cards (census.cards):
# the fast engine copies the deck onto the running text's frame as the loop
# starts, as many cards as it holds, and plays as the reference does. A
# frame of 128 cards once stopped the fast engine with an EngineBug there.
#
#   big_deck_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
bash tests/titw/card_table.sh "$work/game" tests/titw/big_deck/census.cards \
  '"Deck Census" x6; "M41A Pulse Rifle" x60; "Smart Gun" x30;' ''
checked_lockstep titw 100
# In seed 1 the census runs in the first turn, the deck still that big.
out=$(timeout 120 "$canbeat" play --rules "$work/game" --seed 1 --trace --engine fast 2>&1) || fail "play: $out"
echo "$out" | grep -E "^ +[0-9]+  turn 1 .* play Deck Census" >/dev/null ||
  fail "seed 1 plays no Deck Census in turn 1: $out"
exit "$failures"
