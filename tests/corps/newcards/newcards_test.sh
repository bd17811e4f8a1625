#!/usr/bin/env bash
# New corps characters (newcards.cards) at the game's table: the fast
# engine refuses, card by card and with each card's file:line:col, every
# character whose ability is not one it plays natively as worded (a known
# ability's name with another body, an unknown ability), never runs it
# with a known effect, and the table plays without those cards on both
# engines in lockstep; a known ability worded as its own card words it
# plays at another timing. The game's own cards are all accepted (their
# texts are the ones the engine holds: fast-engine/corps/data.cpp
# kAbilities).
#
#   newcards_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
out=$(timeout 300 "$canbeat" diff --game corps --games 2 --quiet 2>&1)
echo "$out" | grep -q "refuses" && fail "a card of games/corps refused: $out"
bash tests/corps/newcards/table.sh "$work/game"
out=$("$canbeat" check "$work/game" 2>&1)
echo "$out" | grep -q "checked [0-9]* files: 0 errors" || fail "check: $out"
out=$(timeout 300 "$canbeat" diff --rules "$work/game" --games 40 --quiet --out "$work/out" 2>&1)
cards=tests/corps/newcards/newcards.cards
source tests/support/refusals.sh
expect_refused "Pvt. Drake" "power 'Steady' has another body than the one the fast engine plays"
expect_refused "Pvt. Frost" "power 'Hustle' is not one the fast engine plays"
expect_refused "Cpl. Dietrich" "power 'On Your Feet' has another body than the one the fast engine plays"
[ "$(echo "$out" | grep -c "refuses")" = 3 ] || fail "not exactly the three cards refused: $out"
echo "$out" | grep -q "diff corps: 40 games, [0-9]* decisions, 0 divergences, 0 engine errors" || fail "lockstep: $out"
# Without the refused three, the fast engine plays the table itself, and
# Spunkmeyer's Scrounge at his own timing (seed 2: he is the hero and uses it).
sed -i 's/"Pvt. Drake"; "Pvt. Frost"; "Cpl. Dietrich"; //' "$work/game/corps.deck"
out=$(timeout 120 "$canbeat" play --rules "$work/game" --seed 2 --engine fast --trace 2>&1) || fail "play fast: $out"
echo "$out" | grep -q "Pvt. Spunkmeyer {[^}]*used 0" || fail "the fast engine does not use Spunkmeyer's Scrounge at seed 2"
exit "$failures"
