#!/usr/bin/env bash
# Builds the game the new characters are played in: a copy of games/corps
# with newcards.cards added to its one deck of components (corps's fast
# engine plays the game's own decks).
#   bash tests/corps/newcards/table.sh OUT_DIR
#   canbeat diff --rules OUT_DIR --games 1000
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: table.sh OUT_DIR}
mkdir -p "$out"
cp "$here/../../../games/corps/"* "$out/"
rm -f "$out/README.md"
cp "$here/newcards.cards" "$out/"
sed -i '/^deck corps /,/^}/ s/^}$/  "Pvt. Drake"; "Pvt. Frost"; "Cpl. Dietrich"; "Pvt. Spunkmeyer"; "Pvt. Crowe"; "Pvt. Wierzbowski";\n  "Start 8"; "Start 9"; "Start 10"; "Start 11"; "Start 12";\n}/' "$out/corps.deck"
