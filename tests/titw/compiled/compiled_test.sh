#!/usr/bin/env bash
# The card compiler on cards it was not written for: compiled.cards (new
# titw cards of our own design, not from the seed) dealt at the game's
# table (table.sh). The fast engine accepts every one, plays them in
# lockstep with the reference, and its random games play each card and
# make each of their choices (within 60 seeds).
#
#   compiled_test.sh CANBEAT SOURCE_DIR WORK_DIR [GAMES]
source "$(dirname "$0")/../../cli/script_start.sh"
games=${4:-100}
cards=tests/titw/compiled/compiled.cards
bash tests/titw/compiled/table.sh "$work/game"
checked_lockstep titw "$games"
seen=""
for seed in $(seq 1 60); do
  out=$(timeout 120 "$canbeat" play --rules "$work/game" --seed "$seed" --trace --engine fast 2>&1) || fail "play: $out"
  seen="$seen
$(echo "$out" | grep -E "^ +[0-9]+  turn" | grep -oE "(play|revive|recall|snipe|dissolve|strip|cull) [^#]*#|  (skip|spare)$|  call (marine|alien)$" | sort -u)"
done
mapfile -t names < <(grep -o '^  card "[^"]*"' "$cards" | cut -d'"' -f2)
[ "${#names[@]}" -ge 12 ] || fail "fewer than 12 new cards in $cards"
for card in "${names[@]}"; do
  echo "$seen" | grep -qF "play $card#" || fail "the fast engine never plays $card in seeds 1-60"
done
for label in revive recall snipe dissolve strip cull; do
  echo "$seen" | grep -q "^$label " || fail "no '$label' choice made in seeds 1-60"
done
echo "$seen" | grep -q "skip$" || fail "no 'skip' (an option without a binder) chosen in seeds 1-60"
echo "$seen" | grep -qE "call (marine|alien)$" || fail "no 'call' (an option binding a player) chosen in seeds 1-60"
exit "$failures"
