#!/usr/bin/env bash
# Options and a chance over lists known when compiled (`types`, the cards
# as printed, a die's faces: cards::Option::elements, known_options) on
# this game's fast engine, which lists a choice's options itself: the card
# of known.cards is dealt, compiled (not refused), plays in lockstep with
# the reference, and its options are offered and taken.
#
#   known_options_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
here=tests/corps/known_options
mkdir -p "$work/game"
cp games/corps/* "$work/game/" && rm -f "$work/game/README.md" && cp "$here/known.cards" "$work/game/"
sed -i 's/"Sgt. Apone"; "Cpl. Hicks";/"Sgt. Sorter"; "Cpl. Hicks";/' "$work/game/corps.deck"
grep -q '"Sgt. Sorter"' "$work/game/corps.deck" || fail "the deck's roster line changed"
out=$(timeout 600 "$canbeat" diff --rules "$work/game" --games 100 --players 4 2>&1)
echo "$out" | grep -q "refuses" && fail "a card is refused: $out"
echo "$out" | grep -qE "diff corps: 100 games, [0-9]+ decisions, 0 divergences, 0 engine errors" || fail "lockstep: $out"
seen=""
for seed in 1 2 3 4 5 6; do
  seen="$seen
$("$canbeat" play --rules "$work/game" --seed "$seed" --players 4 --trace --engine fast 2>&1)"
done
for label in kind face omen; do
  echo "$seen" | grep -qE "  $label [A-Za-z0-9]" || fail "no option '$label' taken in six games"
done
exit "$failures"
