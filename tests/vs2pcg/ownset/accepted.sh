#!/usr/bin/env bash
# How many cards of the own set (ownset.cards) the fast engine accepts:
# each card alone in a probe deck (a Main Character with its two versions)
# facing the company deck, one game of `canbeat diff`; a refusal is exit 2
# with the card's file:line:col.
#   bash tests/vs2pcg/ownset/accepted.sh [CANBEAT]
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
canbeat=${1:-build/cli/canbeat}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
bash "$here/table.sh" "$scratch/game"
ids=$(grep -o 'card OWN-[0-9]*' "$here/ownset.cards" | cut -d' ' -f2)
accepted=0 total=0
for id in $ids; do
  case $id in
    OWN-002|OWN-029) continue ;;  # a Main Character's Level 2, probed with its Level 1
    OWN-001) cards="OWN-001 x1; OWN-002 x1;" ;;
    OWN-028) cards="OWN-028 x1; OWN-029 x1;" ;;
    *) cards="ALN-001 x1; ALN-002 x1; $id x4;" ;;
  esac
  echo "deck probe \"probe\" { $cards ALN-055 x4; ALN-058 x4; ALN-057 x4; ALN-056 x4; ALN-059 x4; }" >"$scratch/game/probe.deck"
  total=$((total + 1))
  if out=$("$canbeat" diff --rules "$scratch/game" --decks probe,company --games 1 2>&1); then
    accepted=$((accepted + 1)); echo "$id: accepted"
  else
    echo "$id: refused: $(echo "$out" | grep -m1 -E 'cannot compile|error' | sed "s|$scratch/game/||")"
  fi
done
echo "fast engine accepts $accepted of $total cards (Main Characters counted once)"
