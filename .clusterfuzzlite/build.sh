#!/bin/bash -eu
# Builds every fuzz target with the fuzzing service's compiler, flags and
# engine ($CXX, $CXXFLAGS, $LIB_FUZZING_ENGINE) into $OUT, each with its
# seed corpus zipped from corpus/ (ClusterFuzzLite and OSS-Fuzz run this
# from the source root; scripts/test.sh runs it too, with a local clang).
# fuzz_diff is copied once per game with a fast engine, as
# fuzz_diff_GAME: the name tells it the game (fuzz/fuzz_diff.cpp). Each
# target gets fuzz/libfuzzer.options as TARGET.options, libFuzzer's flags.
set -eu  # also when run as `bash build.sh`, which ignores the #! flags
build=${CANBEAT_FUZZ_BUILD:-build-fuzz}
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER="$CXX" \
      -DCMAKE_CXX_FLAGS="$CXXFLAGS" -DCANBEAT_FUZZ_ONLY=ON -DCANBEAT_LIBFUZZER=ON -DCANBEAT_SANITIZE=OFF \
      -DCANBEAT_FUZZING_ENGINE="$LIB_FUZZING_ENGINE" >/dev/null
game_targets=$(for f in tests/*/fuzz_*.cpp; do [ -f "$f" ] && basename "$f" .cpp; done)
targets="fuzz_dsl fuzz_diff fuzz_rules fuzz_scenario fuzz_position $game_targets"
# shellcheck disable=SC2086
cmake --build "$build" -j"$(nproc)" --target $targets
mkdir -p "$OUT"
seeds() {  # seeds TARGET NAME: corpus/TARGET-without-fuzz_ as $OUT/NAME_seed_corpus.zip
  local dir=corpus/${1#fuzz_}
  [ -d "$dir" ] || return 0
  (cd "$dir" && cmake -E tar cf "$OUT/$2_seed_corpus.zip" --format=zip -- *)
}
for t in $targets; do
  [ "$t" = fuzz_diff ] && continue
  cp "$build/fuzz/$t" "$OUT/$t"
  cp fuzz/libfuzzer.options "$OUT/$t.options"
  seeds "$t" "$t"
done
for dir in fast-engine/*/; do
  [ -f "$dir/CMakeLists.txt" ] || continue
  game=$(basename "$dir")
  cp "$build/fuzz/fuzz_diff" "$OUT/fuzz_diff_$game"
  cp fuzz/libfuzzer.options "$OUT/fuzz_diff_$game.options"
  seeds fuzz_diff "fuzz_diff_$game"
done
