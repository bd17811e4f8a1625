#!/usr/bin/env bash
# canbeat coverage --fill at tables holding a card the fast engine refuses:
# the search runs on the reference interpreter, every game it
# finds is saved and reported, and the replay on both engines says that the
# fast engine cannot play that table (naming the card's file:line:col)
# instead of aborting the command and losing the search.
#
#   coverage_refused.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../cli/script_start.sh"
mkdir -p "$work/empty"
cp -r games/vs2pcg "$work/vs2pcg"
# A test card set (not real card text): a power that calls a rules
# procedure the fast engine has no op for (line 4, column 7, the call the
# refusal names: an attack made from inside a power; see
# fast-engine/vs2pcg/README.md for what its compiler refuses).
cat > "$work/vs2pcg/odd.cards" <<'CARDS'
set odd_set "Odd" {
  card "Odd Medic" { type supporting_character; team company; cost 0; atk 1; def 1; health 1; limit 4;
    power "Odd Patch" main humanity {
      make_attack(you, self);
      draw_card(you);
    }
  }
}
deck odd "Odd" {
  ALN-001 x1; ALN-002 x1;
  "Odd Medic" x4;
  ALN-059 x30;
}
CARDS
out=$("$canbeat" coverage --rules "$work/vs2pcg" --fill "$work/fill" --decks odd,xenomorphs --budget 1 "$work/empty" 2>&1)
code=$?
[ "$code" = 0 ] || fail "exit $code, expected 0: $out"
echo "$out" | grep -q "^found " || fail "no game found: $out"
echo "$out" | grep -q "not replayed on the fast engine, which cannot play this table: .*odd.cards:4:7: error: card 'Odd Medic': 'make_attack', compiled in place, does not compile" \
  || fail "no word of the refused card: $out"
echo "$out" | grep -q "^abilities reached: " || fail "no report after the search: $out"
found=$(echo "$out" | grep -c "^found ")
saved=$(ls "$work/fill"/*.repro 2>/dev/null | wc -l)
[ "$found" = "$saved" ] || fail "$found games found, $saved saved"
[ "$failures" = 0 ] && echo "coverage_refused: $found games found and saved; the refused table reported"
exit "$failures"
