#!/usr/bin/env bash
# Card sets the random-card property found whose triggers feed each other
# (random_cards/*.cards) end every engine's run with OutOfBudget, never a
# hang nor an engine's own limit: lockstep counts the runs as engine errors
# alike, no divergence.
#
#   feedback_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
for set in tests/vs2pcg/random_cards/*.cards; do
  name=$(basename "$set" .cards)
  mkdir -p "$work/$name"
  cp games/vs2pcg/*.rules games/vs2pcg/*.cards games/vs2pcg/*.deck "$set" "$work/$name/"
  out=$(timeout 300 "$canbeat" diff --rules "$work/$name" --decks gen_company,gen_xenomorphs --games 6 --out "$work/out-$name" 2>&1)
  echo "$out" | grep -q "both engines failed alike: OutOfBudget" || fail "$name: no run out of budget on both engines: $out"
  echo "$out" | grep -q "diff vs2pcg: 6 games, [0-9]* decisions, 0 divergences" || fail "$name: lockstep: $out"
done
exit "$failures"
