# Sourced by the CLI test scripts called as `SCRIPT CANBEAT SOURCE_DIR
# WORK_DIR`: names the three, `fail` counts a failure (the script exits
# with the count), and WORK_DIR starts empty; the script runs in SOURCE_DIR.
set -u
canbeat=$1
src=$2
work=$3
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
rm -rf "$work"
mkdir -p "$work"
cd "$src" || exit 1
