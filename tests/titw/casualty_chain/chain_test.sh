#!/usr/bin/env bash
# Six characters whose fate power calls for another casualty (chain.cards):
# each fate power waits in its frame while the next casualty's runs above
# it, six deep, and both engines play the chain alike. A fixed depth of
# four frames once stopped the fast engine with an EngineBug there.
#
#   chain_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
dominos='"Pvt. Domino A" x1; "Pvt. Domino B" x1; "Pvt. Domino C" x1; "Pvt. Domino D" x1; "Pvt. Domino E" x1; "Pvt. Domino F" x1;'
bash tests/titw/card_table.sh "$work/game" tests/titw/casualty_chain/chain.cards "$dominos" ''
checked_lockstep titw 100
# On the fast engine the six fall one after the other.
out=$(timeout 120 "$canbeat" play --rules "$work/game" --seed 1 --trace --engine fast 2>&1) || fail "play: $out"
run=$(echo "$out" | grep -E "^ +[0-9]+  turn" |
  awk '/casualty Pvt. Domino/ {run++; if (run > most) most = run; next} {run = 0} END {print most + 0}')
[ "$run" = 6 ] || fail "the longest chain of casualties is $run, not 6: $out"
exit "$failures"
