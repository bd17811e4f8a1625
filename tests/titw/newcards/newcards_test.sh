#!/usr/bin/env bash
# New titw cards (newcards.cards) at the game's table: the fast engine
# compiles each card's own text (fast-engine/cards/), a known power's name
# with another body, an unknown power, a `cant remove` or `cant place` of
# another condition included, a card's `can place` that outranks the
# rulebook's cants, and plays them in lockstep with the reference (a card
# it cannot compile is refused alone: cli.titw_refusal_names_card). The
# game's own cards are all accepted.
#
#   newcards_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
out=$(timeout 300 "$canbeat" diff --game titw --games 5 --quiet 2>&1)
echo "$out" | grep -q "refuses" && fail "a card of games/titw refused: $out"
bash tests/titw/newcards/table.sh "$work/game"
checked_lockstep titw 100
# The reference plays the new cards, the refused ones too (within a few seeds).
played=""
for seed in 1 2 3 4 5 6 7 8; do
  out=$(timeout 120 "$canbeat" play --rules "$work/game" --seed $seed --trace 2>&1) || fail "play: $out"
  played="$played $(echo "$out" | grep -o "play \(Double Time\|Point Blank\|Quick Exit\|Sealed Orders\|Last Stand\)#" | sort -u | tr '\n' ' ')"
done
for card in "Double Time" "Point Blank" "Quick Exit" "Sealed Orders" "Last Stand"; do
  echo "$played" | grep -q "play $card#" || fail "the reference does not play $card in seeds 1-8"
done
exit "$failures"
