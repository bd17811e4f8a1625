#!/usr/bin/env bash
# Rules errors met alike (issue 19): a card whose power meets a rules error
# in some games (rules_errors/lookout.cards) plays in lockstep, both
# engines failing alike where they fail. The deck is the Company's with
# four Lookouts in place of two Calls.
#
#   rules_errors_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
cp -r games/vs2pcg "$work/game"
cp tests/vs2pcg/rules_errors/lookout.cards "$work/game/"
sed -e 's/^deck company "The Company" {/deck lookouts "Lookouts" {\n  PRB-001 x4;/' \
    -e 's/^  ALN-013 x4;   # Call/  ALN-013 x2;   # Call/' games/vs2pcg/company.deck > "$work/game/lookouts.deck"
grep -q "PRB-001 x4" "$work/game/lookouts.deck" || fail "the probe deck was not written"
out=$("$canbeat" diff --rules "$work/game" --decks lookouts,xenomorphs --games 40 --seed 3812 --quiet --out "$work/out" 2>&1)
echo "$out" | grep -q "diff vs2pcg: 40 games, [0-9]* decisions, 0 divergences, [1-9][0-9]* engine errors" ||
  fail "lockstep (expected no divergence and some games failing alike): $out"
exit "$failures"
