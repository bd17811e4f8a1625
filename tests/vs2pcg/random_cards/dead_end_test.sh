#!/usr/bin/env bash
# Card sets whose powers dead-end at a choice or chance with no option open
# (random_cards/dead_end/*.cards, found by the random-card property): every
# engine ends the game with the same rules error, file:line:col of the
# rules' or the card's statement, so lockstep counts the runs as engine
# errors alike, no divergence. Each file names the errors some run must
# end in, a line `# expect error: REGEX` each.
#
#   dead_end_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
for set in tests/vs2pcg/random_cards/dead_end/*.cards; do
  name=$(basename "$set" .cards)
  mkdir -p "$work/$name"
  cp games/vs2pcg/*.rules games/vs2pcg/*.cards games/vs2pcg/*.deck "$set" "$work/$name/"
  out=$(timeout 300 "$canbeat" diff --rules "$work/$name" --decks gen_company,gen_xenomorphs --games 6 --out "$work/out-$name" 2>&1)
  grep -q "^# expect error: " "$set" || fail "$name: no '# expect error:' line"
  while read -r expect; do
    echo "$out" | grep -q "both engines failed alike: EngineBug: .*$expect" \
      || fail "$name: no run ends in '$expect' on both engines: $out"
  done < <(sed -n 's/^# expect error: //p' "$set")
  echo "$out" | grep -q "diff vs2pcg: 6 games, [0-9]* decisions, 0 divergences" || fail "$name: lockstep: $out"
done
exit "$failures"
