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
  seconds=${FUZZ_SECONDS:-20}
  # fuzz_diff runs once for every game with a fast engine (fast-engine/GAME/).
  runs="fuzz_dsl"
  for dir in fast-engine/*/; do
    [ -f "$dir/CMakeLists.txt" ] && runs="$runs fuzz_diff:$(basename "$dir")"
  done
  # Each smoke is one process on one core: run as many at once as there
  # are cores, then print their logs in the order listed.
  smoke() {  # smoke RUN LOG: one target's run, its exit status in LOG.status
    local run=$1 log=$2 target=${1%%:*} game=${1#*:}
    [ "$game" = "$run" ] && game=$(sed -n 's/^default: *//p' games/README.md)
    local scratch seeds=corpus/${target#fuzz_} status=0
    scratch=$(mktemp -d)
    # Differential inputs are capped at 128 choices so that a short run
    # still tries many games (each game runs both engines under ASan); a
    # position input at 64 bytes (a few mutations and up to 8 choices).
    local maxlen=4096 binary=$out_dir/$target
    [ "$target" = fuzz_diff ] && maxlen=256 && binary=$out_dir/fuzz_diff_$game
    [ "$target" = fuzz_position ] && maxlen=64
    # The flags a fuzzing service reads from BINARY.options, as it reads them.
    local flags
    flags=$(sed -n 's/^\([a-z_]*\) *= *\(.*\)$/-\1=\2/p' "$binary.options" 2>/dev/null || true)
    echo "== $target ($game): ${seconds}s smoke from $seeds" >"$log"
    # shellcheck disable=SC2086
    CANBEAT_GAME=$game "$binary" -max_total_time="$seconds" -max_len="$maxlen" -print_final_stats=1 $flags \
      -artifact_prefix=out/fuzz-artifacts/ "$scratch" "$seeds" >"$log.full" 2>&1 || status=$?
    grep -E "stat::number_of_executed_units|stat::average_exec_per_sec|ERROR|Test unit written" "$log.full" >>"$log" || true
    [ "$status" -ne 0 ] && tail -n 60 "$log.full" >>"$log"
    echo "$status" >"$log.status"
    rm -rf "$scratch" "$log.full"
  }
  mkdir -p out/fuzz-artifacts out/fuzz-logs
  n=0; logs=""
  for run in $runs fuzz_rules fuzz_scenario fuzz_position $game_targets; do
    n=$((n + 1)); log=out/fuzz-logs/$n.log; logs="$logs $log"
    smoke "$run" "$log" &
    if [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; then wait -n || true; fi
  done
  wait || true
  for log in $logs; do
    cat "$log"
    if [ "$(cat "$log.status")" -ne 0 ]; then
      echo "${log}: found a failure (artifact in out/fuzz-artifacts/)" >&2
      exit 1
    fi
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
