#!/usr/bin/env bash
# The game with the rulebook and this set only (no Alien or Predator
# Battles cards, no other decks), so that `canbeat coverage` counts the
# abilities of this set alone.
#   bash tests/vs2pcg/ownset/coverage_table.sh OUT_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: coverage_table.sh OUT_DIR}
mkdir -p "$out"
cp "$here/../../../games/vs2pcg/"*.rules "$out/"
cp "$here/ownset.cards" "$here/ownset.deck" "$out/"
# The game's default decks (vanilla.deck) are Alien Battles cards: this
# table's are the set's own two.
sed -i 's/^  decks vanilla_company, vanilla_xenomorphs;/  decks own_colony, own_hive;/' "$out/vs2pcg.rules"
grep -q '^  decks own_colony, own_hive;' "$out/vs2pcg.rules"
