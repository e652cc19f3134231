"""3-5-8 determinized search: deals sampled from the view (``sample``), the SAME samples for
every candidate, each candidate played out to the end of the deal on the game's own fast surface
(``fast.PlayOut``: the rules of ``legality``) with the rule layer (``policy.play_medium``) for
every seat, weak candidates cut early, the time budget checked after every play-out. The value of
a candidate is the seat's expected tricks this deal.

The search is a generator that yields every few tricks of a play-out (``TRICKS_PER_STEP``) and
while the sampler retries, so that no single step of a bot's ``think`` is long.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any, TypeVar

from ..cards import cards_of as _cards
from .fast import PlayOut
from .policy import best_discards_steps, hand_value, play_medium
from .sample import Info, sample_steps

if TYPE_CHECKING:
    from ..bots.search import Searcher

Stats = dict[Any, list[float]]  # candidate -> [sum of its values, samples]
_K = TypeVar("_K", int, tuple[int, ...])  # a candidate: a card, or a set of discards

TRICKS_PER_STEP = 2  # a play-out yields after every this many finished tricks


def play_out_steps(state: PlayOut, first: int = -1) -> Generator[None, None, list[int]]:
    """Generator: plays ``state`` to the end of its deal in place, every seat by the rule layer
    (``first``, if >= 0, is the card ``to_move`` plays now); returns the tricks taken. It yields
    after every ``TRICKS_PER_STEP`` finished tricks."""
    hands, trump, voids = state.hands, state.trump, state.voids  # changed in place only
    done = 0
    while True:
        p = state.to_move
        h = hands[p]
        if first >= 0:
            c, first = first, -1
        else:
            if not h:
                break
            legal = state.legal_cards_mask()
            if legal & (legal - 1):
                c = play_medium(p, h, legal, state.trick, trump, state.played, voids)[0]
            else:
                c = legal.bit_length() - 1
        state.play_card(c)
        if not state.trick:
            done += 1
            if done == TRICKS_PER_STEP:
                done = 0
                yield
    return state.tricks_taken


def distinct(legal: int, hand: int, played: int) -> list[int]:
    """One card per group of equivalent cards (same suit, nothing unplayed between them that
    is not in the hand): the lowest of each group."""
    out = []
    m = legal
    prev = -2
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        if prev >= 0 and c // 13 == prev // 13:
            between = ((1 << c) - 1) & ~((2 << prev) - 1)
            if not between & ~(hand | played):
                prev = c
                continue
        out.append(c)
        prev = c
    return out


def run(
    bot: Searcher,
    info: Info,
    cands: list[Any],
    simulate: Callable[[list[int], Any], Generator[None, None, int]],
    timed: bool,
    max_samples: int,
    stats: Stats,
) -> Generator[None, None, None]:
    """Generator: fills ``stats`` {candidate: [sum, n]} over sampled deals; yields often."""
    for c in cands:
        stats[c] = [0.0, 0]
    active = list(cands)
    n = 0
    while n < max_samples and (len(active) > 1 or n == 0):
        if timed and n and bot.out_of_time():
            break
        deal = yield from sample_steps(info, bot.rng)
        res = []
        for c in active:
            res.append((yield from simulate(deal, c)))
            yield
            if timed and bot.out_of_time() and n:
                return
        for c, v in zip(active, res, strict=True):
            stats[c][0] += v
            stats[c][1] += 1
        n += 1
        if n >= 6 and n % 3 == 0 and len(active) > 2:
            best = max(stats[c][0] for c in active) / n
            margin = 0.3 + 2.5 / math.sqrt(n)
            active = [c for c in active if stats[c][0] / n >= best - margin]


def search_play(
    bot: Searcher, info: Info, legal: int, prior: int
) -> Generator[None, None, tuple[Stats, int]]:
    """Generator returning ({card: [sum, n]}, samples): the seat's expected tricks per card."""
    me = info.seat
    cands = distinct(legal, info.hand, info.played)
    stats: Stats = {}
    if len(cands) == 1:
        return {cands[0]: [0.0, 0]}, cands[0]
    leader = info.leader
    assert leader is not None  # phase play

    def simulate(deal: list[int], c: int) -> Generator[None, None, int]:
        state = PlayOut(
            deal[:3],
            info.trick,
            leader,
            info.trump,
            info.duty,
            info.played,
            info.voids,
            info.taken,
        )
        taken = yield from play_out_steps(state, c)
        return taken[me]

    timed = bot.iterations is None
    yield from run(bot, info, cands, simulate, timed, bot.iterations or 300, stats)
    if prior not in stats:  # the rule card stands for its group
        for c in cands:
            if c // 13 == prior // 13 and c <= prior:
                grp = c
        prior = grp
    return stats, prior


def pick(stats: dict[_K, list[float]], prior: _K, bonus: float = 0.2) -> _K:
    """Best mean among the candidates with the most samples; the rule choice gets a bonus."""
    most = max(v[1] for v in stats.values())
    if most == 0:
        return prior
    best, bv = prior, -1e9
    for c in sorted(stats):
        s, n = stats[c]
        if n < most:
            continue
        v = s / n + (bonus if c == prior else 0.0)
        if v > bv:
            best, bv = c, v
    return best


def search_discard(
    bot: Searcher, info: Info, k: int
) -> Generator[None, None, tuple[Stats, tuple[int, ...]]]:
    """Generator returning (stats over candidate discard sets, the rule set): the 8-player's
    expected tricks when he lays away each set and the deal is played out."""
    me = info.seat
    hand = info.hand
    trump = info.trump
    rule = tuple(sorted((yield from best_discards_steps(hand, k, trump, "medium"))))
    cands = [rule]
    # alternatives: one card of the rule set swapped for one of the next cheapest cards
    base = hand_value(hand, trump)
    others = sorted(
        (c for c in _cards(hand) if c not in rule),
        key=lambda c: (base - hand_value(hand & ~(1 << c), trump), c),
    )[:3]
    yield
    for x in others:
        for i in range(len(rule)):
            cands.append(tuple(sorted(rule[:i] + (x,) + rule[i + 1 :])))
    stats: Stats = {}

    def simulate(deal: list[int], cset: tuple[int, ...]) -> Generator[None, None, int]:
        hands = deal[:3]
        h = hands[me]
        for c in cset:
            h &= ~(1 << c)
        hands[me] = h
        state = PlayOut(
            hands, [], info.first_leader, trump, info.duty, info.played, info.voids, info.taken
        )
        taken = yield from play_out_steps(state)
        return taken[me]

    timed = bot.iterations is None
    yield from run(bot, info, cands, simulate, timed, bot.iterations or 200, stats)
    return stats, rule
