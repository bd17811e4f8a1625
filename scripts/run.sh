#!/usr/bin/env bash
# The main job on the built-in games (games/*/): check each game's DSL and
# declared invariants, then, for each game with a fast engine, run the
# reference interpreter and the fast engine in lockstep over seeded random
# games at the tables its main-job.tables lists (GAMES, default 1000, divided
# by each table's share), and bench. The games' own seeds break some of their
# declared invariants (their READMEs say which), so check reports findings
# (exit 1) by design; the job fails only on a divergence or an error.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh || exit 2
canbeat=build/cli/canbeat
games=${GAMES:-1000}
failed=0
for dir in games/*/; do
  game=$(basename "$dir")
  echo "== canbeat check games/$game"
  $canbeat check "games/$game"; [ $? -le 1 ] || failed=1
  [ -d "fast-engine/$game" ] || continue
  # A game without main-job.tables is diffed at its default table.
  table_lines=" | 1"
  [ -f "games/$game/main-job.tables" ] && table_lines=$(cat "games/$game/main-job.tables")
  while IFS='|' read -r options share; do
    case "$options" in \#*|'') continue ;; esac
    n=$(( games / ${share:-1} )); [ $n -ge 1 ] || n=1
    echo "== canbeat diff --game $game $options --games $n"
    # shellcheck disable=SC2086
    $canbeat diff --game "$game" $options --games "$n" --out out/repro || failed=1
  done <<<"$table_lines"
  echo "== canbeat bench --game $game"
  $canbeat bench --game "$game" --games 20 || failed=1
done
exit $failed
