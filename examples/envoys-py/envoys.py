#!/usr/bin/env python3
"""Envoys (games/envoys) as an engine of canbeat's line protocol, with views.

Written from docs/engine-protocol.md and the game's README and rules alone;
standard library only. Run by canbeat, never by hand:

    canbeat diff --game envoys --engine-cmd "python3 examples/envoys-py/envoys.py"

It says "views": true, so the harness compares what each seat sees with the
reference's. ENVOYS_BUG=look-zone plants a leak: a Seer's look shows the
looked-at hand as a zone, so the looker also sees the card its owner draws
next (the rules show only the cards that were there, each until it moves).
"""
import json
import os
import sys

VERSION = 1
GAME = "envoys"
# The rules hash this engine was written for: told on stderr when another comes.
RULES_HASH = "9aa7b4326cc51ace"
# name: (rank, copies), in the court deck's order (games/envoys/envoys.deck).
COURT = {"Informant": (1, 5), "Seer": (2, 2), "Rival": (3, 2), "Veil": (4, 2),
         "Herald": (5, 2), "Broker": (6, 1), "Regent": (7, 1), "Crown": (8, 1)}
GUESSES = range(2, 9)
BUG = os.environ.get("ENVOYS_BUG", "")


class Card:
    def __init__(self, name):
        self.name, self.rank = name, COURT[name][0]
        self.seen = set()  # seats a look showed it to, until it moves


class Game:
    """One game: a generator yields each decision and is sent the key chosen."""

    def __init__(self, seats):
        self.seats = seats
        self.pile = [Card(n) for n, (_, copies) in COURT.items() for _ in range(copies)]
        self.aside = []
        self.hand = {p: [] for p in seats}
        self.played = {p: [] for p in seats}
        self.shielded = {p: 0 for p in seats}
        self.out = {p: False for p in seats}
        self.looked = {p: set() for p in seats}  # the planted bug: hands seen as zones
        self.turn, self.phase, self.outcome = 1, "", "ongoing"
        self.pending, self.options, self.weights = "none", [], []
        self.flow = self.play()
        self.advance(None)

    def advance(self, key):
        try:
            self.pending, self.options, self.weights = self.flow.send(key)
        except StopIteration:
            self.pending, self.options, self.weights = "none", [], []

    def apply(self, key):
        if key not in self.options:
            raise ValueError("'%s' is not an option of %s" % (key, self.pending))
        self.advance(key)

    @staticmethod
    def move(card, src, dst):
        src.remove(card)
        dst.append(card)
        card.seen = set()

    def choose(self, p, label, elements):
        keys = sorted(set("%s %s" % (label, e) for e in elements))
        key = yield ("player " + p, keys, [1] * len(keys))
        return key[len(label) + 1:]

    def draw(self, p):
        if not self.pile:
            for c in list(self.aside):
                self.move(c, self.aside, self.pile)
        names = sorted(set(c.name for c in self.pile))
        key = yield ("chance -", ["draw " + n for n in names], [sum(c.name == n for c in self.pile) for n in names])
        self.move(next(c for c in self.pile if c.name == key[5:]), self.pile, self.hand[p])

    def open_target(self, p, q):
        return q != p and not self.out[q] and self.shielded[q] == 0

    def playable(self, p):
        # The Regent beside a Herald or the Broker is the card to play (envoys.deck).
        hand = self.hand[p]
        if any(c.name == "Regent" for c in hand) and any(c.rank in (5, 6) for c in hand):
            return ["Regent"]
        return [c.name for c in hand]

    def power(self, p, card):
        targets = [q for q in self.seats if self.open_target(p, q)]
        name = card.name
        if name == "Informant" and targets:
            q = yield from self.choose(p, "accuse", targets)
            r = int((yield from self.choose(p, "name", GUESSES)))
            if any(c.rank == r for c in self.hand[q]):
                self.out[q] = True
        elif name == "Seer" and targets:
            q = yield from self.choose(p, "look", targets)
            for c in self.hand[q]:
                c.seen.add(p)
            self.looked[q].add(p)
        elif name == "Rival" and targets:
            q = yield from self.choose(p, "duel", targets)
            mine, theirs = sum(c.rank for c in self.hand[p]), sum(c.rank for c in self.hand[q])
            if mine < theirs:
                self.out[p] = True
            elif theirs < mine:
                self.out[q] = True
        elif name == "Veil":
            self.shielded[p] = 1
        elif name == "Herald":
            q = yield from self.choose(p, "recall", [q for q in self.seats if q == p or self.open_target(p, q)])
            for c in list(self.hand[q]):
                self.move(c, self.hand[q], self.played[q])
                if c.rank == 8:
                    self.out[q] = True
            if not self.out[q]:
                yield from self.draw(q)
        elif name == "Broker" and targets:
            q = yield from self.choose(p, "trade", targets)
            mine = next(c for c in self.hand[p] if c.rank > 0)
            for c in list(self.hand[q]):
                self.move(c, self.hand[q], self.hand[p])
            self.move(mine, self.hand[p], self.hand[q])
        elif name == "Crown":
            self.out[p] = True

    def in_game(self):
        return [q for q in self.seats if not self.out[q]]

    def round(self):
        self.phase = "round"
        for p in self.seats:
            if self.out[p] or len(self.in_game()) <= 1 or not self.pile:
                continue
            self.shielded[p] = 0
            yield from self.draw(p)
            name = yield from self.choose(p, "play", self.playable(p))
            card = next(c for c in self.hand[p] if c.name == name)
            self.move(card, self.hand[p], self.played[p])
            yield from self.power(p, card)
        left = self.in_game()
        if len(left) == 1:
            self.outcome = "win " + left[0]
        elif not self.pile:
            score = {q: sum(c.rank for c in self.hand[q]) for q in left}
            best = [q for q in left if score[q] == max(score.values())]
            self.outcome = "tie" if len(best) > 1 else "win " + best[0]

    def play(self):
        names = sorted(set(c.name for c in self.pile))
        key = yield ("chance -", ["aside " + n for n in names], [sum(c.name == n for c in self.pile) for n in names])
        self.move(next(c for c in self.pile if c.name == key[6:]), self.pile, self.aside)
        for p in self.seats:
            yield from self.draw(p)
        while True:
            yield from self.round()
            if self.outcome != "ongoing":
                return
            self.turn += 1

    def state(self):
        return {"pending": self.pending, "options": self.options, "weights": self.weights, "outcome": self.outcome}

    def sees(self, viewer, owner, card):
        """Whether `viewer` (None: the whole state) sees a card of owner's hand."""
        if viewer is None or viewer == owner or viewer in card.seen:
            return True
        return BUG == "look-zone" and viewer in self.looked[owner]

    def observe(self, viewer=None):
        def zone(texts, ordered=False):
            return "[" + ", ".join(texts if ordered else sorted(texts)) + "]"
        hidden = lambda cards: [c.name if viewer is None else "?" for c in cards]
        f = {"outcome": self.outcome, "pending": self.pending, "phase": self.phase, "turn": str(self.turn),
             "table.aside": zone(hidden(self.aside)), "table.pile": zone(hidden(self.pile))}
        if any(self.out.values()):
            f["eliminated"] = zone([q for q in self.seats if self.out[q]], ordered=True)
        for p in self.seats:
            f[p + ".hand"] = zone([c.name if self.sees(viewer, p, c) else "?" for c in self.hand[p]])
            f[p + ".played"] = zone([c.name for c in self.played[p]], ordered=True)
            f[p + ".shielded"] = str(self.shielded[p])
        return {"fields": f}


def answer(game, req):
    cmd = req.get("cmd")
    if cmd == "hello":
        if req.get("version") != VERSION:
            return None, {"error": "this engine speaks version %d" % VERSION}
        if req.get("game") != GAME:
            return None, {"error": "this engine plays envoys"}
        if req.get("rules_hash") != RULES_HASH:
            print("envoys.py: written for rules %s, told %s" % (RULES_HASH, req.get("rules_hash")), file=sys.stderr)
        game = Game(req["seats"])
        return game, dict(version=VERSION, game=GAME, views=True, **game.state())
    if game is None:
        return None, {"error": "the first request is hello"}
    if cmd == "apply":
        for key in req["keys"]:
            game.apply(key)
        return game, game.state()
    if cmd == "observe":
        seat = req.get("seat")
        if seat is not None and seat not in game.seats:
            return game, {"error": "no seat %r" % seat}
        return game, game.observe(seat)
    if cmd == "stage":
        return game, {"refused": "this engine does not stage"}
    return game, {"error": "unknown cmd %r" % cmd}


def main():
    game = None
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            game, reply = answer(game, json.loads(line))
        except (ValueError, KeyError, TypeError) as e:
            reply = {"error": str(e)}
        sys.stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
