#!/usr/bin/env bash
# rebase rewrites a stale repro in place of the old one, keeping what the
# file system said about it (probe input: rebase_fs.sh of the second outside
# bad-input probe):
#  - its mode (a 0600 file stays 0600);
#  - a symbolic link stays a link, and the file it leads to is rebased;
#  - a file with another hard link is left as it was, named, exit 2;
#  - an unwritable file is named and the files after it are still rebased,
#    the summary printed, exit 2 (as a user other than root, where root
#    writes anywhere: with setpriv when run as root).
#
#   rebase_fs.sh CANBEAT SOURCE_DIR WORK_DIR
source "$(dirname "$0")/script_start.sh"
repro=corpus/regressions/aliens-seed7-win-marine.repro
stale() { sed 's/^rules-hash .*/rules-hash 0123456789abcdef/' "$repro" > "$1"; }
is_stale() { grep -q '^rules-hash 0123456789abcdef' "$1"; }

stale "$work/mode.repro"
chmod 600 "$work/mode.repro"
"$canbeat" rebase "$work/mode.repro" > "$work/mode.out" 2>&1 || fail "mode: exit $?: $(cat "$work/mode.out")"
[ "$(stat -c %a "$work/mode.repro")" = 600 ] || fail "mode: now $(stat -c %a "$work/mode.repro"), was 600"
is_stale "$work/mode.repro" && fail "mode: not rebased"

stale "$work/target.repro"
ln -s target.repro "$work/link.repro"
"$canbeat" rebase "$work/link.repro" > "$work/link.out" 2>&1 || fail "link: exit $?: $(cat "$work/link.out")"
[ -L "$work/link.repro" ] || fail "link: no longer a symbolic link"
is_stale "$work/target.repro" && fail "link: the file it leads to was not rebased"

stale "$work/one.repro"
ln "$work/one.repro" "$work/two.repro"
"$canbeat" rebase "$work/one.repro" > "$work/hard.out" 2>&1
code=$?
[ $code -eq 2 ] || fail "hard link: exit $code, expected 2"
grep -q 'one.repro: it has 2 hard links' "$work/hard.out" || fail "hard link: not named: $(cat "$work/hard.out")"
is_stale "$work/two.repro" || fail "hard link: the other name changed"

run_as_user=()
if [ "$(id -u)" = 0 ]; then
  if command -v setpriv > /dev/null; then
    run_as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
    chmod 777 "$work"
  else
    echo "unwritable file: skipped (root without setpriv)"
  fi
fi
if [ "$(id -u)" != 0 ] || [ ${#run_as_user[@]} -gt 0 ]; then
  mkdir "$work/ro"
  stale "$work/ro/a.repro"
  stale "$work/b.repro"
  chmod 666 "$work/ro/a.repro" "$work/b.repro"
  chmod 555 "$work/ro"
  "${run_as_user[@]}" "$canbeat" rebase "$work/ro/a.repro" "$work/b.repro" > "$work/ro.out" 2>&1
  code=$?
  [ $code -eq 2 ] || fail "unwritable: exit $code, expected 2: $(cat "$work/ro.out")"
  grep -q 'ro/a.repro: rebased' "$work/ro.out" && fail "unwritable: said rebased: $(cat "$work/ro.out")"
  grep -q 'cannot write .*ro/a.repro' "$work/ro.out" || fail "unwritable: not named: $(cat "$work/ro.out")"
  is_stale "$work/b.repro" && fail "unwritable: the file after it was not rebased"
  grep -q '1 not written$' "$work/ro.out" || fail "unwritable: no summary: $(cat "$work/ro.out")"
  chmod 755 "$work/ro"
fi
exit $failures
