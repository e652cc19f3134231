"""3-5-8 rule layer of the bots: card memory, voids, who can still win a trick; hand valuation
for the announcement, the draws and the talon discards.

Every function works on ints and masks (cards as in ``engine.cards``; a trick is its cards in
play order) and sees only what the seat deciding may know: its own hand, the cards played
(``played`` includes the current trick), the voids shown and the trump. The same functions are
the play-out policy of the search (``search``), so they are written for speed. Which cards are
legal is the game's rule (``legality.playable``), given to them as ``legal``.

Levels: ``easy`` plays by rank alone (no card memory, no voids); ``medium`` uses the full layer.
Each decision returns ``(choice, reason)``; the reasons are the codes of ``bot.REASONS``.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

from ..cards import DECK, SUIT_MASK, cards_of
from ..tricks import winning_index

SM = SUIT_MASK
# LATER[seat][n]: the seats that play after ``seat`` when he plays the (n+1)-th card of a trick
LATER = tuple(
    tuple(tuple((seat + k) % 3 for k in range(1, 3 - n)) for n in range(3)) for seat in range(3)
)


def hi(m: int) -> int:
    return m.bit_length() - 1


def lo(m: int) -> int:
    return (m & -m).bit_length() - 1


def above(c: int) -> int:
    """Mask of the cards of c's suit higher than c."""
    return SM[c // 13] & ~((2 << c) - 1)


def beats(c: int, best: int, trump: int | None) -> bool:
    """Card ``c`` would take a trick that ``best`` is winning (``tricks.winning_index`` for two
    cards, without building a trick)."""
    if c // 13 == best // 13:
        return c > best
    return trump is not None and c // 13 == trump


# --- card play --------------------------------------------------------------------------------


def _may_be_void(p: int, s: int, unseen: int, voids: Sequence[int]) -> bool:
    return bool(voids[p] >> s & 1) or (unseen & SM[s]).bit_count() <= 1


def _may_ruff(p: int, s: int, unseen: int, voids: Sequence[int], trump: int | None) -> bool:
    if trump is None or s == trump or not unseen & SM[trump] or voids[p] >> trump & 1:
        return False
    return bool(voids[p] >> s & 1) or (unseen & SM[s]).bit_count() <= 1


def safe(
    c: int,
    best: int,
    led: int,
    later: Sequence[int],
    unseen: int,
    voids: Sequence[int],
    trump: int | None,
) -> bool:
    """Card ``c`` wins the trick that ``best`` is winning so far, whatever the players still to
    play hold (as far as known)."""
    if not beats(c, best, trump):
        return False
    cs = c // 13
    for p in later:
        if cs == led:
            if unseen & above(c) and not voids[p] >> led & 1:
                return False
            if _may_ruff(p, led, unseen, voids, trump):
                return False
        elif unseen & above(c) and not voids[p] >> cs & 1 and _may_be_void(p, led, unseen, voids):
            return False
    return True


def keep_value(c: int, hand: int, unseen: int, trump: int | None) -> float:
    """How much the seat wants to keep card ``c`` (the lowest is thrown away)."""
    s = c // 13
    if s == trump:
        return 100 + c % 13
    higher = (unseen & above(c)).bit_count()
    if higher == 0 and unseen & SM[s]:
        return 60 + c % 13
    return 3 * (4 - min(higher, 4)) + (hand & SM[s]).bit_count() + 0.1 * (c % 13)


def throw(legal: int, hand: int, unseen: int, trump: int | None) -> int:
    """The card to throw when not winning: least worth keeping; short suits first."""
    pool = legal
    if trump is not None and legal & ~SM[trump]:
        pool = legal & ~SM[trump]
    best, bv = -1, 1e9
    m = pool
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        v = keep_value(c, hand, unseen, trump)
        if v < bv:
            best, bv = c, v
    return best


def play_medium(
    seat: int,
    hand: int,
    legal: int,
    trick: Sequence[int],
    trump: int | None,
    played: int,
    voids: Sequence[int],
) -> tuple[int, str]:
    """(card, reason) by the full rule layer."""
    unseen = DECK & ~hand & ~played
    if not trick:
        return lead_medium(seat, hand, legal, trump, unseen, voids)
    led = trick[0] // 13
    best = trick[winning_index(trick, trump)]
    later = LATER[seat][len(trick)]
    follow = legal & SM[led]
    if follow:
        m = follow
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            if safe(c, best, led, later, unseen, voids, trump):
                return c, "win_trick"
        return lo(follow), "follow_low"
    if trump is not None and led != trump:
        m = legal & SM[trump]
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            if safe(c, best, led, later, unseen, voids, trump):
                return c, "ruff"
    c = throw(legal, hand, unseen, trump)
    s = c // 13
    if trump is not None and s != trump and (hand & SM[s]).bit_count() == 1 and hand & SM[trump]:
        return c, "void_suit"
    return c, "discard_low"


def lead_medium(
    seat: int, hand: int, legal: int, trump: int | None, unseen: int, voids: Sequence[int]
) -> tuple[int, str]:
    opps = ((seat + 1) % 3, (seat + 2) % 3)
    un_t = my_t = 0
    if trump is not None:
        my_t = hand & SM[trump]
        un_t = unseen & SM[trump]
        if (
            my_t
            and un_t
            and hi(my_t) > hi(un_t)
            and (my_t.bit_count() >= 2 or un_t.bit_count() <= 2)
        ):
            return hi(my_t), "draw_trumps"
    # cash a sure winner in a side suit, the suit most others still hold first
    cash, cash_n = -1, -1
    for s in range(4):
        if s == trump:
            continue
        mine = hand & SM[s]
        if not mine:
            continue
        un = unseen & SM[s]
        if un and hi(mine) < hi(un):
            continue
        if not un:
            if un_t:
                continue
        elif _may_ruff(opps[0], s, unseen, voids, trump) or _may_ruff(
            opps[1], s, unseen, voids, trump
        ):
            continue
        n = un.bit_count()
        if n > cash_n:
            cash, cash_n = hi(mine), n
    if cash >= 0:
        return cash, "cash_winner"
    if my_t and not un_t:
        return hi(my_t), "cash_winner"
    # a low lead: from a short suit when holding trumps (to ruff later), else from the longest
    best, bv = -1, -1e9
    for s in range(4):
        mine = hand & SM[s]
        if not mine or s == trump:
            continue
        n = mine.bit_count()
        un = unseen & SM[s]
        v = 0.0
        if my_t:
            v += 3 - n if n <= 2 else -0.5 * n
        else:
            v += n
        if _may_ruff(opps[0], s, unseen, voids, trump) or _may_ruff(
            opps[1], s, unseen, voids, trump
        ):
            v -= 4
        # do not lead away from a second-best card with one guard (K x)
        if un and (un & above(hi(mine))).bit_count() == 1 and n == 2:
            v -= 1.5
        if v > bv:
            best, bv = lo(mine), v
    if best >= 0:
        return best, "lead_low"
    return lo(hand), "lead_low"


def play_easy(
    seat: int, hand: int, legal: int, trick: Sequence[int], trump: int | None
) -> tuple[int, str]:
    """(card, reason) by rank alone: aces, cheap wins in last seat, low otherwise."""
    if not trick:
        for s in range(4):
            m = hand & SM[s]
            if m and hi(m) % 13 == 12 and s != trump:
                return hi(m), "cash_winner"
        best, n = -1, -1
        for s in range(4):
            m = hand & SM[s]
            if m and m.bit_count() > n:
                best, n = lo(m), m.bit_count()
        return best, "lead_low"
    led = trick[0] // 13
    best = trick[winning_index(trick, trump)]
    follow = legal & SM[led]
    if follow:
        top = hi(follow)
        if len(trick) == 2 or top % 13 == 12:
            m = follow
            while m:
                low = m & -m
                c = low.bit_length() - 1
                m ^= low
                if beats(c, best, trump):
                    return c, "win_trick"
        return lo(follow), "follow_low"
    if trump is not None:
        m = legal & SM[trump]
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            if beats(c, best, trump):
                return c, "ruff"
    pool = legal & ~SM[trump] if trump is not None and legal & ~SM[trump] else legal
    c = min(cards_of(pool), key=lambda c: c % 13)
    return c, "discard_low"


# --- hand valuation ---------------------------------------------------------------------------

_HONOR = ((1.0, 1.0, 1.0), (0.25, 0.55, 0.6), (0.0, 0.05, 0.3), (0.0, 0.0, 0.1))


def suit_tricks(m: int, s: int, trump: int | None, out: int = 0) -> float:
    """Estimated tricks of the cards ``m`` of suit ``s`` (``out``: cards known gone)."""
    n = m.bit_count()
    if not n:
        return 0.0
    v = 0.0
    higher_missing = 0
    i = 0
    for r in range(12, -1, -1):
        bit = 1 << (s * 13 + r)
        if m & bit:
            k = min(higher_missing, 3)
            guards = n - i - 1
            v += _HONOR[k][min(guards, 2)]
            i += 1
            if i == n:
                break
        elif not out & bit:
            higher_missing += 1
    if trump is None:
        if n > 4:
            v += (n - 4) * (0.7 if v >= 1 else 0.35)
    elif s == trump:
        if n > 3:
            v += (n - 3) * 0.85
    else:
        v *= 0.9
        if n > 5:
            v += (n - 5) * 0.2
    return v


def hand_value(hand: int, trump: int | None, out: int = 0) -> float:
    """Estimated tricks of a hand under ``trump`` (None = no trump)."""
    v = 0.0
    for s in range(4):
        v += suit_tricks(hand & SM[s], s, trump, out)
    if trump is not None:
        nt = (hand & SM[trump]).bit_count()
        spare = max(0, nt - 2)
        ruff = 0.0
        for s in range(4):
            if s != trump:
                n = (hand & SM[s]).bit_count()
                ruff += (1.0, 0.6, 0.25)[n] if n < 3 else 0.0
        v += min(ruff, spare * 0.8)
    return v


# Calibration over random deals (8-player's 16 cards; he then takes the talon, discards by
# best_discards and the deal is played out by play_medium for every seat):
# contract -> (mean hand_value, mean tricks, tricks per hand_value point).
CALIB = {True: (4.56, 6.53, 0.89), False: (4.93, 6.04, 0.66)}


def predicted_tricks(hand: int, trump: int | None) -> float:
    mean_v, mean_t, slope = CALIB[trump is not None]
    return mean_t + slope * (hand_value(hand, trump) - mean_v)


def contract_trump(action: str) -> int | None:
    if action.startswith("trump "):
        return "CDHS".index(action[-1])
    return None


def announce(hand: int, legal: list[str], level: str, target: int) -> tuple[str, str]:
    """(action, reason) for the announcement."""
    contracts = [a for a in legal if a.startswith("trump") or a == "notrump"]
    if level == "easy":
        best, bv = None, -1e9
        for a in contracts:
            t = contract_trump(a)
            v = (
                (hand & SM[t]).bit_count() + 0.3 * (hi(hand & SM[t]) % 13) / 12
                if t is not None and hand & SM[t]
                else 2.5
            )
            if v > bv:
                best, bv = a, v
        if best is None:
            best = legal[0]
        return best, "best_trump_suit" if best.startswith("trump") else "notrump_strength"
    if not contracts:
        return legal[0], "forced"
    scored = []
    for a in contracts:
        t = contract_trump(a)
        est = predicted_tricks(hand, t)
        rel = est - CALIB[t is not None][1]
        scored.append((rel, est, a))
    scored.sort(key=lambda x: (-x[0], -x[1], x[2]))
    rel, est, a = scored[0]
    if "pass" in legal and max(x[1] for x in scored) < target - 3.2:
        return "pass", "pass_weak_hand"
    if len(contracts) == 1:
        return a, "forced"
    if a == "notrump":
        return a, "notrump_strength"
    if len(contracts) > 1 and scored[1][1] > est:
        return a, "save_contract"
    return a, "best_trump_suit"


def announce_values(
    hand: int, legal: list[str], target: int
) -> list[tuple[str, float | None, str]]:
    """[(action, estimated points, reason)] for analyse(): tricks estimate minus target."""
    out: list[tuple[str, float | None, str]] = []
    for a in legal:
        if a == "pass":
            out.append((a, None, "pass_weak_hand"))
        elif a.startswith("trump") or a == "notrump":
            t = contract_trump(a)
            out.append(
                (
                    a,
                    round(predicted_tricks(hand, t) - target, 2),
                    "best_trump_suit" if t is not None else "notrump_strength",
                )
            )
        else:
            out.append((a, None, "forced"))
    return out


def best_discards(hand: int, k: int, trump: int | None, level: str) -> list[int]:
    """The ``k`` cards the 8-player lays away: keep trumps and aces, make voids."""
    gen = best_discards_steps(hand, k, trump, level)
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            chosen: list[int] = stop.value
            return chosen


def best_discards_steps(
    hand: int, k: int, trump: int | None, level: str
) -> Generator[None, None, list[int]]:
    """Generator: ``best_discards``, yielding after each plan it weighs (a search's step)."""
    if k <= 0:
        return []
    if level == "easy":
        cards = sorted(cards_of(hand), key=lambda c: (c // 13 == trump, c % 13, c))
        return cards[:k]
    best, bv = None, -1e9
    starts = [0]
    for s in range(4):  # plans that empty a short suit
        m = hand & SM[s]
        if s != trump and m and m.bit_count() <= k:
            starts.append(m)
    for start in starts:
        out = cards_of(start)
        h = hand & ~start
        while len(out) < k:
            c = max(
                cards_of(h), key=lambda c: (hand_value(h & ~(1 << c), trump) - 0.001 * (c % 13), -c)
            )
            out.append(c)
            h &= ~(1 << c)
        v = hand_value(h, trump)
        if v > bv + 1e-9:
            best, bv = out, v
        yield
    assert best is not None  # the first plan (start 0) always beats -1e9
    return best


def draw_gain(hand: int, suit: int, trump: int | None, candidates: int) -> float:
    """Expected gain in tricks of drawing in ``suit``: the giver's highest among ``candidates``
    (cards he may hold) replaces the drawer's lowest of the suit."""
    mine = hand & SM[suit]
    if not mine:
        return -1.0
    give = lo(mine)
    base = hand_value(hand, trump)
    gain = 0.0
    m = candidates & SM[suit] & ~((2 << give) - 1)
    for p in (0.45, 0.3, 0.15):
        if not m:
            break
        top = hi(m)
        m &= ~(1 << top)
        gain += p * (hand_value((hand & ~(1 << give)) | (1 << top), trump) - base)
    return gain


def least_card(hand: int, trump: int | None) -> int:
    """The card a giver returns when he may choose (polish trump draws)."""
    return throw(hand, hand, DECK & ~hand, trump)
