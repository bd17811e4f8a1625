#!/usr/bin/env python3
"""Checks SARIF files against the SARIF 2.1.0 schema kept beside this script
(sarif-schema-2.1.0.json, from github.com/oasis-tcs/sarif-spec), and what
code-scanning services need beyond it: a rule id and a message per result,
at most 1000 locations per thread flow, fingerprints present.
    validate.py FILE.sarif...
Without python3-jsonschema the check fails (scripts/deps.sh installs it)."""
import json
import os
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("FAIL: python3-jsonschema is missing (scripts/deps.sh installs it)")

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "sarif-schema-2.1.0.json")) as f:
    schema = json.load(f)
validator = jsonschema.Draft4Validator(schema)

bad = 0
for path in sys.argv[1:]:
    with open(path) as f:
        log = json.load(f)
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    for e in errors[:5]:
        print(f"FAIL {path}: {'/'.join(map(str, e.path))}: {e.message[:300]}")
    file_bad = bool(errors)
    results = [r for run in log["runs"] for r in run["results"]]
    for r in results:
        flows = [tf for cf in r.get("codeFlows", []) for tf in cf["threadFlows"]]
        if not r.get("ruleId") or not r["message"].get("text") or not r.get("partialFingerprints"):
            print(f"FAIL {path}: a result without ruleId, message or fingerprint: {r}")
            file_bad = True
        if any(len(tf["locations"]) > 1000 for tf in flows):
            print(f"FAIL {path}: a thread flow of more than 1000 locations")
            file_bad = True
    bad += file_bad
    if not file_bad:
        print(f"ok {path}: {len(results)} results")
sys.exit(1 if bad else 0)
