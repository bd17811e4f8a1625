#!/usr/bin/env bash
# A character whose ability reads a stat some cards do not print
# (unprinted.cards), dealt in the game's deck of components: where a model
# on the board prints no melee, both engines fail alike, with the
# reference's rules error at the read; no game diverges.
#
#   unprinted_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
mkdir -p "$work/game"
cp games/corps/* "$work/game/"
rm -f "$work/game/README.md"
cp tests/corps/unprinted/unprinted.cards "$work/game/"
sed -i '/^deck corps /,/^}/ s/^}$/  "Pvt. Counter"; "Start 8";\n}/' "$work/game/corps.deck"
# Games that meet the rules error make diff exit 1; what it says is checked.
out=$(timeout 600 "$canbeat" diff --rules "$work/game" --games 30 --quiet --out "$work/out" 2>&1)
alike_rules_error "$out" corps 30 "unprinted.cards:9:27: rules error: card has no member 'melee'"
exit "$failures"
