#!/usr/bin/env bash
# Builds the game a user would play the held-out set in (tests/vs2pcg/set_table.sh).
#   bash tests/vs2pcg/newset/table.sh OUT_DIR
#   canbeat diff --rules OUT_DIR --decks avengers,masters --games 1000
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
exec bash "$here/../set_table.sh" "${1:?usage: table.sh OUT_DIR}" "$here/newset.cards" "$here/newset.deck"
