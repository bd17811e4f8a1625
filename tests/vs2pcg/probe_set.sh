#!/usr/bin/env bash
# How many cards of a test card set the fast engine accepts: each card alone
# in a probe deck (a Main Character with its Level 2 version) facing the
# company deck, one game of `canbeat diff` on the set's table (set_table.sh);
# a refusal is exit 2 with the card's file:line:col. Used by newset/ and
# ownset/accepted.sh. SET is the set's folder, holding SET.cards and SET.deck.
#   bash tests/vs2pcg/probe_set.sh CANBEAT SET PREFIX [MAIN:LEVEL2 ...]
set -uo pipefail
canbeat=$1 set=$2 prefix=$3
shift 3
cards_file="$set/$(basename "$set").cards"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
game="$scratch/game"
bash "$(dirname "$0")/set_table.sh" "$game" "$cards_file" "$set/$(basename "$set").deck"
declare -A level2_of=()
declare -A is_level2=()
for pair in "$@"; do
  level2_of[${pair%%:*}]=${pair#*:}
  is_level2[${pair#*:}]=1
done
accepted=0 total=0
for id in $(grep -o "card $prefix-[0-9]*" "$cards_file" | cut -d' ' -f2); do
  [ -n "${is_level2[$id]:-}" ] && continue  # probed with its Level 1
  if [ -n "${level2_of[$id]:-}" ]; then cards="$id x1; ${level2_of[$id]} x1;"
  else cards="ALN-001 x1; ALN-002 x1; $id x4;"; fi
  echo "deck probe \"probe\" { $cards ALN-055 x4; ALN-058 x4; ALN-057 x4; ALN-056 x4; ALN-059 x4; }" >"$game/probe.deck"
  total=$((total + 1))
  # A refused card is left out and the table plays on (exit 0): the
  # refusal, not the exit status, says the card was not compiled.
  if out=$("$canbeat" diff --rules "$game" --decks probe,company --games 1 2>&1) && ! echo "$out" | grep -q "refuses"; then
    accepted=$((accepted + 1)); echo "$id: accepted"
  else
    echo "$id: refused: $(echo "$out" | grep -m1 -E 'refuses|cannot compile|error' | sed "s|$game/||")"
  fi
done
echo "fast engine accepts $accepted of $total cards (Main Characters counted once)"
