#!/usr/bin/env bash
# Card sets the random-card property once found diverging
# (random_cards/clean/*.cards, each saying what diverged): both engines
# play them in lockstep, no divergence and no engine error.
#
#   clean_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
for set in tests/vs2pcg/random_cards/clean/*.cards; do
  name=$(basename "$set" .cards)
  mkdir -p "$work/$name"
  cp games/vs2pcg/*.rules games/vs2pcg/*.cards games/vs2pcg/*.deck "$set" "$work/$name/"
  out=$(timeout 300 "$canbeat" diff --rules "$work/$name" --decks gen_company,gen_xenomorphs --games 10 --quiet --out "$work/out-$name" 2>&1)
  echo "$out" | grep -q "diff vs2pcg: 10 games, [0-9]* decisions, 0 divergences, 0 engine errors" || fail "$name: lockstep: $out"
done
exit "$failures"
