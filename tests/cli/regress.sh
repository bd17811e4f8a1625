#!/usr/bin/env bash
# canbeat regress on copies of the built-in games, against the
# source tree's games as the baseline:
#  - comments and layout only (every file of every game: indents doubled, a
#    comment after each line that ends a statement or opens a block, one at
#    the end; no line moves, so scenarios that name a deciding statement by
#    FILE:LINE still find it): the corpus and the scenario files are
#    unchanged, exit 0;
#  - a metamorphic check: a card set whose cards no deck holds (one-line
#    cards of each game, renamed) changes no game, except where a card asks a
#    player to name a card: there the new names are offered (any name may be
#    named), and that is the only difference allowed;
#  - one number on one card changed: exit 1, and the files `rebase` (an
#    independent replay that compares only where each game ends) finds
#    playing differently are among the ones regress names, which are named
#    with a step.
#
#   regress.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/script_start.sh"
scenarios=$(ls -d tests/*/scenarios | grep -v '^tests/golden/' | tr '\n' ' ')

# regress_with GAMES_DIR OUT: runs regress with the built-in games at GAMES_DIR.
regress_with() {
  CANBEAT_GAMES=$1 "$canbeat" regress --baseline games corpus $scenarios > "$2" 2>&1
}

# Comments and layout.
cp -r games "$work/commented"
for f in "$work"/commented/*/*.rules "$work"/commented/*/*.cards "$work"/commented/*/*.deck; do
  [ -f "$f" ] || continue
  sed -i -e 's/^\(  *\)/\1\1/' -e 's/\([;{]\)[ ]*$/\1  # a comment added by regress.sh/' "$f"
  echo "# and one at the end" >> "$f"
done
regress_with "$work/commented" "$work/commented.out"
code=$?
[ $code -eq 0 ] || fail "comments and layout: exit $code: $(tail -3 "$work/commented.out")"
grep -q ' 0 changed, 0 broken$' "$work/commented.out" || fail "comments and layout changed games: $(tail -3 "$work/commented.out")"

# A card set no deck holds.
cp -r games "$work/unused"
for dir in "$work"/unused/*/; do
  cards=$(cat "$dir"/*.cards "$dir"/*.deck 2>/dev/null | grep -E '^ *card .*\}( *#.*)?$' | head -5 |
          sed -E 's/#[^"]*$//; s/card [A-Z]+-[0-9]+ "/card "/' | awk '{ sub(/card "[^"]*"/, "card \"Unused " NR "\""); print }')
  [ -n "$cards" ] || { fail "$dir: no one-line card to copy"; continue; }
  printf 'set unused_by_any_deck "not dealt" {\n%s\n}\n' "$cards" > "$dir/unused.cards"
  "$canbeat" check "$dir" > "$work/check.out" 2>&1
  [ $? -eq 2 ] && fail "$dir: the unused card set does not load: $(head -3 "$work/check.out")"
  grep -q ': error:' "$work/check.out" && fail "$dir: the unused card set has errors: $(grep ': error:' "$work/check.out" | head -2)"
done
regress_with "$work/unused" "$work/unused.out"
code=$?
[ $code -le 1 ] || fail "an unused card set: exit $code: $(tail -3 "$work/unused.out")"
changed=$(grep -c ': changed at step' "$work/unused.out")
named=$(grep -cE ': changed at step [0-9]+: options: baseline nothing more, now offers name Unused [0-9]+$' "$work/unused.out")
grep -q ': broken at step\|scenarios changed' "$work/unused.out" && fail "an unused card set broke games: $(grep -m3 ': broken at step\|scenarios changed' "$work/unused.out")"
[ "$changed" -eq "$named" ] || fail "an unused card set changed games beyond naming: $(grep ': changed at step' "$work/unused.out" | grep -v 'now offers name Unused' | head -3)"
echo "an unused card set: $(grep '^regress against' "$work/unused.out") ($named only by offering the new names)"

# One number on one card of each game that has a corpus: the first `KEY N;`
# of a card that some corpus game deals.
cp -r games "$work/changed"
for dir in "$work"/changed/*/; do
  game=$(basename "$dir")
  ls corpus/*/"$game"-*.repro > /dev/null 2>&1 || continue
  file=$(grep -l -E '^ *card .* [a-z_]+ [0-9]+;' "$dir"/*.cards "$dir"/*.deck 2>/dev/null | head -1)
  line=$(grep -n -E '^ *card .* [a-z_]+ [0-9]+;' "$file" | head -1 | cut -d: -f1)
  perl -i -pe 'if ($. == '"$line"') { s/([a-z_]+) ([0-9]+);/"$1 ".($2+1).";"/e }' "$file"
  echo "changed $file:$line"
done
regress_with "$work/changed" "$work/changed.out"
code=$?
for f in corpus/*/*.repro; do cp "$f" "$work/$(basename "$f")"; done
CANBEAT_GAMES=$work/changed "$canbeat" rebase "$work"/*.repro > "$work/rebase.out" 2>&1
differently=$(grep -E ': (broken|changed):' "$work/rebase.out" | sed 's/:.*//' | xargs -n1 basename 2>/dev/null | sort)
named=$(grep -E '^corpus/.*: (broken|changed) at step [0-9]+' "$work/changed.out" | sed 's/:.*//' | xargs -n1 basename 2>/dev/null | sort)
[ -n "$named" ] && [ $code -eq 1 ] || fail "a card change: exit $code, nothing named: $(tail -3 "$work/changed.out")"
missing=$(comm -23 <(echo "$differently") <(echo "$named"))
[ -z "$missing" ] || fail "rebase finds these playing differently, regress does not: $missing"
grep -q 'changed card ' "$work/changed.out" || fail "no summary by card: $(tail -3 "$work/changed.out")"
echo "a card change: $(grep '^regress against' "$work/changed.out")"

[ $failures -eq 0 ] && echo "regress: all checks passed" || echo "regress: $failures failures"
[ $failures -eq 0 ]
