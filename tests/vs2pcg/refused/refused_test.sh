#!/usr/bin/env bash
# One card the fast engine refuses does not stop its set: diff
# and bench name the card with its file:line:col and play the table without
# it on both engines; the repro of a diff run records the card it went
# without (a `without` line) and replays the same way; play on the reference
# keeps the card.
#
#   refused_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
game="$work/game"
mkdir -p "$game"
cp games/vs2pcg/*.rules games/vs2pcg/*.cards games/vs2pcg/*.deck tests/vs2pcg/refused/refused.cards "$game/"
# REF-004: a power of 17,000 statements, more instructions than the fast
# engine numbers in 16 bits.
{
  echo 'set longset "a card longer than the fast engine numbers" {'
  echo '  card REF-004 "Drill Instructor" { type supporting_character; team company; cost 1; atk 1; def 2; health 1; limit 4;'
  echo '    power "Drill" main {'
  for _ in $(seq 17000); do echo '      exhaust self;'; done
  echo '    }'
  echo '  }'
  echo '}'
} > "$game/long.cards"
out=$(timeout 300 "$canbeat" diff --rules "$game" --decks ref_company,xenomorphs --games 20 --out "$work/out" 2>&1)
rc=$?
[ "$rc" = 0 ] || fail "diff exit $rc: $out"
echo "$out" | grep -q "refuses REF-001 (.*refused.cards:16:[0-9]*: .*); this table plays without it on both engines" ||
  fail "diff does not name the refused card with its position: $out"
echo "$out" | grep -q "refuses REF-002" && fail "diff refuses the ordinary card: $out"
echo "$out" | grep -q "refuses REF-003 (.*refused.cards:[0-9]*:[0-9]*: .*the action on_watch is decided by a rule statement .*refused.cards:[0-9]*:[0-9]*: .*legal on_duty) in a statement of on_watch" ||
  fail "diff does not refuse the card asking an action whose rule it cannot compile: $out"
echo "$out" | grep -q "refuses REF-004 (.*long.cards:[0-9]*:[0-9]*: .*lays out more than 32767 instructions" ||
  fail "diff does not refuse the card longer than an int16 numbers: $out"
echo "$out" | grep -q "refuses REF-006" && fail "diff refuses the card whose loops walk the cards as printed: $out"
echo "$out" | grep -q "refuses REF-005 (.*refused.cards:[0-9]*:[0-9]*: .*an obligation (\`must only recruit\`) is not compiled" ||
  fail "diff does not refuse the card with an obligation: $out"
echo "$out" | grep -q "diff vs2pcg: 20 games, [0-9]* decisions, 0 divergences" || fail "diff did not play: $out"
out=$(timeout 300 "$canbeat" bench --rules "$game" --decks ref_company,xenomorphs --games 3 --min-ms 0 2>&1) ||
  fail "bench: $out"
echo "$out" | grep -q "refuses REF-001" || fail "bench does not name the refused card: $out"
# A deliberate divergence (the strict-stun fault) saves a repro of the
# table as played: it names the card left out and replays alike.
out=$(timeout 600 "$canbeat" diff --rules "$game" --decks ref_company,xenomorphs --games 200 --fault strict-stun \
  --out "$work/fault" 2>&1)
repro=$(ls "$work"/fault/*.repro 2>/dev/null | head -1)
[ -n "$repro" ] || fail "no repro saved under the fault: $out"
grep -q "^without REF-001$" "$repro" || fail "the repro does not record the card left out: $(cat "$repro")"
out=$("$canbeat" replay --rules "$game" --fault strict-stun "$repro" 2>&1)
[ $? = 1 ] || fail "the repro does not replay its divergence: $out"
"$canbeat" replay --rules "$game" "$repro" >/dev/null 2>&1 || fail "the repro does not replay alike without the fault"
# The reference alone plays the card.
out=$(timeout 120 "$canbeat" play --rules "$game" --decks ref_company,xenomorphs --seed 3 2>&1) || fail "play: $out"
exit "$failures"
