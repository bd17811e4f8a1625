#!/usr/bin/env bash
# The bad-input suite: canbeat's promise is exit 0 fine, 1 a
# finding, 2 bad usage or input with a message naming the path or a
# file:line:col; never a crash, a hang, or a half-written file. The cases are
# generated: every command x every kind of bad file, every output option x
# every kind of unwritable place, random truncations of every game file,
# random mutations of repro files.
#
#   bad_input.sh CANBEAT SOURCE_DIR WORK_DIR PART
#
# PART: inputs | outputs | truncations | repros | defects | scenarios. Deterministic
# (fixed seeds); each run must end within $limit seconds.
set -u
canbeat=$1
src=$2
work=$3
part=$4
limit=${LIMIT:-30}
failures=0
runs=0

rm -rf "$work"
mkdir -p "$work"
cd "$src" || exit 1

fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# run CODES PATTERN ARGS...: canbeat ARGS must exit with one of CODES (a
# space-separated list) within $limit seconds and print PATTERN (an
# extended regex; "" for none); never a signal.
run() {
  local codes=$1 pattern=$2
  shift 2
  runs=$((runs + 1))
  local out code
  out=$(timeout -k 5 "$limit" "$canbeat" "$@" 2>&1)
  code=$?
  if [ $code -eq 124 ] || [ $code -eq 137 ]; then
    fail "hang (over ${limit}s): canbeat $*"
    return
  fi
  if [ $code -ge 128 ]; then
    fail "crash (signal $((code - 128))): canbeat $*"
    return
  fi
  case " $codes " in
    *" $code "*) ;;
    *) fail "exit $code, expected $codes: canbeat $*: $(printf '%s' "$out" | head -c 400)" ;;
  esac
  if [ -n "$pattern" ] && ! printf '%s' "$out" | grep -aqE -- "$pattern"; then
    fail "no /$pattern/ in the output of canbeat $*: $(printf '%s' "$out" | head -c 400)"
  fi
}

# No file was left half-written: neither the target nor a temporary file.
no_partial() {
  local dir=$1 target=${2:-}
  if [ -n "$target" ] && [ -e "$target" ]; then fail "partial file left: $target"; fi
  if [ -d "$dir" ] && [ -n "$(find "$dir" -name '.*.tmp-*' -o -name '.canbeat-probe-*' 2>/dev/null)" ]; then
    fail "temporary file left in $dir: $(find "$dir" -name '.*.tmp-*' -o -name '.canbeat-probe-*')"
  fi
}

regex_quote() { printf '%s' "$1" | sed 's/[][\.|$(){}?+*^]/\\&/g'; }

# The cases run on the default built-in game (games/README.md) and its
# corpus repros; a fault of another game is the first registered fault
# whose game is not the default.
game=$(sed -n 's/^default: *//p' games/README.md)
repro=$(ls corpus/regressions/"$game"-*.repro | grep -v '[.]fault-' | head -n 1)
fault_repro=$(ls corpus/regressions/"$game"-*.fault-*.repro | head -n 1)
other_repro=$(ls corpus/regressions/*.repro | grep -v "/$game-" | head -n 1)
read -r other_fault other_game < <("$canbeat" --help | sed -n 's/^faults (--fault): //p' | tr ',' '\n' |
  sed -E 's/^ *([^ ]+) [(]([^)]+)[)]$/\1 \2/' | awk -v g="$game" '$2 != g' | head -n 1)

inputs() {
  mkdir -p "$work/folder" "$work/empty-game"
  mkfifo "$work/fifo"
  : >"$work/empty"
  truncate -s 100M "$work/huge"  # sparse: refused by its size, never read
  local kinds=("$work/missing" "$work/folder" "$work/fifo" /dev/zero /dev/null "$work/empty" "$work/huge")
  for f in "${kinds[@]}"; do
    local q
    q=$(regex_quote "$f")
    # A repro file where one is read: always exit 2, naming the file.
    run "2" "$q" replay "$f"
    run "2" "$q" explain "$f" "pass"
    run "2" "$q" rebase "$f"
    run "2" "$q" shrink "$f" -o "$work/out.repro"
    no_partial "$work" "$work/out.repro"
    [ "$f" = "$work/folder" ] || run "2" "$q" coverage "$f"
    # A DSL source: exit 2 when it cannot be read; an empty file is a DSL
    # error at its first line (exit 1).
    if [ "$f" = "$work/empty" ]; then
      run "1" "$q:1:1: error" check "$f"
    else
      run "2" "$q" check "$f"
    fi
    # A game folder (--rules): every game command.
    for cmd in play diff bench conflicts coverage; do
      run "2" "$q" "$cmd" --rules "$f"
    done
  done
  for cmd in play diff bench conflicts coverage; do
    run "2" "no game named ''" "$cmd" --game ""
    run "2" "$(regex_quote "$work/empty-game")" "$cmd" --rules "$work/empty-game"
  done
}

outputs() {
  echo plain >"$work/plain"
  mkdir -p "$work/folder" "$work/full"
  # Places no file can be written: under a regular file, in /proc, a folder,
  # a device. Each is refused before the work starts (exit 2, quickly).
  local places=("$work/plain/sub/out.repro" /proc/canbeat-out/out.repro)
  for p in "${places[@]}"; do
    local q dir
    q=$(regex_quote "$(dirname "$(dirname "$p")")")
    dir=$(dirname "$p")
    run "2" "cannot (write|save)" play --seed 7 --save "$p"
    run "2" "cannot (write|save)" shrink --fault fifth-discard "$fault_repro" -o "$p"
    run "2" "cannot save files in $(regex_quote "$dir")" diff --games 100000 --out "$dir"
    run "2" "cannot save files in $(regex_quote "$dir")" conflicts --budget 100000 --out "$dir"
    run "2" "cannot save files in $(regex_quote "$dir")" coverage --game "$game" --fill "$dir" --budget 100000
    no_partial "$work" "$p"
  done
  run "2" "cannot write $(regex_quote "$work/folder"): is a folder" play --seed 7 --save "$work/folder"
  run "2" "cannot write /dev/full: not a regular file" play --seed 7 --save /dev/full
  # A full disk (a file size limit: writes fail with EFBIG): exit 2, and
  # neither the file nor its temporary copy is left.
  local out code
  out=$( (ulimit -f 0; timeout "$limit" "$canbeat" play --seed 7 --save "$work/full/x.repro") 2>&1 >/dev/null)
  code=$?
  [ $code -eq 2 ] || fail "play --save on a full disk: exit $code: $out"
  printf '%s' "$out" | grep -q "cannot write $work/full/x.repro" || fail "play --save on a full disk: $out"
  no_partial "$work/full" "$work/full/x.repro"
  # A search whose repros cannot be saved still prints its summary, and
  # exits 2 (not 0 or 1: the work is not all there).
  out=$( (ulimit -f 0; timeout "$limit" "$canbeat" diff --games 3 --quiet --fault tactics-without-plus-one \
    --out "$work/full/diff") 2>&1)
  code=$?
  [ $code -eq 2 ] || fail "diff --out on a full disk: exit $code: $out"
  printf '%s' "$out" | grep -q "^diff $game: 3 games" || fail "diff on a full disk lost its summary: $out"
  out=$( (ulimit -f 0; timeout "$limit" "$canbeat" conflicts --budget 30 --out "$work/full/conflicts") 2>&1)
  code=$?
  [ $code -eq 2 ] || fail "conflicts --out on a full disk: exit $code: $(printf '%s' "$out" | tail -3)"
  printf '%s' "$out" | grep -q "^unresolved: " || fail "conflicts on a full disk lost its report: $out"
  out=$( (ulimit -f 0; timeout "$limit" "$canbeat" conflicts --json --budget 30 --out "$work/full/conflicts-json") 2>&1)
  code=$?
  [ $code -eq 2 ] || fail "conflicts --json --out on a full disk: exit $code: $(printf '%s' "$out" | tail -3)"
  printf '%s' "$out" | grep -q '"unresolved": ' || fail "conflicts --json on a full disk lost its report: $out"
  out=$( (ulimit -f 0; timeout "$limit" "$canbeat" coverage --rules tests/interpreter/super_powers tests/cli/coverage \
    --fill "$work/full/fill" --budget 20) 2>&1)
  code=$?
  [ $code -eq 2 ] || fail "coverage --fill on a full disk: exit $code: $(printf '%s' "$out" | tail -3)"
  printf '%s' "$out" | grep -q "^abilities reached: " || fail "coverage --fill on a full disk lost its report: $out"
  no_partial "$work/full"
  [ -z "$(find "$work/full" -name '*.repro')" ] || fail "a repro was left in $work/full: $(find "$work/full" -name '*.repro')"
  # Standard output that cannot be written is not success.
  for args in "check games/$game" "coverage --json" "play --seed 7"; do
    # shellcheck disable=SC2086
    timeout "$limit" "$canbeat" $args >/dev/full 2>"$work/err"
    code=$?
    [ $code -eq 2 ] || fail "canbeat $args >/dev/full: exit $code"
    grep -q "cannot write the standard output" "$work/err" || fail "canbeat $args >/dev/full: $(cat "$work/err")"
  done
}

# Random cuts of every game file: check answers 0, 1 (errors and findings
# at file:line:col) or 2, never a crash or a hang.
truncations() {
  RANDOM=17
  for game in games/*/; do
    local name files
    name=$(basename "$game")
    files=$(find "$game" -maxdepth 1 -name '*.rules' -o -maxdepth 1 -name '*.cards' -o -maxdepth 1 -name '*.deck' | sort)
    for f in $files; do
      local size
      size=$(wc -c <"$f")
      for cut in $((RANDOM * 32768 % size)) $(((RANDOM * 32768 + RANDOM) % size)); do
        rm -rf "${work:?}/$name"
        cp -r "$game" "$work/$name"
        head -c "$cut" "$f" >"$work/$name/$(basename "$f")"
        local out code
        out=$(timeout "$limit" "$canbeat" check "$work/$name" 2>&1)
        code=$?
        case $code in
          0 | 1 | 2) ;;
          124) fail "hang: check of $f cut at $cut" ;;
          *) fail "exit $code: check of $f cut at $cut: $(printf '%s' "$out" | head -c 300)" ;;
        esac
        if printf '%s' "$out" | grep -q ': error: ' &&
          ! printf '%s' "$out" | grep -qE "^[^ ]+:[0-9]+:[0-9]+: error: "; then
          fail "an error without file:line:col: check of $f cut at $cut: $(printf '%s' "$out" | head -c 300)"
        fi
      done
    done
  done
}

# Mutated repro files: replay answers 0, 1 or 2 (naming the file), never a
# crash or a hang; shrink and explain agree that a bad file is bad input.
repros() {
  RANDOM=4
  local sources=("$repro" "$fault_repro" "$other_repro")
  local n=0
  for r in "${sources[@]}"; do
    local lines size
    lines=$(wc -l <"$r")
    size=$(wc -c <"$r")
    for mutation in cut drop-line dup-line bad-choice nul-byte high-byte crlf swap-header; do
      n=$((n + 1))
      local m="$work/m$n.repro" k=$((RANDOM % lines + 1))
      case $mutation in
        cut) head -c $((RANDOM * 32768 % size)) "$r" >"$m" ;;
        drop-line) sed "${k}d" "$r" >"$m" ;;
        dup-line) sed "${k}p" "$r" >"$m" ;;
        bad-choice) sed '$s/.*/no such option/' "$r" >"$m" ;;
        nul-byte) sed "${k}s/\$/\\x00tail/" "$r" >"$m" ;;
        high-byte) sed "${k}s/\$/\\x9b\\xff/" "$r" >"$m" ;;
        crlf) sed 's/$/\r/' "$r" >"$m" ;;
        swap-header) sed '2{h;d};3{G}' "$r" >"$m" ;;
      esac
      local q
      q=$(regex_quote "$m")
      case $mutation in
        crlf) run "0 1" "" replay --quiet "$m" ;;
        bad-choice)
          run "2" "$q:[0-9]+:1: error: step [0-9]+: 'no such option'" replay --quiet "$m"
          if [ "$r" = "$fault_repro" ]; then
            run "2" "$q:[0-9]+:1: error: step" shrink --fault fifth-discard "$m" -o "$work/shrunk.repro"
            no_partial "$work" "$work/shrunk.repro"
          fi
          ;;
        *) run "0 1 2" "" replay --quiet "$m" ;;
      esac
      # rebase reads it too, and may rewrite it: never a crash.
      run "0 1 2" "" rebase "$m"
    done
  done
  # No mutation may echo raw control bytes to the terminal.
  printf 'canbeat-repro 1\ngame \x9b\x1b[31m%s\n' "$game" >"$work/raw.repro"
  local out
  out=$("$canbeat" replay "$work/raw.repro" 2>&1)
  if printf '%s' "$out" | LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f\x80-\xff]'; then
    fail "raw bytes echoed: $(printf '%s' "$out" | od -c | head -3)"
  fi
}

defects() {
  # D12: a label holding a CR; D26: raw bytes in a diagnostic.
  sed 's/option "" { }/option "go\rback" { }/' tests/cli/bad_input/empty_label.rules >"$work/cr.rules"
  run "1" "cr.rules:[0-9]+:[0-9]+: error: an option's label cannot hold a control character \(byte 0x0d\)" check "$work/cr.rules"
  printf 'game g {\n  players red;\n}\nzone \x9b\xff: per_player;\n' >"$work/bytes.rules"
  local out
  out=$("$canbeat" check "$work/bytes.rules" 2>&1)
  printf '%s' "$out" | grep -q "bytes.rules:4:" || fail "raw bytes: no file:line: $out"
  if printf '%s' "$out" | LC_ALL=C grep -q $'[\x80-\xff]'; then fail "raw bytes echoed by check: $out"; fi
  # D20: --json is valid UTF-8 whatever bytes the names hold.
  mkdir -p "$work/bytes-game"
  sed 's/^game golden {/game golden {/; s/"Rebel"/"Reb\xffel"/' tests/interpreter/golden_rules/golden.rules >"$work/bytes-game/golden.rules"
  sed 's/"Rebel"/"Reb\xffel"/' tests/interpreter/golden_rules/golden.cards >"$work/bytes-game/golden.cards"
  for cmd in "conflicts --budget 2 --out $work/bytes-out" "coverage"; do
    # shellcheck disable=SC2086
    out=$(timeout "$limit" "$canbeat" $cmd --json --rules "$work/bytes-game" 2>/dev/null)
    printf '%s' "$out" | iconv -f UTF-8 -t UTF-8 >/dev/null 2>&1 || fail "canbeat $cmd --json: not UTF-8"
    printf '%s' "$out" | grep -q '^{' || fail "canbeat $cmd --json printed no object: $out"
  done
  # D9: a symlink loop in a rules folder, a 5,000-character path.
  mkdir -p "$work/loop"
  cp tests/interpreter/golden_rules/* "$work/loop/"
  ln -s loop.rules "$work/loop/loop.rules"
  run "2" "loop.rules" play --rules "$work/loop"
  run "2" "loop.rules: error: cannot read file: Too many levels of symbolic links" check "$work/loop"
  local long
  long=$(printf 'a%.0s' $(seq 5000))
  run "2" "File name too long|no game" play --rules "$work/$long"
  run "2" "File name too long|no such" check "$work/$long"
  run "2" "" replay "$work/$long"
  run "2" "" play --game "$long"
  # D17: extra words, a fault of another game.
  run "2" "unexpected 'some/folder'" play some/folder
  run "2" "unexpected" diff extra
  run "2" "unexpected" bench extra
  run "2" "unexpected" conflicts extra
  run "2" "fault '$other_fault' is a bug of the $other_game fast engine, not of game '$game'" play --game "$game" --fault "$other_fault"
  # D10/D18: a repro's table must be the game's.
  sed 's/^seats .*/seats red/' "$repro" >"$work/seats-count.repro"
  sed -E 's/^seats ([^ ]+) ([^ ]+)$/seats \2 \1/' "$repro" >"$work/seats-names.repro"
  sed -E 's/^decks ([^ ]+) .*/decks \1 nosuch/' "$repro" >"$work/deck.repro"
  for f in seats-count seats-names deck; do
    run "2" "$f.repro: " replay "$work/$f.repro"
    run "2" "$f.repro: " explain "$work/$f.repro" pass
  done
  run "2" "unknown fault 'bogus'" replay --fault bogus "$repro"
  # D24: a NUL byte in a choice does not cut the message; explain points at
  # the choice's line too.
  { cat "$repro"; printf 'bad\0choice\n'; } >"$work/nul.repro"
  run "2" "nul.repro:[0-9]+:1: error: step [0-9]+: 'bad\\\\x00choice'" replay "$work/nul.repro"
  sed '$s/.*/no such option/' "$repro" >"$work/bad-choice.repro"
  run "2" "bad-choice.repro:[0-9]+:1: error: choice [0-9]+ \('no such option'\) is not an option" explain --step "$(sed -n '/^choices$/,$p' "$repro" | tail -n +2 | wc -l)" "$work/bad-choice.repro" pass
  # D29: an unknown deck is named.
  run "2" "no deck named 'nosuch'" play --game "$game" --decks nosuch
}

# Scenario files (docs/scenarios.md) cut at random places and mutated line
# by line: `canbeat test` answers 0, 1 (failures at file:line:col) or 2 (a
# diagnostic at file:line:col), never a crash or a hang; --junit is written
# whole or not at all.
scenarios() {
  RANDOM=23
  local n=0
  mkdir -p "$work/tests/interpreter"
  cp -r tests/interpreter/golden_rules "$work/tests/interpreter/"
  for f in $(ls tests/*/scenarios/*.scenario tests/golden/scenarios/*.scenario | sort); do
    n=$((n + 1))
    [ $((n % 3)) -eq 0 ] || continue  # a third of them: the suite stays short
    local size lines
    size=$(wc -c <"$f")
    lines=$(wc -l <"$f")
    # In the work folder, at the same relative place (a scenario names its
    # rules folder relative to itself): never beside the suite's own files,
    # which other tests read at the same time.
    local dir="$work/$(dirname "$f")"
    mkdir -p "$dir"
    for mutation in cut drop-line dup-line swap-words nul-byte; do
      local m="$dir/.bad-input-$n-$mutation.scenario" k=$((RANDOM % (lines + 1) + 1))
      case $mutation in
        cut) head -c $((RANDOM * 32768 % size)) "$f" >"$m" ;;
        drop-line) sed "${k}d" "$f" >"$m" ;;
        dup-line) sed "${k}p" "$f" >"$m" ;;
        swap-words) sed "${k}s/\([^ ]*\) \([^ ]*\)/\2 \1/" "$f" >"$m" ;;
        nul-byte) sed "${k}s/\$/\x00tail/" "$f" >"$m" ;;
      esac
      runs=$((runs + 1))
      local out code
      out=$(timeout "$limit" "$canbeat" test --junit "$work/junit.xml" "$m" 2>&1)
      code=$?
      case $code in
        0 | 1) ;;
        2) printf '%s' "$out" | grep -qE "^[^ ]+:[0-9]+:[0-9]+: error: " ||
             fail "exit 2 without file:line:col: $mutation of $f: $(printf '%s' "$out" | head -c 300)" ;;
        124) fail "hang: test of $mutation of $f" ;;
        *) fail "exit $code: test of $mutation of $f: $(printf '%s' "$out" | head -c 300)" ;;
      esac
      if [ -f "$work/junit.xml" ] && ! tail -1 "$work/junit.xml" | grep -q '</testsuites>'; then
        fail "a half-written --junit file after $mutation of $f"
      fi
      rm -f "$m" "$work/junit.xml"
    done
  done
}

case $part in
  scenarios) scenarios ;;
  inputs) inputs ;;
  outputs) outputs ;;
  truncations) truncations ;;
  repros) repros ;;
  defects) defects ;;
  *)
    echo "unknown part $part"
    exit 2
    ;;
esac
if [ $failures -gt 0 ]; then
  echo "$failures failure(s) in $part"
  exit 1
fi
echo "$part: all $runs runs passed"
