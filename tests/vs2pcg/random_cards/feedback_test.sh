#!/usr/bin/env bash
# A card set whose triggers feed each other (feedback.cards) ends every
# engine's run with OutOfBudget, never a hang: lockstep counts the runs as
# engine errors alike, no divergence.
#
#   feedback_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
mkdir -p "$work/game"
cp games/vs2pcg/*.rules games/vs2pcg/*.cards games/vs2pcg/*.deck tests/vs2pcg/random_cards/feedback.cards "$work/game/"
out=$(timeout 300 "$canbeat" diff --rules "$work/game" --decks gen_company,gen_xenomorphs --games 4 --out "$work/out" 2>&1)
echo "$out" | grep -q "both engines failed alike: OutOfBudget" || fail "no run out of budget on both engines: $out"
echo "$out" | grep -q "diff vs2pcg: 4 games, [0-9]* decisions, 0 divergences" || fail "lockstep: $out"
exit "$failures"
