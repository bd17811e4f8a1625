#!/usr/bin/env bash
# Builds the game a user would play the own set in (tests/vs2pcg/set_table.sh).
#   bash tests/vs2pcg/ownset/table.sh OUT_DIR
#   canbeat diff --rules OUT_DIR --decks own_colony,own_hive --games 1000
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
exec bash "$here/../set_table.sh" "${1:?usage: table.sh OUT_DIR}" "$here/ownset.cards" "$here/ownset.deck"
