#!/usr/bin/env python3
"""An engine that breaks docs/engine-protocol.md in one way, for the tests
of the harness's side: each way must end in an engine error, never a hang.

    bad_engine.py truncated   the reply to hello is a line cut short
    bad_engine.py unsorted    its options are not sorted by key
    bad_engine.py rejects CMD...  CMD's replies, but an error for the first
                              choice: the key it was sent is not its option
    bad_engine.py raises CMD...   CMD's replies, but an EngineBug raised by the
                              first choice: a game error, compared, not a
                              broken conversation
    bad_engine.py exits       it exits (status 3) instead of replying
    bad_engine.py silent      it never replies
"""
import json
import subprocess
import sys
import time

mode = sys.argv[1]
inner = None
if mode in ("rejects", "raises"):
    inner = subprocess.Popen(sys.argv[2:], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
for line in sys.stdin:
    req = json.loads(line)
    seat = (req.get("seats") or ["-"])[0]
    state = {"version": 1, "game": req.get("game"), "pending": "player " + seat,
             "options": ["a", "b"], "weights": [1, 1], "outcome": "ongoing"}
    if mode == "exits":
        sys.exit(3)
    if mode == "silent":
        time.sleep(600)
    if mode == "truncated":
        text = json.dumps(state)
        sys.stdout.write(text[: len(text) // 2] + "\n")
    elif mode == "unsorted":
        state["options"] = ["b", "a"]
        sys.stdout.write(json.dumps(state) + "\n")
    elif mode == "rejects" and req["cmd"] == "apply":
        sys.stdout.write(json.dumps({"error": "unknown option '%s'" % req["keys"][0]}) + "\n")
    elif mode == "raises" and req["cmd"] == "apply":
        sys.stdout.write(json.dumps({"raised": "EngineBug", "message": "a broken invariant"}) + "\n")
    elif mode in ("rejects", "raises"):
        inner.stdin.write(line)
        inner.stdin.flush()
        sys.stdout.write(inner.stdout.readline())
    elif req["cmd"] == "observe":
        sys.stdout.write(json.dumps({"fields": {}}) + "\n")
    else:
        sys.stdout.write(json.dumps(state) + "\n")
    sys.stdout.flush()
