#!/usr/bin/env bash
# Installs the Debian packages canbeat builds with, if any are missing.
# Everything comes from Debian 12's own archive (see README.md).
set -euo pipefail

packages=(cmake make g++ libboost-dev librapidcheck-dev libfmt-dev libgtest-dev
          libbenchmark-dev clang libclang-rt-14-dev
          # the viewer pages' browser test and the SARIF schema check
          chromium python3 python3-jsonschema)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "deps: need root (or sudo) to install: ${missing[*]}" >&2; exit 2; }
  sudo=sudo
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
