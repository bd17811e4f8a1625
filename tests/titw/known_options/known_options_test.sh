#!/usr/bin/env bash
# Options and a chance over lists known when compiled (`types`, the cards
# as printed: cards::Option::elements, known_options), two options of one
# label, a label that begins another's and options over powers (one
# activating the power it names), as the shared lister
# (cards::list_options) lists them on this game's fast engine: the cards
# of known.cards are dealt, compiled (not refused), play in lockstep with
# the reference, and their options are offered and taken.
#
#   known_options_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
here=tests/titw/known_options
bash tests/titw/card_table.sh "$work/game" "$here/known.cards" '"Sorting Officer" x6; "Marking Officer" x6; "Relay Officer" x6;' '' >/dev/null ||
  fail "the table"
options_taken titw 2 type name omen mark relay recall
exit "$failures"
