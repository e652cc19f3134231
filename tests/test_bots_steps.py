"""The bots' think() generators yield often: never a whole play-out (nor a long run of sampling
attempts) between two yields, so a page stepping them on the main thread never freezes long.

Structural, not timed: the rule-policy calls a play-out makes (and the sampler's attempts) are
counted between consecutive steps of think() through counting wrappers."""

from __future__ import annotations

import random

import pytest

import engine
from engine import bots
from engine.blato import sample as blato_sample
from engine.blato import search as blato_search
from engine.bots.search import drain
from engine.king import search as ks


class Counter:
    def __init__(self) -> None:
        self.n = 0

    def wrap(self, fn):
        def counted(*args, **kwargs):
            self.n += 1
            return fn(*args, **kwargs)

        return counted


def _steps(gen, counters):
    """Runs ``gen`` to its end; per counter, the largest count between two yields; the result."""
    worst = [0] * len(counters)
    while True:
        before = [c.n for c in counters]
        try:
            next(gen)
        except StopIteration as stop:
            result = stop.value
            done = True
        else:
            done = False
        for i, c in enumerate(counters):
            worst[i] = max(worst[i], c.n - before[i])
        if done:
            return worst, result


def _play_game(kind, preset, seed, counters, max_actions):
    """A seeded game, hard bots (2 sampled deals) in some seats: {phase: [worst per counter]}
    over the hard seats' decisions, and each counter's total."""
    game = engine.new_game(kind, seed=seed, options=engine.presets(kind)[preset])
    n = 4 if kind == "king" else 3
    levels = ["hard", "medium", "hard", "medium"][:n]
    players = [
        bots.make(lv, seed=seed + s, **({"iterations": 2} if lv == "hard" else {}))
        for s, lv in enumerate(levels)
    ]
    worst: dict[str, list[int]] = {}
    actions = 0
    while not game.is_over and actions < max_actions:
        seat = game.to_move
        view = game.view(seat)
        if levels[seat] == "hard":
            w, action = _steps(players[seat].think(view), counters)
            prev = worst.setdefault(view["phase"], [0] * len(counters))
            worst[view["phase"]] = [max(a, b) for a, b in zip(prev, w, strict=True)]
        else:
            action = players[seat].choose(view)
        game.apply(action)
        actions += 1
    return worst


@pytest.mark.parametrize("preset", ["default", "free_choice"])
def test_king_think_never_plays_a_whole_playout_in_one_step(monkeypatch, preset):
    plays, tries = Counter(), Counter()
    monkeypatch.setattr(ks, "play_card", plays.wrap(ks.play_card))
    monkeypatch.setattr(ks.Sampler, "_try", tries.wrap(ks.Sampler._try))
    worst = _play_game("king", preset, 3, [plays, tries], 10_000)
    assert plays.n > 1000 and tries.n > 50  # the search ran
    phases = {"play", "auction", "trump"} | ({"contract"} if preset == "free_choice" else set())
    assert phases <= set(worst)
    # a play-out yields every TRICKS_PER_STEP tricks: at most that many tricks (and the card
    # searched) of rule-policy calls in a step; a whole hand would be up to 52
    bound = 4 * (ks.TRICKS_PER_STEP + 1)
    assert bound < 30
    for phase, (p, t) in worst.items():
        assert p <= bound, (phase, p)
        assert t <= ks.ATTEMPTS_PER_STEP + 1, (phase, t)


@pytest.mark.parametrize("preset", ["default", "compulsory_trump"])
def test_358_think_never_plays_a_whole_playout_in_one_step(monkeypatch, preset):
    plays = Counter()
    monkeypatch.setattr(blato_search, "play_medium", plays.wrap(blato_search.play_medium))
    worst = _play_game("358", preset, 2, [plays], 300)
    assert plays.n > 1000
    assert {"play", "discard"} <= set(worst)
    bound = 3 * (blato_search.TRICKS_PER_STEP + 1)  # a whole deal would be up to 48
    assert bound < 20
    for phase, (p,) in worst.items():
        assert p <= bound, (phase, p)


def test_358_exact_assignment_yields_every_few_cards(monkeypatch):
    """The sampler's slow fallback (a feasibility check per card and place) yields too."""
    feasible = Counter()
    monkeypatch.setattr(blato_sample, "_feasible", feasible.wrap(blato_sample._feasible))
    rng = random.Random(5)
    cards = []
    for c in range(40):
        allowed = [p for p in range(4) if rng.random() < 0.7] or [3]
        cards.append((len(allowed), rng.random(), c, allowed))
    cards.sort()
    caps = [10, 10, 10, 10]
    worst, hands = _steps(blato_sample._exact(cards, caps, random.Random(1)), [feasible])
    assert hands is not None and sum(h.bit_count() for h in hands) == 40
    assert feasible.n > 60
    assert worst[0] <= 4 * blato_sample.CARDS_PER_STEP + 1
    # the same run without the generator: the same deal
    assert drain(blato_sample._exact(cards, caps, random.Random(1))) == hands
