#!/usr/bin/env bash
# The whole test suite: installs what is missing, builds once, runs every
# ctest (unit, golden, property, corpus replay), then a short libFuzzer smoke
# run of each fuzz target built with clang. CI runs exactly this (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
jobs=$(nproc 2>/dev/null || echo 2)
mkdir -p out
ctest --test-dir build --output-on-failure -j"$jobs" 2>&1 | tee out/ctest.log
ctest_status=${PIPESTATUS[0]}
summary=$(grep -E "tests passed, [0-9]+ tests failed out of [0-9]+" out/ctest.log | tail -n 1)
failed=$(echo "$summary" | sed -E 's/.* ([0-9]+) tests failed out of ([0-9]+).*/\1/')
total=$(echo "$summary" | sed -E 's/.* tests failed out of ([0-9]+).*/\1/')
[ "$ctest_status" -eq 0 ] || { echo "ctest: $((total - failed)) passed, $failed failed"; exit 1; }

# libFuzzer smoke: a separate clang build of the fuzz targets only, by the
# script a fuzzing service runs (.clusterfuzzlite/build.sh), under ASan and
# UBSan, into build-fuzz/out.
if command -v clang++ >/dev/null; then
  out_dir=$PWD/build-fuzz/out
  CXX=clang++ CXXFLAGS="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fsanitize=fuzzer-no-link" \
    LIB_FUZZING_ENGINE=-fsanitize=fuzzer OUT=$out_dir bash .clusterfuzzlite/build.sh
  game_targets=$(for f in tests/*/fuzz_*.cpp; do [ -f "$f" ] && basename "$f" .cpp; done)
  seconds=${FUZZ_SECONDS:-30}
  # fuzz_diff runs once for every game with a fast engine (fast-engine/GAME/).
  runs="fuzz_dsl"
  for dir in fast-engine/*/; do
    [ -f "$dir/CMakeLists.txt" ] && runs="$runs fuzz_diff:$(basename "$dir")"
  done
  for run in $runs fuzz_rules fuzz_scenario fuzz_position $game_targets; do
    target=${run%%:*}
    game=${run#*:}; [ "$game" = "$run" ] && game=$(sed -n 's/^default: *//p' games/README.md)
    scratch=$(mktemp -d)
    seeds=corpus/${target#fuzz_}
    mkdir -p out/fuzz-artifacts
    echo "== $target ($game): ${seconds}s smoke from $seeds"
    status=0
    # Differential inputs are capped at 128 choices so that a short run
    # still tries many games (each game runs both engines under ASan); a
    # position input at 64 bytes (a few mutations and up to 8 choices).
    maxlen=4096; [ "$target" = fuzz_diff ] && maxlen=256; [ "$target" = fuzz_position ] && maxlen=64
    binary=$out_dir/$target; [ "$target" = fuzz_diff ] && binary=$out_dir/fuzz_diff_$game
    CANBEAT_GAME=$game "$binary" -max_total_time="$seconds" -max_len="$maxlen" -print_final_stats=1 \
      -artifact_prefix=out/fuzz-artifacts/ "$scratch" "$seeds" >"$scratch.log" 2>&1 || status=$?
    grep -E "stat::number_of_executed_units|stat::average_exec_per_sec|ERROR|Test unit written" "$scratch.log" || true
    if [ "$status" -ne 0 ]; then
      tail -n 60 "$scratch.log" >&2
      echo "$target found a failure (artifact in out/fuzz-artifacts/)" >&2
      exit 1
    fi
    rm -rf "$scratch" "$scratch.log"
  done
else
  echo "clang++ not found: libFuzzer smoke skipped (corpus replay ran under ctest)"
fi
# Speed, measured and printed (never asserted): each engine and the
# lockstep on every game with a fast engine, from one build.
for dir in fast-engine/*/; do
  [ -f "$dir/CMakeLists.txt" ] || continue
  build/cli/canbeat bench --game "$(basename "$dir")" --games 3 --min-ms 300 || true
done
echo "ctest: $((total - failed)) passed, $failed failed"
