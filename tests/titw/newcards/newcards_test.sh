#!/usr/bin/env bash
# New titw cards (newcards.cards) at the game's table: the fast engine
# refuses, card by card and with each card's file:line:col, every card
# whose power or statement is not the one it plays natively (a known
# power's name with another body, an unknown power, a `cant remove` or
# `cant place` of another condition), never runs it with a known effect,
# and the table plays without those cards on both engines in lockstep. The
# game's own cards are all accepted (their texts are the ones the engine
# holds: fast-engine/titw/data.cpp kPowers).
#
#   newcards_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
out=$(timeout 300 "$canbeat" diff --game titw --games 5 --quiet 2>&1)
echo "$out" | grep -q "refuses" && fail "a card of games/titw refused: $out"
bash tests/titw/newcards/table.sh "$work/game"
out=$("$canbeat" check "$work/game" 2>&1)
echo "$out" | grep -q "checked [0-9]* files: 0 errors" || fail "check: $out"
out=$(timeout 300 "$canbeat" diff --rules "$work/game" --games 100 --quiet --out "$work/out" 2>&1)
cards=tests/titw/newcards/newcards.cards
source tests/support/refusals.sh
expect_refused "Point Blank" "power 'Explosive tip' has another body than the one the fast engine plays"
expect_refused "Company Betrayal" "power 'Burke. Carter J.' has another body than the one the fast engine plays"
expect_refused "Double Time" "power 'Double Time' is not one the fast engine plays"
expect_refused "Braced Loader" "'cant remove\(p, c\) when c == self and p == alien and field == 1' is not a statement the fast engine plays"
expect_refused "Barricade Everything" "'cant place\(p, c, b\) when p == alien and self in alien.inplay' is not a statement the fast engine plays"
[ "$(echo "$out" | grep -c "refuses")" = 5 ] || fail "not exactly the five cards refused: $out"
echo "$out" | grep -q "diff titw: 100 games, [0-9]* decisions, 0 divergences, 0 engine errors" || fail "lockstep: $out"
# The reference plays the new cards, the refused ones too (within a few seeds).
played=""
for seed in 1 2 3 4 5 6; do
  out=$(timeout 120 "$canbeat" play --rules "$work/game" --seed $seed --trace 2>&1) || fail "play: $out"
  played="$played $(echo "$out" | grep -o "play \(Double Time\|Point Blank\|Quick Exit\)#" | sort -u | tr '\n' ' ')"
done
for card in "Double Time" "Point Blank" "Quick Exit"; do
  echo "$played" | grep -q "play $card#" || fail "the reference does not play $card in seeds 1-6"
done
exit "$failures"
