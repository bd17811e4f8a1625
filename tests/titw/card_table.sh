#!/usr/bin/env bash
# Builds a game that deals new cards: a copy of games/titw with CARDS added
# and dealt into the game's own decks, marine and alien (titw's fast engine
# plays those). MARINE and ALIEN are deck lines (`"Name" x3; ...`, `\n` for
# a line break), added before each deck's closing brace.
#   bash tests/titw/card_table.sh OUT_DIR CARDS MARINE ALIEN
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: card_table.sh OUT_DIR CARDS MARINE ALIEN}
cards=$2 marine=$3 alien=$4
mkdir -p "$out"
cp "$here/../../games/titw/"*.rules "$here/../../games/titw/"*.cards "$here/../../games/titw/"*.deck "$out/"
cp "$cards" "$out/"
sed -i "/^deck marine /,/^}/ s/^}\$/  $marine\n}/" "$out/marine.deck"
sed -i "/^deck alien /,/^}/ s/^}\$/  $alien\n}/" "$out/alien.deck"
