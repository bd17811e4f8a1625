#!/usr/bin/env bash
# The second outside probe's die of 100,000 faces (its g.rules, 700 KB, is
# written here rather than kept in the tree): one roll used to take 21 s, the
# options merged by a linear search each. Usage: die_faces.sh CANBEAT DIR
set -euo pipefail
canbeat=$1 dir=$2
rm -rf "$dir" && mkdir -p "$dir"
{
  cat <<'RULES'
game g {
  players red, blue;
  decks red, blue;
  start_zone hand;
}
type unit = "U";
zone hand: per_player;
zone field: per_player;
var v = 0;
var w: per_card = 0;
turn "one round": main;
RULES
  printf 'die d = %s;\n' "$(seq -s ', ' 0 99999)"
  cat <<'RULES'
phase main "x" {
  chance "roll" r in d { set v = r; }
  win red;
}
deck red { card "Hound" x2 { type unit; } }
deck blue { card "Pup" x2 { type unit; } }
RULES
} >"$dir/g.rules"
"$canbeat" play --rules "$dir" --seed 3 --trace | grep -E 'roll|game.v:|win red'
