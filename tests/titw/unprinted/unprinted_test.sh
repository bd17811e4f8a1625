#!/usr/bin/env bash
# A card whose text reads a stat some cards do not print (unprinted.cards),
# dealt at the game's table: where a card in play prints no power, both
# engines fail alike, with the reference's rules error at the read; no
# game diverges.
#
#   unprinted_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
bash tests/titw/card_table.sh "$work/game" tests/titw/unprinted/unprinted.cards '"Headcount" x3;' ''
# Games that meet the rules error make diff exit 1; what it says is checked.
out=$(timeout 300 "$canbeat" diff --rules "$work/game" --games 100 --quiet --out "$work/out" 2>&1)
alike_rules_error "$out" titw 100 "unprinted.cards:8:35: rules error: card has no member 'power'"
exit "$failures"
