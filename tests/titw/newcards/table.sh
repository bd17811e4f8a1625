#!/usr/bin/env bash
# Builds the game the new cards are played in (card_table.sh): games/titw
# with newcards.cards dealt into its own decks.
#   bash tests/titw/newcards/table.sh OUT_DIR
#   canbeat diff --rules OUT_DIR --games 1000
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bash "$here/../card_table.sh" "${1:?usage: table.sh OUT_DIR}" "$here/newcards.cards" \
  '"M41A Pulse Rifle Mk II" x3; "Burst Fire Drill" x2; "Point Blank" x2; "Double Time" x2; "Quick Exit" x2;\n  "Braced Loader" x1; "Barricade Everything" x1; "Last Stand" x2; "Orders First" x2; "Sealed Orders" x1;' \
  '"Company Betrayal" x2; "Alien Runner" x4; "Open Vents" x2;'
