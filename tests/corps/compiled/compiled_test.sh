#!/usr/bin/env bash
# The card compiler on corps cards it was not written for: compiled.cards
# (new characters of our own design, not from the seed) on the game's
# table (table.sh). The fast engine compiles every one but the one refused
# on purpose, which is refused alone with its file:line:col while the rest
# plays in lockstep with the reference; its random games (4 players, so
# that many characters are HEROES) use each ability and make each of their
# choices (within 50 seeds).
#
#   compiled_test.sh CANBEAT SOURCE_DIR WORK_DIR [GAMES]
source "$(dirname "$0")/../../cli/script_start.sh"
games=${4:-60}
cards=tests/corps/compiled/compiled.cards
bash tests/corps/compiled/table.sh "$work/game"
out=$("$canbeat" check "$work/game" 2>&1)
echo "$out" | grep -q "checked [0-9]* files: 0 errors" || fail "check: $out"
out=$(timeout 900 "$canbeat" diff --rules "$work/game" --games "$games" --players 4 --quiet --out "$work/out" 2>&1)
line=$(grep -n 'look you, tracker_deck;' "$cards" | cut -d: -f1)
echo "$out" | grep -qE "refuses Pvt. Vance \(.*compiled.cards:$line:7: error: card 'Pvt. Vance': the statement 'look' is not compiled" ||
  fail "Pvt. Vance not refused at his look: $out"
[ "$(echo "$out" | grep -c "refuses")" = 1 ] || fail "not exactly the one card refused: $out"
echo "$out" | grep -q "diff corps: $games games, [0-9]* decisions, 0 divergences, " || fail "lockstep: $out"
# A game whose aliens' turn runs past the work budget ends alike on both
# engines (the harness's agreement); any other engine error fails.
errors=$(echo "$out" | sed -n 's/.* \([0-9]*\) engine errors.*/\1/p')
alike=$(echo "$out" | grep -c "both engines failed alike: OutOfBudget" || true)
[ "$errors" = "$alike" ] || fail "engine errors other than a budget met alike: $out"
# The fast engine alone, without the refused card.
sed -i 's/ "Pvt. Vance";//' "$work/game/corps.deck"
seen=""
for seed in $(seq 1 50); do
  out=$(timeout 120 "$canbeat" play --rules "$work/game" --seed "$seed" --players 4 --trace --engine fast 2>&1) ||
    fail "play: $out"
  seen="$seen
$(echo "$out" | grep -oE "[A-Z][a-zA-Z. ]+ \{[^}]*used [0-9]" | sed 's/ {.*//' | sort -u)
$(echo "$out" | grep -E "^ +[0-9]+  turn" | grep -oE "(strip|jam|suppress|swap|rally|recycle) [^#]*#|scatter [0-9]+|  (stow|no jam|keep hand|stand fast|keep quiet)$|  signal (first|second|third|fourth)$" | sort -u)"
done
mapfile -t names < <(grep -B1 '^    power ' "$cards" | grep -o '^  card "[^"]*"' | cut -d'"' -f2 | grep -v "Pvt. Vance")
[ "${#names[@]}" -ge 12 ] || fail "fewer than 12 new cards in $cards"
for card in "${names[@]}"; do
  echo "$seen" | grep -qxF "$card" || fail "the fast engine never uses $card's ability in seeds 1-50"
done
for label in strip jam suppress swap rally recycle; do
  echo "$seen" | grep -q "^$label " || fail "no '$label' choice made in seeds 1-50"
done
for face in 1 2 3; do  # a die's faces, the 2 only with an action left
  echo "$seen" | grep -qx "scatter $face" || fail "no 'scatter $face' rolled in seeds 1-50"
done
for label in stow "no jam" "keep hand" "stand fast" "keep quiet"; do
  echo "$seen" | grep -q "  $label$" || fail "no '$label' (an option without a binder) chosen in seeds 1-50"
done
echo "$seen" | grep -qE "  signal (first|second|third|fourth)$" || fail "no 'signal' (an option binding a player) chosen in seeds 1-50"
exit "$failures"
