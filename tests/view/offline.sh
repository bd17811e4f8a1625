#!/usr/bin/env bash
# No viewer page refers to anything outside itself: neither the file canbeat
# wrote nor the DOM its script built in Chromium (chromium.sh writes both),
# in DIR and below it (the pages conflicts --view and test --view-dir write).
#   offline.sh DIR
set -uo pipefail
dir=$1
mapfile -t pages < <(find "$dir" -name '*.html' | sort)
[ ${#pages[@]} -gt 0 ] || { echo "FAIL: no pages in $dir"; exit 1; }
bad=0
pattern='\b(https?|ftp|file|wss?|blob):|\bdata:[a-z]+/|//[a-z0-9.-]+\.[a-z]{2,}/|<(link|iframe|object|embed|img|audio|video|source|base|frame)\b|\b(src|href|srcset|xlink:href)[[:space:]]*=|url\(|@import|\bfetch\(|XMLHttpRequest|WebSocket|EventSource|importScripts|\bimport\('
for p in "${pages[@]}"; do
  if hits=$(grep -noiE "$pattern" "$p" | head -5) && [ -n "$hits" ]; then
    echo "FAIL $p refers outside itself:"; echo "$hits"; bad=1
  fi
done
[ $bad -eq 0 ] && echo "ok: ${#pages[@]} pages refer to nothing outside themselves"
exit $bad
