#!/usr/bin/env bash
# Regenerates the Vs. System regression repros of corpus/regressions after a
# change of games/vs2pcg (a repro recorded against other rules is stale, and
# its test fails): one seeded 4-player game of each format, a starter-deck
# game, and the strict-stun fault case shrunk. Needs a built canbeat. Ends
# with the card abilities the new corpus reaches (canbeat coverage, issue 4:
# the abilities not reached and the total; about a second).
set -euo pipefail
cd "$(dirname "$0")/.."
canbeat=${CANBEAT:-build/cli/canbeat}
out=corpus/regressions
rm -f "$out"/vs2pcg-*.repro
# The first seed whose game the table plays in each four-player format.
for format in free_for_all two_vs_two two_headed; do
  for seed in $(seq 1 60); do
    $canbeat play --game vs2pcg --players 4 --seed "$seed" --save /tmp/canbeat-regen.repro >/dev/null
    if grep -qx "$format" /tmp/canbeat-regen.repro; then
      mv /tmp/canbeat-regen.repro "$out/vs2pcg-$format-seed$seed.repro"
      break
    fi
  done
done
$canbeat play --game vs2pcg --decks company,xenomorphs --seed 1 --save "$out/vs2pcg-starter-decks-seed1.repro" >/dev/null
scratch=$(mktemp -d)
$canbeat diff --game vs2pcg --fault strict-stun --games 1 --quiet --out "$scratch" >/dev/null || true
mv "$scratch"/vs2pcg-*.repro "$out/vs2pcg-combat-strict-stun.fault-strict-stun.repro"
rm -rf "$scratch"
ls "$out"/vs2pcg-*.repro
# tests/cli/vs2pcg-passive.repro, opened by the explain tests of
# tests/cli/CMakeLists.txt: the first starter-deck game (seed 1, 2, ...) in
# which an Ovomorph is kept from attacking (Passive, 000:713), cut after the
# choices that lead to that decision (explain's default step is the last).
passive=tests/cli/vs2pcg-passive.repro
for seed in $(seq 1 60); do
  $canbeat play --game vs2pcg --decks company,xenomorphs --seed "$seed" --save /tmp/canbeat-regen.repro >/dev/null
  mapfile -t choices < <(sed -n '/^choices/,$p' /tmp/canbeat-regen.repro | tail -n +2 | grep -v '^#')
  # Only after an Ovomorph entered play can it be kept from attacking.
  first=0
  for i in "${!choices[@]}"; do
    case "${choices[$i]}" in recruit_*" Ovomorph#"*) first=$((i + 1)); break ;; esac
  done
  [ "$first" -gt 0 ] || continue
  for k in $(seq "$first" "${#choices[@]}"); do
    if $canbeat explain --step "$k" /tmp/canbeat-regen.repro "attack Ovomorph" 2>/dev/null | grep -q '^attack Ovomorph.*not open'; then
      { sed -n '1,/^choices/p' /tmp/canbeat-regen.repro | grep -v '^# canbeat play'
        printf '%s\n' "${choices[@]:0:$k}"; } >"$passive"
      echo "$passive: seed $seed, $k choices"
      break 2
    fi
  done
done
# Issue 4, "Card abilities": the seed corpus should reach every card's ability.
$canbeat coverage --game vs2pcg | sed -n '/^== not reached/,$p'
