#!/usr/bin/env bash
# A card set that declares twenty per_card vars and two per_player vars of
# its own (manyvars.cards) plays on the fast engine, in lockstep with the
# reference; a card of it
# the fast engine refuses (five powers) is named with its file:line:col and
# the rest of the set plays without it on both engines.
#
#   manyvars_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
n=$(grep -c '^var mv_[a-z]*: per_card' tests/vs2pcg/manyvars/manyvars.cards)
[ "$n" = 20 ] || fail "the set declares $n per_card vars, not 20"
bash tests/vs2pcg/set_table.sh "$work/game" tests/vs2pcg/manyvars/manyvars.cards tests/vs2pcg/manyvars/manyvars.deck
checked_lockstep vs2pcg 200 --decks mv_company,xenomorphs
# The marks are kept: a game on the fast engine shows the set's last vars.
out=$("$canbeat" play --rules "$work/game" --decks mv_company,xenomorphs --engine fast --seed 2 --trace 2>&1)
echo "$out" | grep -q "mv_relay=" || fail "no card of the fast engine's game shows mv_relay: $out"
# So are the players' own: a power sets them.
echo "$out" | grep -q "first.mv_drilled: [1-9]" || fail "the fast engine's game never sets first.mv_drilled: $out"
echo "$out" | grep -q "first.mv_morale: " || fail "the fast engine's game never sets first.mv_morale: $out"
line=$(grep -n 'card MV-011' tests/vs2pcg/manyvars/manyvars.cards | cut -d: -f1)
out=$(timeout 300 "$canbeat" diff --rules "$work/game" --decks mv_clerks,xenomorphs --games 20 --quiet --out "$work/out2" 2>&1)
echo "$out" | grep -q "refuses MV-011 (.*manyvars.cards:$line:3: .*has more than 4 Super Powers and triggers); this table plays without it on both engines" ||
  fail "diff does not name the refused card with its position: $out"
[ "$(echo "$out" | grep -c refuses)" = 1 ] || fail "more than MV-011 refused: $out"
echo "$out" | grep -q "diff vs2pcg: 20 games, [0-9]* decisions, 0 divergences, 0 engine errors" || fail "lockstep without MV-011: $out"
# The reference alone plays the refused card.
out=$(timeout 120 "$canbeat" play --rules "$work/game" --decks mv_clerks,xenomorphs --seed 3 2>&1) || fail "play: $out"
exit "$failures"
