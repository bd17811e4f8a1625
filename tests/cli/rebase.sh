#!/usr/bin/env bash
# Repros keyed to meaning: for every built-in game, seeded games
# are saved, then the game's sources are edited in a copy.
#  - Comments and layout only (a comment line first and last in every file,
#    every blank line doubled, every indent doubled): each saved game still
#    replays (not stale) and `rebase` calls each one fresh.
#  - One number on one card changed (the first `KEY N;` of a card in the
#    first *.cards or *.deck file): every file goes stale; `rebase` rewrites
#    the ones that still play the same game, leaves the others byte for byte
#    and names them; the rewritten ones replay.
#
#   rebase.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/script_start.sh"

for dir in games/*/; do
  game=$(basename "$dir")
  copy=$work/$game
  cp -r "$dir" "$copy"
  saved=()
  for seed in 1 2 3 4 5; do
    file=$work/$game-$seed.repro
    "$canbeat" play --rules "$copy" --seed "$seed" --save "$file" > /dev/null 2>&1
    [ -f "$file" ] && saved+=("$file") || fail "$game: play --seed $seed --save wrote nothing"
  done

  # Comments and layout only.
  for f in "$copy"/*.rules "$copy"/*.cards "$copy"/*.deck; do
    [ -f "$f" ] || continue
    sed -i -e '1i # a comment added by rebase.sh' -e 's/^$/\n/' -e 's/^\(  *\)/\1\1/' "$f"
    echo "# and one at the end" >> "$f"
  done
  for file in "${saved[@]}"; do
    "$canbeat" replay --rules "$copy" "$file" > /dev/null 2>&1
    [ $? -eq 2 ] && fail "$game: $file is stale after an edit of comments and layout"
  done
  out=$("$canbeat" rebase --rules "$copy" "${saved[@]}" 2>&1)
  [ $? -eq 0 ] || fail "$game: rebase after a comment edit: $out"
  n=$(grep -c ': fresh$' <<< "$out")
  [ "$n" -eq "${#saved[@]}" ] || fail "$game: $n of ${#saved[@]} fresh after a comment edit: $out"

  # One number on one card.
  cards=$(ls "$copy"/*.cards "$copy"/*.deck 2>/dev/null | head -1)
  line=$(grep -n '^ *card .* [a-z_][a-z_]* [0-9][0-9]*;' "$cards" | head -1 | cut -d: -f1)
  [ -n "$line" ] || { fail "$game: no card number to change in $cards"; continue; }
  perl -i -pe 'if ($. == '"$line"') { s/([a-z_]+) ([0-9]+);/"$1 ".($2+1).";"/e }' "$cards"
  for file in "${saved[@]}"; do cp "$file" "$file.before"; done
  out=$("$canbeat" rebase --rules "$copy" "${saved[@]}" 2>&1)
  code=$?
  [ $code -eq 0 ] || [ $code -eq 1 ] || fail "$game: rebase after a card change exited $code: $out"
  for file in "${saved[@]}"; do
    verdict=$(grep -F "$file: " <<< "$out" | head -1 | sed 's/^[^:]*: //' | cut -d: -f1)
    case "$verdict" in
      rebased)
        "$canbeat" replay --rules "$copy" "$file" > /dev/null 2>&1
        [ $? -eq 2 ] && fail "$game: $file rebased but still stale";;
      broken|changed)
        cmp -s "$file" "$file.before" || fail "$game: $file was $verdict but rewritten";
        [ $code -eq 1 ] || fail "$game: $file was $verdict but rebase exited $code";;
      *) fail "$game: $file: no verdict in: $out";;
    esac
  done
  echo "$game: card edit at $(basename "$cards"):$line: $(tail -1 <<< "$out")"
done

[ $failures -eq 0 ] && echo "rebase: all checks passed" || echo "rebase: $failures failures"
[ $failures -eq 0 ]
