#!/usr/bin/env bash
# Builds the game the new cards are played in: a copy of games/titw with
# newcards.cards added and dealt (titw's fast engine plays the game's own
# decks, marine and alien, so the cards are added to those).
#   bash tests/titw/newcards/table.sh OUT_DIR
#   canbeat diff --rules OUT_DIR --games 1000
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: table.sh OUT_DIR}
mkdir -p "$out"
cp "$here/../../../games/titw/"*.rules "$here/../../../games/titw/"*.cards "$here/../../../games/titw/"*.deck "$out/"
cp "$here/newcards.cards" "$out/"
sed -i '/^deck marine /,/^}/ s/^}$/  "M41A Pulse Rifle Mk II" x3; "Burst Fire Drill" x2; "Point Blank" x2; "Double Time" x2; "Quick Exit" x2;\n  "Braced Loader" x1; "Barricade Everything" x1; "Last Stand" x2;\n}/' "$out/marine.deck"
sed -i '/^deck alien /,/^}/ s/^}$/  "Company Betrayal" x2; "Alien Runner" x4; "Open Vents" x2;\n}/' "$out/alien.deck"
