#!/usr/bin/env bash
# A viewer page opened in headless Chromium, checked after its scripts ran:
#   chromium.sh CANBEAT OUTDIR NAME VIEW_ARGS... [-- REGEX...]
# writes OUTDIR/NAME.html with `canbeat view VIEW_ARGS...`, dumps the DOM
# Chromium built (OUTDIR/NAME.dom.html) and a screenshot (OUTDIR/NAME.png).
# The page must have run to its end (data-ready), show as many steps as its
# repro file has choices, draw the board as SVG with its pieces when the
# game has a board, and match every REGEX (extended, on the DOM). VIEW_HASH
# (say "#step=40&piece=2": a step, a selected piece) opens the page there,
# for the DOM and the screenshot. Without Chromium the test fails: a page
# no browser opened is not a tested page.
set -uo pipefail
canbeat=$1 out=$2 name=$3
shift 3
view_args=() regexes=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do view_args+=("$1"); shift; done
[ $# -gt 0 ] && shift
regexes=("$@")

fail() { echo "FAIL $name: $*"; exit 1; }
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
[ -n "$browser" ] || fail "no chromium on PATH (scripts/deps.sh installs Debian's chromium)"
mkdir -p "$out"
page=$out/$name.html dom=$out/$name.dom.html shot=$out/$name.png
rm -f "$page" "$dom" "$shot"
"$canbeat" view "${view_args[@]}" -o "$page" || fail "canbeat view exited $?"

# A repro file's page shows as many steps as it has choices; a scenario
# file's, the choices its first scenario took (checked by its REGEXes).
repro="" choices=""
for a in "${view_args[@]}"; do case $a in *.repro) repro=$a ;; esac; done
[ -n "$repro" ] && choices=$(awk 'seen { n++ } /^choices$/ { seen = 1 } END { print n + 0 }' "$repro")

profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
flags=(--headless --disable-gpu --no-sandbox --no-first-run --user-data-dir="$profile" --hide-scrollbars)
timeout 120 "$browser" "${flags[@]}" --dump-dom "file://$(realpath "$page")${VIEW_HASH:-}" > "$dom" 2>"$out/$name.chromium.log" ||
  fail "chromium --dump-dom failed (see $out/$name.chromium.log)"
# The screenshot at the page's focus (a divergence, a collision), else
# halfway through the game.
at=${VIEW_HASH:-}
[ -n "$at" ] || grep -q 'data-focus=' "$dom" || at="#step=$((${choices:-0} / 2))"
timeout 120 "$browser" "${flags[@]}" --window-size=1400,1100 --screenshot="$shot" "file://$(realpath "$page")$at" \
  >>"$out/$name.chromium.log" 2>&1 || fail "chromium --screenshot failed"
[ -s "$shot" ] || fail "no screenshot"

grep -q 'data-ready="1"' "$dom" || fail "the page's script did not run to its end"
[ -n "$choices" ] || choices=$(grep -o '<section class="run[^"]*" id="run-0" data-steps="[0-9]*"' "$dom" | grep -o '[0-9]*"$' | tr -d '"')
grep -q "<section class=\"run[^\"]*\" id=\"run-0\" data-steps=\"$choices\"" "$dom" ||
  fail "expected a run of $choices steps: $(grep -o 'data-steps="[0-9]*"' "$dom" | head -3)"
if grep -q '"board":{' "$page"; then
  grep -q '<svg class="board" data-pieces="[1-9]' "$dom" || fail "a board game's page without its SVG board and pieces"
fi
for r in "${regexes[@]}"; do
  grep -Eq -- "$r" "$dom" || fail "the DOM does not match: $r"
done
echo "ok $name: $choices steps, $(wc -c < "$page") bytes, screenshot $shot"
