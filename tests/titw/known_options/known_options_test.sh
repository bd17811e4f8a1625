#!/usr/bin/env bash
# Options and a chance over lists known when compiled (`types`, the cards
# as printed, a die's faces: cards::Option::elements, known_options) on
# this game's fast engine, which lists a choice's options itself: the card
# of known.cards is dealt, compiled (not refused), plays in lockstep with
# the reference, and its options are offered and taken.
#
#   known_options_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
here=tests/titw/known_options
bash tests/titw/card_table.sh "$work/game" "$here/known.cards" '"Sorting Officer" x6;' '' >/dev/null ||
  fail "the table"
options_taken titw 2 type name omen
exit "$failures"
