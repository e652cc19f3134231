"""King's rule layer: what a seat knows (``Info``), the card-play policy per contract and the
bidding heuristics. easy and medium play with it alone; hard uses it as play-out policy and as
blunder filter (``engine.king.search``).

Everything works on ints and masks (``engine.cards``): a card is ``suit * 13 + rank``.

Card play, negative contracts: every legal card gets a score
``-P(I win the trick) * (trick penalty + penalty still to come) + danger(card)``, where danger is
what keeping the card may cost later (a penalty card I hold; a high card that can be forced to
win). So a void player dumps its most dangerous card (the highest heart in copas, the King of
hearts in king...), a follower ducks under the current winner with its highest card that stays
under, a leader leads cards that others can beat. Positive contracts: take sure tricks, win as
cheaply as possible, ruff when void, otherwise throw the least useful card.
easy is the same code with little memory: it forgets which cards were played and who is void.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..cards import CARD, DECK, SUIT_MASK, SUITS, cards_of, mask
from ..tricks import winning_index
from .legality import PlayRules, ruled_out
from .rules import CONTRACTS, POSITIVE, Contract

if TYPE_CHECKING:
    from .view import KingView

# Per contract: penalty magnitude of each card (positive ints), or None.
PEN = {
    name: (None if c.card_vals is None else tuple(-v for v in c.card_vals))
    for name, c in CONTRACTS.items()
}
PEN_LIST = {
    name: ([] if v is None else [(1 << c, v[c]) for c in range(52) if v[c]])
    for name, v in PEN.items()
}
BELOW = tuple((1 << (c % 13 + 13 * (c // 13))) - (1 << (13 * (c // 13))) for c in range(52))
ABOVE = tuple(SUIT_MASK[c // 13] & ~((2 << c) - 1) for c in range(52))


# --- what a seat knows --------------------------------------------------------------------------


class Info:
    """The public knowledge of one seat in the play phase, read from its view.

    ``others``: cards not in my hand and not played; ``possible[p]``: cards seat p may hold (the
    cards its plays rule out, ``legality.ruled_out``, taken out); ``played_by[p]``: cards p
    played this hand."""

    def __init__(self, view: KingView, memory: bool = True) -> None:
        self.me = me = view["seat"]
        self.hand = hand = mask(view["hand"])
        self.contract = con = CONTRACTS.get(view["contract"] or "", POSITIVE)
        self.trump = trump = None if view["trump"] is None else SUITS.index(view["trump"])
        self.leader = view["leader"]
        self.trick = [CARD[n] for _, n in view["trick"]]
        self.sizes = list(view["hand_sizes"])
        tricks = view["history"]["tricks"]
        self.trick_no = len(tricks)
        played = 0
        played_by = [0, 0, 0, 0]
        all_tricks = [[(seat, CARD[n]) for seat, n in t["cards"]] for t in tricks]
        all_tricks.append([(seat, CARD[n]) for seat, n in view["trick"]])
        for cards in all_tricks:
            for seat, c in cards:
                played |= 1 << c
                played_by[seat] |= 1 << c
        self.played = played
        self.played_by = played_by
        self.others = others = DECK & ~hand & ~played
        forbid = [0, 0, 0, 0]
        if memory:
            rules = PlayRules.of(view["options"])
            trump_played = False
            for cards in all_tricks:
                trick: list[int] = []
                for seat, c in cards:
                    if seat != me:
                        forbid[seat] |= ruled_out(
                            c, trick, con, trump, trump_played, rules, others & ~forbid[seat]
                        )
                    trick.append(c)
                if trump is not None and not trump_played:
                    trump_played = any(c // 13 == trump for c in trick)
        else:  # easy: forgets the cards played in earlier tricks and the voids
            self.others = DECK & ~hand & ~mask(n for _, n in view["trick"])
        forbid[me] = DECK
        self.forbid = forbid
        self.possible = [self.others & ~f for f in forbid]
        self.possible[me] = hand

    def legal_mask(self, legal: list[str]) -> int:
        return mask(a[5:] for a in legal)

    def choose(self, legal: int, level: str = "medium") -> int:
        return play_card(
            self.hand,
            legal,
            self.trick,
            self.me,
            self.leader,
            self.contract,
            self.trump,
            self.others,
            self.possible,
            self.trick_no,
            level == "medium",
        )


# --- card play ----------------------------------------------------------------------------------


def play_card(
    hand: int,
    legal: int,
    trick: Sequence[int],
    me: int,
    leader: int | None,
    con: Contract,
    trump: int | None,
    others: int,
    possible: Sequence[int],
    trick_no: int,
    careful: bool = True,
) -> int:
    """The rule policy's card (an int) among ``legal`` (a mask)."""
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    if con.positive:
        return _positive(hand, legal, trick, me, trump, others, possible, careful)
    best, best_s = -1, None
    for c, s in _neg_scores(hand, legal, trick, me, con, others, possible, trick_no, careful):
        if best_s is None or s >= best_s:  # ties: the higher card goes
            best, best_s = c, s
    return best


def card_scores(info: Info, legal: int, careful: bool = True) -> dict[int, float]:
    """Each legal card's rule score (higher is better; negative contracts: points-like)."""
    if info.contract.positive:
        pick = _positive(
            info.hand, legal, info.trick, info.me, info.trump, info.others, info.possible, careful
        )
        return {c: (1.0 if c == pick else 0.0) for c in cards_of(legal)}
    return dict(
        _neg_scores(
            info.hand,
            legal,
            info.trick,
            info.me,
            info.contract,
            info.others,
            info.possible,
            info.trick_no,
            careful,
        )
    )


def _neg_scores(
    hand: int,
    legal: int,
    trick: Sequence[int],
    me: int,
    con: Contract,
    others: int,
    possible: Sequence[int],
    trick_no: int,
    careful: bool,
) -> list[tuple[int, float]]:
    """[(card, score)] for the legal cards in a negative contract."""
    pen = PEN[con.name]
    plist = PEN_LIST[con.name]
    n = trick_no + 1
    left = 14 - n
    base = -con.trick_val - (con.last_val if n >= 12 else 0)
    rem = -con.trick_val * left - con.last_val * min(2, 14 - max(n, 12))
    live = others | hand
    maxpen = 0
    for b, v in plist:
        if live & b:
            rem += v
            if others & b and v > maxpen:
                maxpen = v
    if pen is not None:
        for c in trick:
            base += pen[c]
    avg = rem / left
    if con.last_val and n < 12:
        avg = max(avg, (-con.last_val) * 0.8)  # the high cards kept to the end pay the last tricks
    k = 3 - len(trick)
    later = [(me + i) & 3 for i in range(1, k + 1)]
    if trick:
        led = trick[0] // 13
        w = max(x for x in trick if x // 13 == led)
        follow = hand & SUIT_MASK[led]
        lm = 0
        for q in later:
            lm |= possible[q]
        lm &= SUIT_MASK[led]
        tot = lm.bit_count()
    else:
        led = w = -1
        follow = lm = tot = 0
    adds: dict[int, float] = {}
    out: list[tuple[int, float]] = []
    m = legal
    while m:
        low = m & -m
        m ^= low
        c = low.bit_length() - 1
        s = c // 13
        sm = others & SUIT_MASK[s]
        if sm:
            lo = (sm & BELOW[c]).bit_count()
            hi = (sm & ABOVE[c]).bit_count()
            lowfrac = lo / (lo + hi)
        else:
            lo = hi = 0
            lowfrac = 0.7
        p = 0 if pen is None else pen[c]
        danger = p * (0.15 + 0.7 * lowfrac) + avg * lowfrac * 0.6
        if careful and sm and not follow and not (hand & SUIT_MASK[s]) & ~low:
            danger += avg * 0.15  # becoming void lets me discard later
        # chance to win this trick, and the penalty that would come with it
        if trick:
            lead_suit = led
            if not follow or c < w:
                out.append((c, danger))
                continue
            if k == 0:
                pw = 1.0
            else:
                hi2 = (lm & ABOVE[c]).bit_count()
                pw = 1.0 if hi2 == 0 else 1.0 - 0.7 * hi2 / tot
        else:
            lead_suit = s
            if not sm or hi == 0:
                pw = 1.0
            else:
                f = lo / (lo + hi)
                pw = f * f
                if pw == 0.0:
                    out.append((c, danger))
                    continue
        add = 0.0
        if maxpen:
            cached = adds.get(lead_suit)
            if cached is not None:
                add = cached
            else:
                nsuit = (others & SUIT_MASK[lead_suit]).bit_count()
                for q in later:
                    pq = possible[q]
                    if not careful:
                        vq = 0.2
                    elif not pq & SUIT_MASK[lead_suit]:
                        vq = 1.0
                    else:
                        vq = 0.08 if nsuit >= 7 else 0.2 if nsuit >= 4 else 0.45
                    mp = 0
                    for b, v in plist:
                        if pq & b and v > mp:
                            mp = v
                    add += vq * mp * 0.8
                adds[lead_suit] = add
        out.append((c, danger - pw * (base + p + add)))
    return out


def _positive(
    hand: int,
    legal: int,
    trick: Sequence[int],
    me: int,
    trump: int | None,
    others: int,
    possible: Sequence[int],
    careful: bool,
) -> int:
    tm = SUIT_MASK[trump] if trump is not None else 0
    k = 3 - len(trick)
    later = [(me + i) & 3 for i in range(1, k + 1)]
    if not trick:
        return _positive_lead(hand, legal, trump, tm, others, possible, careful)
    led = trick[0] // 13
    w = trick[winning_index(trick, trump)]
    ws = w // 13
    lm = 0
    for q in later:
        lm |= possible[q]
    winners = 0
    for c in cards_of(legal):
        s = c // 13
        if (s == ws and c > w) or (s == trump and ws != trump):
            winners |= 1 << c
    if winners:
        # sure winners: nobody after me can beat it
        sure = 0
        for c in cards_of(winners):
            s = c // 13
            if s == led:
                beat = lm & ABOVE[c]
                if not beat and trump is not None and s != trump and careful:
                    # a later player void in the led suit may ruff
                    for q in later:
                        if not possible[q] & SUIT_MASK[led] and possible[q] & tm:
                            beat = 1
                if not beat or k == 0:
                    sure |= 1 << c
            else:  # a ruff: overruffs from later players void in the led suit
                over = 0
                for q in later:
                    if (not careful or not possible[q] & SUIT_MASK[led]) and possible[q] & ABOVE[c]:
                        over = 1
                if not over or k == 0:
                    sure |= 1 << c
        if sure:
            return (sure & -sure).bit_length() - 1  # the cheapest sure winner
        if not careful:
            return (winners & -winners).bit_length() - 1
        ruffs = winners & tm if led != trump else 0
        if ruffs:
            return (ruffs & -ruffs).bit_length() - 1
        if k == 1:
            c = (winners & -winners).bit_length() - 1
            if (lm & ABOVE[c]).bit_count() <= 1:
                return c
    return _throw(hand, legal, trump, tm, others)


def _throw(hand: int, legal: int, trump: int | None, tm: int, others: int) -> int:
    """The least useful legal card: the lowest card, from a suit where it is least needed."""
    best, best_v = -1, None
    for c in cards_of(legal):
        s = c // 13
        v = (others & ABOVE[c]).bit_count() * 2 - (c % 13) * 0.1
        if s == trump:
            v -= 30
        length = (hand & SUIT_MASK[s]).bit_count()
        v += 1.0 / length
        if best_v is None or v > best_v:
            best, best_v = c, v
    return best


def _positive_lead(
    hand: int,
    legal: int,
    trump: int | None,
    tm: int,
    others: int,
    possible: Sequence[int],
    careful: bool,
) -> int:
    out_trumps = others & tm
    my_trumps = hand & tm
    # lead trumps when I hold the top one and others still have some
    if my_trumps & legal and out_trumps:
        top = my_trumps.bit_length() - 1
        if not others & ABOVE[top] and my_trumps.bit_count() >= 2:
            return top
    # sure winners in side suits while others still follow
    best_v: float | None
    best, best_v = -1, None
    for c in cards_of(legal & ~tm):
        s = c // 13
        sm = others & SUIT_MASK[s]
        if sm and not sm & ABOVE[c]:
            v: float = sm.bit_count()
            if careful and out_trumps:
                voids = sum(
                    1
                    for p in range(4)
                    if possible[p] & tm and not possible[p] & sm and possible[p] != hand
                )
                v -= 4 * voids
            if best_v is None or v > best_v:
                best, best_v = c, v
    if best >= 0 and best_v > 0:  # type: ignore[operator]  # set with best (unchecked: hot)
        return best
    # create a ruff: a low singleton in a side suit when I hold trumps
    if my_trumps:
        for c in cards_of(legal & ~tm):
            s = c // 13
            if (hand & SUIT_MASK[s]).bit_count() == 1 and others & ABOVE[c]:
                return c
    if legal & tm and not out_trumps:
        return (legal & tm).bit_length() - 1
    # else the lowest card of the longest side suit
    best, best_v = -1, None
    for c in cards_of(legal):
        s = c // 13
        v = (hand & SUIT_MASK[s]).bit_count() - (c % 13) * 0.05 - (20 if s == trump else 0)
        if best_v is None or v > best_v:
            best, best_v = c, v
    return best


# --- bidding heuristics ------------------------------------------------------------------------


def trick_estimate(hand: int, trump: int | None) -> float:
    """Rough count of tricks ``hand`` (13 cards) takes with ``trump`` in a four-handed game."""
    total = 0.0
    nt = 0 if trump is None else (hand & SUIT_MASK[trump]).bit_count()
    spare: float = nt
    for s in range(4):
        sm = hand >> 13 * s & 0x1FFF
        n = sm.bit_count()
        if s == trump:
            t = 0.0
            t += 1.0 if sm >> 12 & 1 else 0.0
            t += (0.9 if n >= 2 else 0.35) if sm >> 11 & 1 else 0.0
            t += (0.7 if n >= 3 else 0.2) if sm >> 10 & 1 else 0.0
            t += (0.4 if n >= 4 else 0.1) if sm >> 9 & 1 else 0.0
            t += max(0, n - 3) * 0.85
            total += t
            spare -= round(t)
            continue
        t = 0.0
        if sm >> 12 & 1:
            t += 0.95 if n <= 5 else 0.7
        if sm >> 11 & 1:
            t += (0.65 if n <= 5 else 0.45) if n >= 2 else 0.15
        if sm >> 10 & 1 and n >= 3:
            t += 0.25
        if trump is None and n >= 5:
            t += (n - 4) * 0.5 * (1 if sm >> 12 & 1 else 0.5)
        total += t
    if trump is not None and spare > 0:
        for s in range(4):
            if s == trump:
                continue
            n = (hand & SUIT_MASK[s]).bit_count()
            gain = {0: 1.6, 1: 0.9, 2: 0.35}.get(n, 0.0)
            use = min(spare, gain)
            total += use * 0.8
            spare -= use
            if spare <= 0:
                break
    return total


def best_trump(hand: int, notrump: bool = False) -> tuple[int | None, float]:
    options = [0, 1, 2, 3] + ([None] if notrump else [])
    best: int | None = 0
    best_v = -1.0
    for t in options:
        v = trick_estimate(hand, t)
        if v > best_v + 1e-9:
            best, best_v = t, v
    return best, best_v


def others_trump_value(hand: int, mine: int | None) -> float:
    """My expected tricks when someone else names trump (not my best suit, on average)."""
    vals = [trick_estimate(hand, t) for t in range(4) if t != mine]
    return sum(vals) / len(vals)
