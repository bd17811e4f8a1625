#!/usr/bin/env bash
# Games of random card sets that once diverged (random_cards/replays/:
# NAME.cards, saying what diverged, and NAME.repro, the game): each
# replays on both engines in lockstep without divergence.
#
#   replay_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
for set in tests/vs2pcg/random_cards/replays/*.cards; do
  name=$(basename "$set" .cards)
  mkdir -p "$work/$name"
  cp games/vs2pcg/*.rules games/vs2pcg/*.cards games/vs2pcg/*.deck "$set" "$work/$name/"
  out=$(timeout 300 "$canbeat" replay --rules "$work/$name" "${set%.cards}.repro" 2>&1) || fail "$name: $out"
done
exit "$failures"
