#!/usr/bin/env python3
"""A change of the sources keeps the results it does not touch: every
fingerprint of BEFORE.sarif is in AFTER.sarif, and AFTER has N new ones.
    fingerprints.py BEFORE.sarif AFTER.sarif N"""
import json
import sys


def prints(path):
    with open(path) as f:
        log = json.load(f)
    return {(r["ruleId"], r["partialFingerprints"]["canbeatStatement/v1"]): r["message"]["text"]
            for run in log["runs"] for r in run["results"]}


before, after, new = prints(sys.argv[1]), prints(sys.argv[2]), int(sys.argv[3])
lost = set(before) - set(after)
added = set(after) - set(before)
for k in sorted(lost):
    print(f"FAIL: lost {k}: {before[k]}")
for k in sorted(added):
    print(f"new {k[0]}: {after[k]}")
if lost or len(added) != new:
    sys.exit(f"FAIL: {len(lost)} results lost, {len(added)} new, expected {new} new")
print(f"ok: {len(before)} results kept their fingerprints, {len(added)} new")
