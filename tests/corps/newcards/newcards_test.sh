#!/usr/bin/env bash
# New corps characters (newcards.cards) at the game's table: the fast
# engine compiles each card's own text (fast-engine/cards/), a known
# ability's name with another body, a new ability and a call of the
# rules' spawn_blip included, and plays them in lockstep with the
# reference (a card it cannot compile is refused alone:
# cli.corps_compiled_cards). The game's own cards are all accepted.
#
#   newcards_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
out=$(timeout 300 "$canbeat" diff --game corps --games 2 --quiet 2>&1)
echo "$out" | grep -q "refuses" && fail "a card of games/corps refused: $out"
bash tests/corps/newcards/table.sh "$work/game"
checked_lockstep corps 40
# The fast engine plays the table itself: Drake's Steady (another body
# under a game's name) at seed 2, Frost's Hustle (a new name) at seed 7,
# Spunkmeyer's Scrounge at his own timing at seed 25, Wierzbowski's Bait
# (a blip spawned) at seed 9.
for seed_card in "2 Pvt. Drake" "7 Pvt. Frost" "25 Pvt. Spunkmeyer" "9 Pvt. Wierzbowski"; do
  out=$(timeout 120 "$canbeat" play --rules "$work/game" --seed "${seed_card%% *}" --engine fast --trace 2>&1) ||
    fail "play fast: $out"
  echo "$out" | grep -q "${seed_card#* } {[^}]*used 0" || fail "the fast engine does not use ${seed_card#* }'s ability"
done
exit "$failures"
