#!/usr/bin/env bash
# New corps characters (newcards.cards) at the game's table: the fast
# engine compiles each card's own text (fast-engine/cards/), a known
# ability's name with another body and a new ability included, and plays
# them in lockstep with the reference; a card whose text it cannot compile
# is refused alone, with the file:line:col of what it cannot compile, and
# the table plays without it on both engines. The game's own cards are
# all accepted.
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
echo "$out" | grep -qE "refuses Pvt. Wierzbowski \(.*newcards.cards:$(grep -n 'spawn_blip(1)' "$cards" | cut -d: -f1):[0-9]+: error: card 'Pvt. Wierzbowski': the procedure 'spawn_blip' is not one the fast engine binds" ||
  fail "Pvt. Wierzbowski not refused at its spawn_blip: $out"
[ "$(echo "$out" | grep -c "refuses")" = 1 ] || fail "not exactly the one card refused: $out"
echo "$out" | grep -q "diff corps: 40 games, [0-9]* decisions, 0 divergences, 0 engine errors" || fail "lockstep: $out"
# Without the refused one, the fast engine plays the table itself: Drake's
# Steady (another body under a game's name) and Frost's Hustle (a new
# name) at seed 7, Spunkmeyer's Scrounge at his own timing at seed 1.
sed -i 's/ "Pvt. Wierzbowski";//' "$work/game/corps.deck"
for seed_card in "7 Pvt. Drake" "7 Pvt. Frost" "1 Pvt. Spunkmeyer"; do
  out=$(timeout 120 "$canbeat" play --rules "$work/game" --seed "${seed_card%% *}" --engine fast --trace 2>&1) ||
    fail "play fast: $out"
  echo "$out" | grep -q "${seed_card#* } {[^}]*used 0" || fail "the fast engine does not use ${seed_card#* }'s ability"
done
exit "$failures"
