#!/usr/bin/env bash
# Regenerates the Vs. System repros of corpus/regressions and
# corpus/abilities after a change of games/vs2pcg (a repro recorded against
# other rules is stale, and its test fails): one seeded 4-player game of each
# format, a starter-deck game, the strict-stun fault case shrunk, then a game
# for each card ability those miss (canbeat coverage --fill). Needs a built
# canbeat; deterministic (fixed seeds); about half a minute. Ends with the
# card abilities the new corpus does not reach and the total.
set -euo pipefail
cd "$(dirname "$0")/../.."
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
# tests/vs2pcg/passive.repro, opened by the explain tests of
# tests/cli/CMakeLists.txt: the first starter-deck game (seed 1, 2, ...) in
# which an Ovomorph is kept from attacking (Passive, 000:713), cut after the
# choices that lead to that decision (explain's default step is the last).
passive=tests/vs2pcg/passive.repro
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
# tests/vs2pcg/bishop.repro, opened by the explain test of ALN-016
# Bishop's alternative cost: the first starter-deck game in which a Bishop
# is recruited with his power symbols, cut just before that choice (the
# decision that offers it is the file's last).
bishop=tests/vs2pcg/bishop.repro
for seed in $(seq 1 60); do
  $canbeat play --game vs2pcg --decks company,xenomorphs --seed "$seed" --save /tmp/canbeat-regen.repro >/dev/null
  mapfile -t choices < <(sed -n '/^choices/,$p' /tmp/canbeat-regen.repro | tail -n +2 | grep -v '^#')
  for i in "${!choices[@]}"; do
    case "${choices[$i]}" in recruit_*_symbols" Bishop#"*)
      { sed -n '1,/^choices/p' /tmp/canbeat-regen.repro | grep -v '^# canbeat play'
        printf '%s\n' "${choices[@]:0:$i}"; } >"$bishop"
      echo "$bishop: seed $seed, $i choices"
      break 2 ;;
    esac
  done
done
# The seed corpus should reach every card's ability.
# For each one the games above miss, seeded random games until one reaches
# it, cut there and shrunk: first at the starter decks' table, where the
# search also deals the Main Characters no deck uses (company@ALN-005: the
# starter deck with Sister Ripley, 000:647), then at the game's own table
# (the vanilla decks) for what only those deal (ALN-045, barred from the
# Xenomorphs' deck by Uniqueness), then at the Predator Battles decks'
# table (prey,predators; the search deals Falconer too). The Level 1 Newborn's power is not found
# (tests/cli/test_ability_search.cpp says why), so its tables play their
# whole budget: the budgets keep this part near 30 seconds.
abilities=corpus/abilities
rm -f "$abilities"/vs2pcg-*.repro
$canbeat coverage --game vs2pcg --decks company,xenomorphs --fill "$abilities" --budget 100 | sed -n '/^fill/,/^coverage/p' | grep -v '^coverage'
$canbeat coverage --game vs2pcg --decks prey,predators --fill "$abilities" --budget 100 | sed -n '/^fill/,/^coverage/p' | grep -v '^coverage'
$canbeat coverage --game vs2pcg --fill "$abilities" --budget 20 | sed -n '/^fill/,/^coverage/p' | grep -v '^coverage'
$canbeat coverage --game vs2pcg | sed -n '/^== not reached/,$p'
