#!/usr/bin/env bash
# How many cards of the held-out set (newset.cards) the fast engine accepts
# (tests/vs2pcg/probe_set.sh; the Level 2 Main Characters probed with their Level 1).
#   bash tests/vs2pcg/newset/accepted.sh [CANBEAT]
here=$(cd "$(dirname "$0")" && pwd)
exec bash "$here/../probe_set.sh" "${1:-build/cli/canbeat}" "$here" MVB MVB-001:MVB-002 MVB-011:MVB-012
