#!/usr/bin/env bash
# Builds the game a user would play a test card set in: a copy of
# games/vs2pcg with the set's cards and decks added (a new *.cards file in
# the game's folder is picked up, docs/adding-a-card.md). Used by newset/
# and ownset/table.sh.
#   bash tests/vs2pcg/set_table.sh OUT_DIR CARDS_FILE DECK_FILE
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: set_table.sh OUT_DIR CARDS_FILE DECK_FILE}
mkdir -p "$out"
cp "$here/../../games/vs2pcg/"*.rules "$here/../../games/vs2pcg/"*.cards "$here/../../games/vs2pcg/"*.deck "$out/"
cp "$2" "$3" "$out/"
