# A fast engine's refusals of new cards, as `canbeat diff` prints them, for
# the tests that bring cards a game's fast engine has not seen. Source it
# after tests/cli/script_start.sh; set `out` (the diff's output) and `cards`
# (the file of the new cards, each card's power on the line after its
# `card "NAME"` line) first.

# FILE:LINE:COL of CARD's power.
refused_at() {
  echo "$(basename "$cards"):$(grep -n "card \"$1\"" "$cards" | cut -d: -f1 | xargs -I{} expr {} + 1):5"
}

# expect_refused CARD REASON: CARD is refused, at its power, for REASON
# (an extended regular expression).
expect_refused() {
  echo "$out" | grep -qF "refuses $1 (" || { fail "$1 not refused: $out"; return; }
  echo "$out" | grep "refuses $1 (" | grep -qE "$(refused_at "$1"): error: card '$1': $2" || fail "$1 refused otherwise: $out"
}
