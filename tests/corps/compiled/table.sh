#!/usr/bin/env bash
# Builds the game the compiler's new characters are played in: a copy of
# games/corps whose roster is compiled.cards' characters and Ellen Ripley
# (Newt's guardian, 002:71) in place of the game's other five, with sixteen
# more start markers.
#   bash tests/corps/compiled/table.sh OUT_DIR
#   canbeat diff --rules OUT_DIR --games 1000
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: table.sh OUT_DIR}
mkdir -p "$out"
cp "$here/../../../games/corps/"* "$out/"
rm -f "$out/README.md"
cp "$here/compiled.cards" "$out/"
new=$(grep -o '^  card "[^"]*"' "$here/compiled.cards" | cut -d'"' -f2 | sed 's/.*/"&";/' | tr '\n' ' ')
sed -i "s/^  \"Lt. Gorman\"; \"Sgt. Apone\"; \"Cpl. Hicks\"; \"Pvt. Vasquez\"; \"Pvt. Hudson\"; \"Ellen Ripley\";/  \"Ellen Ripley\"; $new/" "$out/corps.deck"
grep -q '"Start 20";' "$out/corps.deck" || { echo "table.sh: the deck's roster line changed" >&2; exit 1; }
