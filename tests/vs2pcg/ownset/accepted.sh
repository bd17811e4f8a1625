#!/usr/bin/env bash
# How many cards of the own set (ownset.cards) the fast engine accepts
# (tests/vs2pcg/probe_set.sh; the Level 2 Main Characters probed with their Level 1).
#   bash tests/vs2pcg/ownset/accepted.sh [CANBEAT]
here=$(cd "$(dirname "$0")" && pwd)
exec bash "$here/../probe_set.sh" "${1:-build/cli/canbeat}" "$here" OWN OWN-001:OWN-002 OWN-028:OWN-029
