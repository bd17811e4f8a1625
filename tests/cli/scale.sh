#!/usr/bin/env bash
# --jobs and --shard (docs/scale.md): the report of a run is the same bytes
# for one job, for two, and for four shards joined by `canbeat merge`, on a
# run with divergences (a fast-engine fault: the first divergence, its
# shrunk repro, the saved ways) and on a clean one; the shards read from
# the CI environment variables are the same shards; merge refuses a
# missing shard, a shard given twice and a shard of another run.
#
# The games are whichever are built in: the first fault the fast engines
# register gives the faulty run, the default game the clean one.
#
#   scale.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/script_start.sh"
# "unknown fault '?' (known: NAME (GAME), ...)": the first NAME and GAME.
faults=$("$canbeat" diff --fault '?' 2>&1 | sed -n 's/.*(known: \([^ ]*\) (\([^)]*\)).*/\1 \2/p')
fault=${faults% *}
fault_game=${faults#* }
[ -n "$fault" ] || fail "no fast-engine fault registered (the test needs one)"
scenario_dirs=$(ls -d tests/*/scenarios | grep -v '^tests/golden/' | head -n 2)

# same_report NAME ARGS...: diff ARGS with --jobs 1, --jobs 2, and 4 shards.
same_report() {
  local name=$1
  shift
  "$canbeat" diff "$@" --jobs 1 --quiet --out "$work/$name-1" > "$work/$name.one" 2>&1
  local code=$?
  "$canbeat" diff "$@" --jobs 2 --quiet --out "$work/$name-1" > "$work/$name.two" 2>&1
  cmp -s "$work/$name.one" "$work/$name.two" || fail "$name: --jobs 2 differs from --jobs 1"
  for i in 0 1 2 3; do
    "$canbeat" diff "$@" --shard "$i/4" --json --quiet --out "$work/$name-1" > "$work/$name.shard$i.json"
  done
  "$canbeat" merge --quiet "$work/$name".shard{2,0,3,1}.json > "$work/$name.merged" 2>&1
  local merged=$?
  cmp -s "$work/$name.one" "$work/$name.merged" || fail "$name: 4 merged shards differ from one run"
  [ "$code" -eq "$merged" ] || fail "$name: exit $code, merged exit $merged"
  diff "$work/$name.one" "$work/$name.merged" | head -5
}

same_report faulty --game "$fault_game" --fault "$fault" --games 60
grep -q "diverges:" "$work/faulty.one" || fail "faulty: no divergence in the run (the test needs one)"
grep -q "repro: " "$work/faulty.one" || fail "faulty: no saved repro in the run"
same_report clean --games 40

# conflicts: the same with witnesses shrunk and saved, text and JSON, on
# games with each kind of finding (conflict_kinds), an effect that never
# ends after a detour, and one that never ends before the first decision.
same_conflicts() {
  local name=$1 budget=$2 format=$3
  local run=(conflicts --rules "tests/interpreter/$name" --budget "$budget" --out "$work/c-$name" $format)
  "$canbeat" "${run[@]}" --jobs 1 > "$work/c-$name.one" 2>&1
  local code=$?
  "$canbeat" "${run[@]}" --jobs 2 > "$work/c-$name.two" 2>&1
  cmp -s "$work/c-$name.one" "$work/c-$name.two" || fail "conflicts $name $format: --jobs 2 differs from --jobs 1"
  for i in 0 1 2 3; do
    "$canbeat" conflicts --rules "tests/interpreter/$name" --budget "$budget" --shard "$i/4" --json > "$work/c-$name.shard$i.json"
  done
  "$canbeat" merge --out "$work/c-$name" $format "$work/c-$name".shard{3,1,0,2}.json > "$work/c-$name.merged" 2>&1
  local merged=$?
  cmp -s "$work/c-$name.one" "$work/c-$name.merged" || fail "conflicts $name $format: 4 merged shards differ from one run"
  [ "$code" -eq "$merged" ] || fail "conflicts $name: exit $code, merged exit $merged"
}
same_conflicts conflict_kinds 50 ""
same_conflicts conflict_kinds 50 --json
same_conflicts detour 5 ""
same_conflicts endless 3 ""
same_conflicts dead_end 10 ""
grep -q "witness" "$work/c-conflict_kinds.one" || fail "conflict_kinds: no witness in the report (the test needs some)"

# test, coverage --fill and regress: the same output at --jobs 1 and 2.
same_jobs() {
  local name=$1
  shift
  "$canbeat" "$@" --jobs 1 > "$work/$name.one" 2>&1
  "$canbeat" "$@" --jobs 2 > "$work/$name.two" 2>&1
  cmp -s "$work/$name.one" "$work/$name.two" || fail "$name: --jobs 2 differs from --jobs 1"
}
# shellcheck disable=SC2086
same_jobs test test $scenario_dirs
same_jobs fill coverage --rules tests/interpreter/super_powers --fill "$work/fill" --budget 5
same_jobs regress regress --baseline games corpus/regressions
grep -q "ability-.*repro" "$work/fill.one" || fail "coverage --fill found no game (the test needs one)"

# The CI conventions name the same shard as --shard.
TEST_SHARD_INDEX=1 TEST_TOTAL_SHARDS=4 TEST_SHARD_STATUS_FILE="$work/status" \
  "$canbeat" diff --games 40 --json --quiet --out "$work/env" > "$work/env.json"
cmp -s "$work/env.json" "$work/clean.shard1.json" || fail "TEST_SHARD_INDEX=1/4 is not --shard 1/4"
[ -f "$work/status" ] || fail "TEST_SHARD_STATUS_FILE not touched"
GTEST_SHARD_INDEX=1 GTEST_TOTAL_SHARDS=4 \
  "$canbeat" diff --games 40 --json --quiet --out "$work/env" > "$work/genv.json"
cmp -s "$work/genv.json" "$work/clean.shard1.json" || fail "GTEST_SHARD_INDEX=1/4 is not --shard 1/4"

# merge refuses what is not one whole run (exit 2, naming the problem).
expect_refusal() {
  local want=$1
  shift
  out=$("$canbeat" merge "$@" 2>&1)
  code=$?
  [ "$code" -eq 2 ] && echo "$out" | grep -q "$want" || fail "merge $*: expected exit 2 and '$want', got $code: $out"
}
expect_refusal "shard 2/4 is missing" "$work"/clean.shard{0,1,3}.json
expect_refusal "is also" "$work"/clean.shard{0,1,1,2,3}.json
expect_refusal "another run" "$work"/clean.shard{0,1,2}.json "$work/faulty.shard3.json"
printf '{"canbeat": "diff", "records": [' > "$work/cut.json"
expect_refusal "cut.json:1:33: expected a value" "$work/cut.json"
expect_refusal "not a shard of a 'diff' run" "$work/clean.shard0.json" "$work/c-detour.shard1.json"
expect_refusal "shard 0/4 is missing" "$work"/c-detour.shard{1,2,3}.json
"$canbeat" conflicts --rules tests/interpreter/detour --budget 5 --shard 0/2 > /dev/null 2>&1
[ $? -eq 2 ] || fail "conflicts --shard without --json accepted"
"$canbeat" diff --games 4 --shard 4/4 > /dev/null 2>&1
[ $? -eq 2 ] || fail "--shard 4/4 accepted"

echo "scale: $failures failures"
exit "$failures"
