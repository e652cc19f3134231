"""3-5-8 determinized search: deals sampled from the view (``blato_sample``), the SAME samples
for every candidate, each candidate played out to the end of the deal by the rule layer
(``blato_rules_bot.play_medium`` for every seat), weak candidates cut early, the time budget
checked after every play-out. The value of a candidate is the seat's expected tricks this deal.

The search is a generator that yields every few tricks of a play-out (``TRICKS_PER_STEP``) and
while the sampler retries, so that no single step of a bot's ``think`` is long.
"""

from __future__ import annotations

import math

from ..bots.search import drain
from ..cards import cards_of as _cards
from .policy import best_discards_steps, best_of, hand_value, legal_mask, play_medium
from .sample import sample_steps

TRICKS_PER_STEP = 2  # a play-out yields after every this many finished tricks


def play_out(hands, trick, mover, trump, played, voids, taken, duty, first=-1):
    """Plays the deal to its end with the rule layer for every seat; returns tricks taken.

    ``first`` (if >= 0) is the card ``mover`` plays now. The lists passed in are not changed.
    """
    return drain(play_out_steps(hands, trick, mover, trump, played, voids, taken, duty, first))


def play_out_steps(hands, trick, mover, trump, played, voids, taken, duty, first=-1):
    """Generator: ``play_out``, yielding after every ``TRICKS_PER_STEP`` finished tricks."""
    hands = hands[:]
    voids = voids[:]
    taken = taken[:]
    trick = list(trick)
    p = mover
    done = 0
    while True:
        h = hands[p]
        if first >= 0:
            c, first = first, -1
        else:
            if not h:
                break
            legal = legal_mask(h, trick, trump, duty)
            if legal & (legal - 1):
                c = play_medium(p, h, legal, trick, trump, played, voids)[0]
            else:
                c = legal.bit_length() - 1
        bit = 1 << c
        hands[p] = h ^ bit
        played |= bit
        if trick:
            led = trick[0][1] // 13
            if c // 13 != led:
                voids[p] |= 1 << led
        trick.append((p, c))
        if len(trick) == 3:
            p = best_of(trick, trump)[1]
            taken[p] += 1
            trick = []
            done += 1
            if done == TRICKS_PER_STEP:
                done = 0
                yield
        else:
            p = (p + 1) % 3
    return taken


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


def run(bot, info, cands, simulate, timed: bool, max_samples: int, stats: dict):
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


def search_play(bot, info, legal: int, prior: int):
    """Generator returning ({card: [sum, n]}, samples): the seat's expected tricks per card."""
    me = info.seat
    cands = distinct(legal, info.hand, info.played)
    stats: dict = {}
    if len(cands) == 1:
        return {cands[0]: [0.0, 0]}, cands[0]

    def simulate(deal, c):
        taken = yield from play_out_steps(deal[:3], info.trick, me, info.trump, info.played,
                                          info.voids, info.taken, info.duty, c)
        return taken[me]

    timed = bot.iterations is None
    yield from run(bot, info, cands, simulate, timed, bot.iterations or 300, stats)
    if prior not in stats:  # the rule card stands for its group
        for c in cands:
            if c // 13 == prior // 13 and c <= prior:
                grp = c
        prior = grp
    return stats, prior


def pick(stats: dict, prior: int, bonus: float = 0.2) -> int:
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


def search_discard(bot, info, k: int):
    """Generator returning (stats over candidate discard sets, the rule set): the 8-player's
    expected tricks when he lays away each set and the deal is played out."""
    me = info.seat
    hand = info.hand
    trump = info.trump
    rule = tuple(sorted((yield from best_discards_steps(hand, k, trump, "medium"))))
    cands = [rule]
    # alternatives: one card of the rule set swapped for one of the next cheapest cards
    base = hand_value(hand, trump)
    others = sorted((c for c in _cards(hand) if c not in rule),
                    key=lambda c: (base - hand_value(hand & ~(1 << c), trump), c))[:3]
    yield
    for x in others:
        for i in range(len(rule)):
            cands.append(tuple(sorted(rule[:i] + (x,) + rule[i + 1:])))
    stats: dict = {}

    def simulate(deal, cset):
        hands = deal[:3]
        h = hands[me]
        for c in cset:
            h &= ~(1 << c)
        hands[me] = h
        taken = yield from play_out_steps(hands, [], info.first_leader, trump, info.played,
                                          info.voids, info.taken, info.duty)
        return taken[me]

    timed = bot.iterations is None
    yield from run(bot, info, cands, simulate, timed, bot.iterations or 200, stats)
    return stats, rule

