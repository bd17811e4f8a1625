#!/usr/bin/env bash
# Options and a chance over lists known when compiled (`types`, the cards
# as printed, a die's faces: cards::Option::elements, known_options) on
# this game's fast engine, which lists a choice's options itself: the card
# of known.cards is dealt, compiled (not refused), plays in lockstep with
# the reference, and its options are offered and taken.
#
#   known_options_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
here=tests/corps/known_options
mkdir -p "$work/game"
cp games/corps/* "$work/game/" && rm -f "$work/game/README.md" && cp "$here/known.cards" "$work/game/"
sed -i 's/"Sgt. Apone"; "Cpl. Hicks";/"Sgt. Sorter"; "Cpl. Hicks";/' "$work/game/corps.deck"
grep -q '"Sgt. Sorter"' "$work/game/corps.deck" || fail "the deck's roster line changed"
options_taken corps 4 kind face omen
exit "$failures"
