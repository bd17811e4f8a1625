#!/usr/bin/env bash
# Card sets the random-card property found whose powers dead-end at a rules
# choice with no option open (random_cards/dead_end/*.cards): every engine
# ends the game with the same rules error, file:line:col of the rules'
# choice, so lockstep counts the runs as engine errors alike, no divergence.
#
#   dead_end_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
for set in tests/vs2pcg/random_cards/dead_end/*.cards; do
  name=$(basename "$set" .cards)
  mkdir -p "$work/$name"
  cp games/vs2pcg/*.rules games/vs2pcg/*.cards games/vs2pcg/*.deck "$set" "$work/$name/"
  out=$(timeout 300 "$canbeat" diff --rules "$work/$name" --decks gen_company,gen_xenomorphs --games 6 --out "$work/out-$name" 2>&1)
  echo "$out" | grep -q "both engines failed alike: EngineBug: .*powers.rules:[0-9]*:[0-9]*: rules error: a player must choose, but no option is open" \
    || fail "$name: no run ends at the rules' choice on both engines: $out"
  echo "$out" | grep -q "diff vs2pcg: 6 games, [0-9]* decisions, 0 divergences" || fail "$name: lockstep: $out"
done
exit "$failures"
