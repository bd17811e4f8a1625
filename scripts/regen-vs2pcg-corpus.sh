#!/usr/bin/env bash
# Regenerates the Vs. System regression repros of corpus/regressions after a
# change of games/vs2pcg (a repro recorded against other rules is stale, and
# its test fails): one seeded 4-player game of each format, a starter-deck
# game, and the strict-stun fault case shrunk. Needs a built canbeat.
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
# The explain tests of tests/cli/CMakeLists.txt open the starter-deck game at
# the first step where an Ovomorph is kept from attacking (Passive): print
# that step and the file's number of choices, to update them.
starter="$out/vs2pcg-starter-decks-seed1.repro"
choices=$(sed -n '/^choices/,$p' "$starter" | tail -n +2 | grep -vc '^#')
for k in $(seq 1 "$choices"); do
  if $canbeat explain --step "$k" "$starter" "attack Ovomorph" 2>/dev/null | grep -q '^attack Ovomorph.*not open'; then
    echo "tests/cli: explain --step $k (Passive Ovomorph); the file has $choices choices"
    break
  fi
done
