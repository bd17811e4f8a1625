#!/usr/bin/env bash
# A power that activates itself ten deep, each time from a `for` of its
# own (deep.cards), plays on the fast engine in lockstep with the
# reference: the activations and their loops are kept as deep as they go
# (Engine::calls_, for_frames_), where a fixed depth once stopped the fast
# engine with an EngineBug at the fifth.
#
#   deep_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
bash tests/vs2pcg/set_table.sh "$work/game" tests/vs2pcg/deep_activate/deep.cards tests/vs2pcg/deep_activate/deep.deck
checked_lockstep vs2pcg 60 --decks echoes,echoes
# The chain runs its ten rounds on the fast engine.
found=0
for seed in 1 2 3 4 5 6; do
  out=$(timeout 120 "$canbeat" play --rules "$work/game" --decks echoes,echoes --engine fast --seed "$seed" --trace 2>&1) ||
    fail "play: $out"
  echo "$out" | grep -q "echoes=10" && found=1 && break
done
[ "$found" = 1 ] || fail "no Echo Trooper reaches ten echoes in seeds 1-6"
exit "$failures"
