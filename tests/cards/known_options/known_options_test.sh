#!/usr/bin/env bash
# Options and a chance over lists known when compiled (`types`, a die's
# faces, `cards`) on the fast engines that list a choice's options
# themselves (titw, corps: Binding::known_options): a card of each
# (titw.cards, corps.cards) is dealt, compiled (not refused), plays in
# lockstep with the reference, and its options are offered and taken.
#
#   known_options_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
here=tests/cards/known_options
bash tests/titw/card_table.sh "$work/titw" "$here/titw.cards" '"Sorting Officer" x6;' '' >/dev/null ||
  fail "titw table"
mkdir -p "$work/corps"
cp games/corps/* "$work/corps/" && rm -f "$work/corps/README.md" && cp "$here/corps.cards" "$work/corps/"
sed -i 's/"Sgt. Apone"; "Cpl. Hicks";/"Sgt. Sorter"; "Cpl. Hicks";/' "$work/corps/corps.deck"
grep -q '"Sgt. Sorter"' "$work/corps/corps.deck" || fail "corps: the deck's roster line changed"
for game in titw corps; do
  players=2
  [ "$game" = corps ] && players=4
  out=$(timeout 600 "$canbeat" diff --rules "$work/$game" --games 100 --players "$players" 2>&1)
  echo "$out" | grep -q "refuses" && fail "$game: a card is refused: $out"
  echo "$out" | grep -qE "diff $game: 100 games, [0-9]+ decisions, 0 divergences, 0 engine errors" ||
    fail "$game: lockstep: $out"
  seen=""
  for seed in 1 2 3 4 5 6; do
    seen="$seen
$("$canbeat" play --rules "$work/$game" --seed "$seed" --players "$players" --trace --engine fast 2>&1)"
  done
  case $game in
    titw) labels="type name omen" ;;
    corps) labels="kind face omen" ;;
  esac
  for label in $labels; do
    echo "$seen" | grep -qE "  $label [A-Za-z0-9]" || fail "$game: no option '$label' taken in six games"
  done
done
exit "$failures"
