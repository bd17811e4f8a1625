#!/usr/bin/env bash
# Builds the game a user would play the own set in: a copy of
# games/vs2pcg with this folder's card set and decks added (a new *.cards
# file in the game's folder is picked up, docs/adding-a-card.md).
#   bash tests/vs2pcg/ownset/table.sh OUT_DIR
#   canbeat diff --rules OUT_DIR --decks own_colony,own_hive --games 1000
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: table.sh OUT_DIR}
mkdir -p "$out"
cp "$here/../../../games/vs2pcg/"*.rules "$here/../../../games/vs2pcg/"*.cards "$here/../../../games/vs2pcg/"*.deck "$out/"
cp "$here/ownset.cards" "$here/ownset.deck" "$out/"
