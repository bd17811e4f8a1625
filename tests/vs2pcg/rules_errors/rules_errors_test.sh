#!/usr/bin/env bash
# Rules errors met alike: cards whose powers meet a rules error
# in some games (rules_errors/probes.cards) play in lockstep, both engines
# failing alike where they fail. Lookouts: the Company's deck with four
# Lookouts in place of two Calls; Rookies: the Company's deck led by the
# Rookie in place of Warrant Officer Ripley; Mimics: the Company's deck
# with four Mimics, two Sorters, two Strays, two Seekers and two Ledgers in
# place of two Calls.
#
#   rules_errors_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
cp -r games/vs2pcg "$work/game"
cp tests/vs2pcg/rules_errors/probes.cards "$work/game/"
sed -e 's/^deck company "The Company" {/deck lookouts "Lookouts" {\n  PRB-001 x4;/' \
    -e 's/^  ALN-013 x4;   # Call/  ALN-013 x2;   # Call/' games/vs2pcg/company.deck > "$work/game/lookouts.deck"
sed -e 's/^deck company "The Company" {/deck rookies "Rookies" {/' \
    -e 's/^  ALN-001 x1;/  PRB-002 x1;/' -e 's/^  ALN-002 x1;/  PRB-003 x1;/' games/vs2pcg/company.deck > "$work/game/rookies.deck"
sed -e 's/^deck company "The Company" {/deck mimics "Mimics" {\n  PRB-004 x4; PRB-005 x2; PRB-006 x2; PRB-007 x2; PRB-008 x2;/' \
    -e 's/^  ALN-013 x4;   # Call/  ALN-013 x2;   # Call/' games/vs2pcg/company.deck > "$work/game/mimics.deck"
grep -q "PRB-001 x4" "$work/game/lookouts.deck" || fail "the Lookouts deck was not written"
grep -q "PRB-003 x1" "$work/game/rookies.deck" || fail "the Rookies deck was not written"
grep -q "PRB-004 x4" "$work/game/mimics.deck" || fail "the Mimics deck was not written"
for decks in lookouts,xenomorphs rookies,xenomorphs mimics,xenomorphs; do
  out=$("$canbeat" diff --rules "$work/game" --decks "$decks" --games 40 --seed 3812 --quiet --out "$work/out" 2>&1)
  echo "$out" | grep -q "diff vs2pcg: 40 games, [0-9]* decisions, 0 divergences, [1-9][0-9]* engine errors" ||
    fail "$decks lockstep (expected no divergence and some games failing alike): $out"
done
exit "$failures"
