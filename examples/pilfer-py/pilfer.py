#!/usr/bin/env python3
"""Pilfer (games/pilfer) as an engine of canbeat's line protocol.

Written from docs/engine-protocol.md and the game's README alone; standard
library only. Run by canbeat, never by hand:

    canbeat diff --game pilfer --engine-cmd "python3 examples/pilfer-py/pilfer.py"

PILFER_BUG=landslide plants a bug: the Landslide obeys the heap limit like
every other card (the card's own "can" should beat the rulebook's "cant").
"""
import json
import os
import sys

VERSION = 1
GAME = "pilfer"
# The rules hash this engine was written for: told on stderr when another comes.
RULES_HASH = "d61ee5bf4aa4a3c1"
DECKS = {
    "north": {"Pebble": (1, 4), "Stone": (2, 3), "Rock": (3, 2), "Landslide": (4, 1)},
    "south": {"Twig": (1, 4), "Branch": (2, 3), "Log": (3, 3)},
}
HEAP = 15
HAND = 3
BUG = os.environ.get("PILFER_BUG", "")


class Undecided(Exception):
    pass


class Game:
    """One game: a generator yields each decision and is sent the key chosen."""

    def __init__(self, seats, decks):
        self.seats = seats
        self.values = {}
        self.deck, self.hand, self.spent, self.taken = {}, {}, {}, {}
        for seat, deck in zip(seats, decks):
            if deck not in DECKS:
                raise ValueError("no deck named '%s'" % deck)
            self.deck[seat] = []
            for name, (value, copies) in DECKS[deck].items():
                self.values[name] = value
                self.deck[seat] += [name] * copies
            self.hand[seat], self.spent[seat], self.taken[seat] = [], [], 0
        self.heap, self.passes, self.turn = HEAP, 0, 1
        self.outcome = "ongoing"
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

    def may_take(self, name):
        # A card's can beats the rulebook's cant: the Landslide takes even
        # more than the heap holds.
        if name == "Landslide" and BUG != "landslide":
            return True
        return self.values[name] <= self.heap

    def draw(self, p):
        if not self.deck[p]:
            self.deck[p], self.spent[p] = self.spent[p], []
        if not self.deck[p]:
            raise Undecided("empty-draw")
        names = sorted(set(self.deck[p]))
        key = yield ("chance " + p, ["draw " + n for n in names], [self.deck[p].count(n) for n in names])
        card = key[len("draw "):]
        self.deck[p].remove(card)
        self.hand[p].append(card)

    def round(self):
        self.passes = 0
        for p in self.seats:
            while len(self.hand[p]) < HAND:
                yield from self.draw(p)
            names = sorted(set(n for n in self.hand[p] if self.may_take(n)))
            if not names:
                self.passes += 1
                continue
            key = yield ("player " + p, ["take " + n for n in names], [1] * len(names))
            card = key[len("take "):]
            self.heap -= self.values[card]
            self.taken[p] += self.values[card]
            self.hand[p].remove(card)
            self.spent[p].append(card)
            if self.heap <= 0:
                self.outcome = "win " + p
                return
        if self.passes == len(self.seats):
            self.outcome = "tie"

    def play(self):
        try:
            while True:
                yield from self.round()
                if self.outcome != "ongoing":
                    return
                self.turn += 1
        except Undecided as u:
            self.outcome = "undecided " + str(u)

    def state(self):
        return {"pending": self.pending, "options": self.options, "weights": self.weights, "outcome": self.outcome}

    def observe(self):
        def zone(cards):
            return "[" + ", ".join(sorted(cards)) + "]"
        f = {"game.heap": str(self.heap), "game.passes": str(self.passes), "outcome": self.outcome,
             "pending": self.pending, "phase": "round", "turn": str(self.turn)}
        for p in self.seats:
            f[p + ".deck"] = zone(self.deck[p])
            f[p + ".hand"] = zone(self.hand[p])
            f[p + ".spent"] = zone(self.spent[p])
            f[p + ".taken"] = str(self.taken[p])
        return {"fields": f}


def answer(game, req):
    cmd = req.get("cmd")
    if cmd == "hello":
        if req.get("version") != VERSION:
            return None, {"error": "this engine speaks version %d" % VERSION}
        if req.get("game") != GAME:
            return None, {"error": "this engine plays pilfer"}
        if req.get("rules_hash") != RULES_HASH:
            print("pilfer.py: written for rules %s, told %s" % (RULES_HASH, req.get("rules_hash")), file=sys.stderr)
        game = Game(req["seats"], req["decks"])
        return game, dict(version=VERSION, game=GAME, **game.state())
    if game is None:
        return None, {"error": "the first request is hello"}
    if cmd == "apply":
        for key in req["keys"]:
            game.apply(key)
        return game, game.state()
    if cmd == "observe":
        return game, game.observe()
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
