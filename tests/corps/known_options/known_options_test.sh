#!/usr/bin/env bash
# Options and a chance over lists known when compiled (`types`, the cards
# as printed, a die's faces: cards::Option::elements, known_options), an
# option over powers (power_options) and two options of one label, as the
# shared lister (cards::list_options) lists them on this game's fast
# engine: the cards of known.cards are dealt, compiled (not refused), play
# in lockstep with the reference, and their options are offered and taken.
#
#   known_options_test.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/../../cli/script_start.sh"
here=tests/corps/known_options
mkdir -p "$work/game"
cp games/corps/* "$work/game/" && rm -f "$work/game/README.md" && cp "$here/known.cards" "$work/game/"
sed -i 's/"Sgt. Apone"; "Cpl. Hicks";/"Sgt. Sorter"; "Cpl. Lister";/' "$work/game/corps.deck"
grep -q '"Cpl. Lister"' "$work/game/corps.deck" || fail "the deck's roster line changed"
options_taken corps 4 kind face omen borrow mark
exit "$failures"
