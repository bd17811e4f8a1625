#!/bin/sh
# planted_bug.sh CANBEAT OUT ENGINE_CMD [GAME [PLAYERS]]: diff finds the
# engine's planted bug (exit 1), shrinks and saves it; the first saved repro
# then replays with the same command and diverges again (exit 1). Any other
# exit fails. GAME defaults to pilfer, PLAYERS to the game's own number.
canbeat=$1 out=$2 cmd=$3 game=${4:-pilfer} players=${5:+--players $5}
rm -rf "$out"
"$canbeat" diff --game "$game" $players --games 200 --quiet --jobs 1 --out "$out" --engine-cmd "$cmd"
code=$?
test $code -eq 1 || { echo "diff: exit $code, expected 1"; exit 1; }
set -- "$out"/*.repro
test -f "$1" || { echo "no repro saved in $out"; exit 1; }
"$canbeat" replay "$1" --engine-cmd "$cmd"
code=$?
test $code -eq 1 || { echo "replay: exit $code, expected 1"; exit 1; }
echo "planted bug found, shrunk, saved and replayed: $1"
