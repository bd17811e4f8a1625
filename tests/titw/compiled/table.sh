#!/usr/bin/env bash
# Builds the game the compiler's new cards are played in (card_table.sh):
# games/titw with compiled.cards dealt into its own decks.
#   bash tests/titw/compiled/table.sh OUT_DIR
#   canbeat diff --rules OUT_DIR --games 1000
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bash "$here/../card_table.sh" "${1:?usage: table.sh OUT_DIR}" "$here/compiled.cards" \
  '"Motion Tracker Sweep" x3; "Hold the Line" x3; "Field Medic" x3; "Tactical Withdrawal" x3;\n  "Sentry Perimeter" x3; "Blast Door Override" x2; "Reinforced Plating" x3; "Careful Aim" x3;\n  "Veteran Point" x3; "Scavenged Ammo" x3; "Suppressing Fire" x3; "Sweep and Clear" x3;\n  "Head Count" x3; "Dust Off" x3; "Call Out" x3;' \
  '"Airlock Sentinel" x3; "Alien Ambush" x3; "Hive Resilience" x3; "Acid Spray" x3;\n  "Queen'"'"'s Call" x3; "Egg Sac" x3; "Facehugger Swarm" x3; "Hive Pulse" x3;\n  "Brood Cycling" x3; "Burrowing Brood" x3; "Brute Charge" x3; "Hive Culling" x3;\n  "Overrun" x3;'
