"""3-5-8: what a seat knows, read from its view alone, and deals sampled consistently with it.

``Info(view)`` holds masks: the seat's hand, the cards played, the voids shown, the cards it
knows in other hands (draws it took part in), the cards it knows are out of play (its own talon
discards as 8-player), and inferences from the draws (a giver returned his highest card of the
suit, so he holds none above it; a drawer handed over his lowest, so he holds none below it).
``sample_steps(info, rng)`` deals the unseen cards to the other two hands and the out-of-play
pile, respecting all of that; the 8-player's trump announcement makes trumps likelier in his
hand and trumps and aces unlikelier among his discards. It is a generator that yields between
attempts and every few cards of the exact assignment, so that a bot's search never spends long
in one step.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Iterable, Sequence
from typing import TYPE_CHECKING

from ..cards import CARD, DECK, SUIT_MASK
from .policy import above

if TYPE_CHECKING:
    from .view import BlatoView

# A card to place: (how many places may take it, a random tie-break, the card, those places)
Placing = tuple[int, float, int, list[int]]

SM = SUIT_MASK
OUT = 3  # the out-of-play pile (talon or the 8-player's discards) as a fourth place
CARDS_PER_STEP = 8  # the exact assignment yields after every this many cards


def _mask(names: Iterable[str]) -> int:
    m = 0
    for n in names:
        m |= 1 << CARD[n]
    return m


class Info:
    def __init__(self, view: BlatoView) -> None:
        self.seat = seat = view["seat"]
        self.phase = view["phase"]
        self.hand = _mask(view["hand"])
        self.trump = None if view["trump"] is None else "CDHS".index(view["trump"])
        self.contract = view["contract"]
        self.duty = view["options"].get("trump_duty", "none") != "none"
        self.targets = list(view["targets"])
        self.taken = list(view["tricks_taken"])
        self.sizes = list(view["hand_sizes"])
        self.eight = view["roles"]["eight"]
        self.first_leader = (
            view["roles"]["five"] if view["options"].get("first_leader") == "five" else self.eight
        )
        self.trick = [CARD[c] for _, c in view["trick"]]  # in play order, led by ``leader``
        self.leader = view["leader"]
        played = 0
        voids = [0, 0, 0]
        tricks = [t["cards"] for t in view["history"]["tricks"]] + [view["trick"]]
        for cards in tricks:
            if not cards:
                continue
            led = CARD[cards[0][1]] // 13
            for s, n in cards:
                c = CARD[n]
                played |= 1 << c
                if c // 13 != led:
                    voids[s] |= 1 << led
        self.played = played
        self.voids = voids
        # cards located by the draws this seat took part in; inferences about the others
        where = {}
        forbid = [0, 0, 0]
        polish = view["options"].get("trump_draw") == "polish"
        lowest_given = view["options"].get("draw_card", "lowest") == "lowest"
        for d in view["known"].get("draws", []):
            given = CARD[d["given"]]
            where[given] = d["giver"]
            if d["returned"] is not None:
                ret = CARD[d["returned"]]
                where[ret] = d["drawer"]
                if d["drawer"] == seat and not (polish and d["suit"] == view["trump"]):
                    forbid[d["giver"]] |= above(ret)
            if d["giver"] == seat and lowest_given:
                forbid[d["drawer"]] |= SM[given // 13] & ((1 << given) - 1)
        # draws between the other two seats (public calls, cards unseen) may have moved cards
        moved = [0, 0, 0]
        for who, call in view["history"]["calls"]:
            if isinstance(call, str) and call.startswith("draw "):
                g = int(call[5])
                if seat not in (who, g):
                    bits = SM["CDHS".index(call[-1])]
                    moved[who] |= bits
                    moved[g] |= bits
        known = [0, 0, 0]
        for c, p in where.items():
            if p != seat and not (played | self.hand) >> c & 1 and not moved[p] >> c & 1:
                known[p] |= 1 << c
        forbid = [f & ~m for f, m in zip(forbid, moved, strict=True)]
        eight = self.eight
        if (
            eight != seat
            and view["talon_size"] == 0
            and view["options"].get("step_order") != "announce_talon_draw"
        ):
            forbid[eight] = 0  # he took up the talon after the draws: it may hold such cards
        if eight != seat and view["out_of_play"] and known[eight]:
            # the 8-player may have laid away what he got from this seat: his hand or out
            for p in range(3):
                if p not in (seat, eight):
                    forbid[p] |= known[eight]
            known[eight] = 0
        self.known = known
        self.forbid = [f & ~k for f, k in zip(forbid, known, strict=True)]
        out_known = 0
        kn = view["known"]
        if "discards" in kn:
            out_known = _mask(kn["discards"])
            if self.phase == "announce":  # previewed talon: its cards are out of play for now
                out_known = _mask(kn.get("talon", []))
        self.out_size = view["talon_size"] + view["out_of_play"] - out_known.bit_count()
        self.hidden = DECK & ~self.hand & ~played & ~out_known & ~(known[0] | known[1] | known[2])
        self.caps = [0, 0, 0, self.out_size]
        for p in range(3):
            if p != seat:
                self.caps[p] = self.sizes[p] - known[p].bit_count()
        if sum(self.caps) != self.hidden.bit_count():  # should not happen; keep the sampler sound
            self.caps[OUT] = max(0, self.hidden.bit_count() - sum(self.caps[:3]))
        self.others = [p for p in range(3) if p != seat]

    def legal_mask(self, legal: list[str]) -> int:
        return _mask(a[5:] for a in legal if a.startswith("play "))


def sample_steps(
    info: Info, rng: random.Random, strict: int = 2
) -> Generator[None, None, list[int]]:
    """Generator returning four masks: the other seats' hands (the seat's own hand in its
    place) and the pile out of play. ``strict`` 2 uses voids and draw inferences, 1 voids only,
    0 nothing. It yields after each failed attempt and within the slower exact assignment."""
    seat = info.seat
    trump = info.trump
    eight = info.eight if info.eight != seat and info.contract is not None else None
    cards = []
    h = info.hidden
    while h:
        low = h & -h
        c = low.bit_length() - 1
        h ^= low
        s = c // 13
        allowed = [OUT] if info.caps[OUT] else []
        for p in info.others:
            if strict and info.voids[p] >> s & 1:
                continue
            if strict > 1 and info.forbid[p] >> c & 1:
                continue
            allowed.append(p)
        cards.append((len(allowed), rng.random(), c, allowed))
    cards.sort()
    for _attempt in range(8):
        caps = info.caps[:]
        hands = [0, 0, 0, 0]
        ok = True
        for _n, _k, c, allowed in cards:
            total = 0.0
            weights = []
            for p in allowed:
                w: float = caps[p]
                if w and trump is not None:
                    if p == eight and c // 13 == trump:
                        w *= 1.6
                    elif p == OUT and eight is not None and (c // 13 == trump or c % 13 == 12):
                        w *= 0.3
                weights.append(w)
                total += w
            if total <= 0:
                ok = False
                break
            x = rng.random() * total
            pick = -1
            for p, w in zip(allowed, weights, strict=True):
                if w > 0:
                    pick = p
                    x -= w
                    if x < 0:
                        break
            p = pick
            caps[p] -= 1
            hands[p] |= 1 << c
        if ok:
            for p in range(3):
                hands[p] |= info.known[p]
            hands[seat] = info.hand
            return hands
        yield
    exact = yield from _exact(cards, info.caps, rng)
    if exact is not None:
        for p in range(3):
            exact[p] |= info.known[p]
        exact[seat] = info.hand
        return exact
    if strict:
        return (yield from sample_steps(info, rng, strict - 1))
    raise RuntimeError("no consistent deal")  # pragma: no cover


_SUBSETS = [[sig for sig in range(1, 16) if not sig & ~S] for S in range(16)]


def _feasible(caps: Sequence[int], counts: Sequence[int]) -> bool:
    """Hall's condition: every set of places can hold the cards allowed only there."""
    for S in range(1, 16):
        need = 0
        for sig in _SUBSETS[S]:
            need += counts[sig]
        if need:
            room = 0
            for p in range(4):
                if S >> p & 1:
                    room += caps[p]
            if need > room:
                return False
    return True


def _exact(
    cards: list[Placing], caps: list[int], rng: random.Random
) -> Generator[None, None, list[int] | None]:
    """Generator returning a slower assignment that never dead-ends (None if the constraints
    cannot be met); yields every ``CARDS_PER_STEP`` cards."""
    caps = caps[:]
    counts = [0] * 16
    sigs = []
    for _n, _k, _c, allowed in cards:
        sig = 0
        for p in allowed:
            sig |= 1 << p
        sigs.append(sig)
        counts[sig] += 1
    if not _feasible(caps, counts):
        return None
    hands = [0, 0, 0, 0]
    for i, ((_n, _k, c, allowed), sig) in enumerate(zip(cards, sigs, strict=True)):
        if i % CARDS_PER_STEP == CARDS_PER_STEP - 1:
            yield
        counts[sig] -= 1
        opts = []
        for p in allowed:
            if caps[p]:
                caps[p] -= 1
                if _feasible(caps, counts):
                    opts.append(p)
                caps[p] += 1
        if not opts:
            return None
        total = sum(caps[p] for p in opts)
        x = rng.random() * total
        for p in opts:
            x -= caps[p]
            if x < 0:
                break
        caps[p] -= 1
        hands[p] |= 1 << c
    return hands
