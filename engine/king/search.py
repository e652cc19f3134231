"""hard's determinized search for King: deals sampled consistent with the view, played out by the
rule layer (``engine.king.policy``), the same samples for every candidate (``engine.bots.search``).

Sampling (``Sampler``): the unseen cards go to the other seats, each getting exactly its hand
size, never a card its plays rule out (``Info.forbid``: voids shown by failing to follow suit,
duties not done). In a positive hand whoever named trump is assumed to hold at least three
trumps (redrawn a few times, then accepted anyway). Cards are placed most-constrained first,
each into a seat with room, weighted by the room left; a dead end redraws.

Worlds are engine games driven through their fast-play surface (``engine.king.fast``): one
``template`` per decision (``KingGame.from_hands`` with the sample's original hands, then the
hand's public calls and plays replayed), then ``template.with_hands(sample)`` per sampled deal.

Everything here that a page runs is a generator that yields every few tricks of a play-out
(``TRICKS_PER_STEP``) and every few sampling attempts (``ATTEMPTS_PER_STEP``), so that no single
step of a bot's ``think`` is long.
"""

from __future__ import annotations

import random
import time
from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from ..bots.search import evaluate_candidates, no_room
from ..cards import SUIT_MASK, SUITS, mask
from ..errors import IllegalAction
from .game import KingGame
from .policy import PEN, Info, best_trump, play_card

if TYPE_CHECKING:
    from ..bots.base import Bot
    from ..bots.search import Stat
    from .view import KingView

# One sampled deal's tricks per seat under each trump (None: no trump), and the deal.
TrumpRow = tuple[list[int], dict[int | None, list[int]]]

TRICKS_PER_STEP = 3  # a play-out yields after every this many finished tricks
ATTEMPTS_PER_STEP = 8  # the sampler yields after every this many failed attempts


class Sampler:
    """Deals of the unseen cards consistent with what one seat knows (an ``Info``)."""

    def __init__(
        self, info: Info, rng: random.Random, extra: dict[int, tuple[int, int]] | None = None
    ) -> None:
        self.rng = rng
        self.me = me = info.me
        self.fixed = info.hand
        self.need = [0 if p == me else info.sizes[p] for p in range(4)]
        seats = [p for p in range(4) if p != me]
        cards: list[tuple[int, int, list[int]]] = []
        for c in range(52):
            if info.others >> c & 1:
                allowed = [p for p in seats if not info.forbid[p] >> c & 1]
                cards.append((len(allowed), c, allowed))
        cards.sort()
        self.cards = [(c, allowed) for _, c, allowed in cards]
        self.extra = extra or {}  # seat -> (mask, at least n cards of it in the whole hand)
        self.played_by = info.played_by

    def draw_steps(self) -> Generator[None, None, list[int] | None]:
        """Generator returning a sampled deal; yields every few failed attempts."""
        for attempt in range(40):
            hands = self._try(attempt >= 30)
            if hands is None:
                if attempt % ATTEMPTS_PER_STEP == ATTEMPTS_PER_STEP - 1:
                    yield
                continue
            ok = True
            for seat, (m, n) in self.extra.items():
                if ((hands[seat] | self.played_by[seat]) & m).bit_count() < n:
                    ok = False
            if ok or attempt >= 8:
                return hands
        return self._try(True)

    def _try(self, loose: bool) -> list[int] | None:
        rng = self.rng
        room = list(self.need)
        hands = [0, 0, 0, 0]
        hands[self.me] = self.fixed
        for c, allowed in self.cards:
            if loose:
                allowed = [p for p in range(4) if p != self.me]
            tot = 0
            for p in allowed:
                tot += room[p]
            if tot == 0:
                return None
            r = rng.randrange(tot)
            for p in allowed:
                r -= room[p]
                if r < 0:
                    break
            room[p] -= 1
            hands[p] |= 1 << c
        return hands


def template(view: KingView, info: Info, hands: list[int]) -> KingGame:
    """An engine game at the view's position with ``hands`` as the seats' current cards."""
    orig = [hands[p] | info.played_by[p] for p in range(4)]
    con = view["contract"]
    positive = view["beneficiary"] is not None
    dealer = view["dealer"]
    assert dealer is not None  # in the play of a dealt hand
    g = KingGame.from_hands(
        orig,
        hand_number=view["hand_number"],
        dealer=dealer,
        contract=None if positive else con,
        options=view["options"],
        scores=view["scores"],
    )
    if positive:
        for _, action in view["history"]["calls"]:
            if action.startswith(("dealer", "contract")):
                continue
            g.apply(action)
    for t in view["history"]["tricks"]:
        for _, n in t["cards"]:
            g.apply("play " + n)
    for _, n in view["trick"]:
        g.apply("play " + n)
    return g


def playout_steps(g: KingGame) -> Generator[None, None, None]:
    """Generator: play the hand of ``g`` to its end with the rule policy (every seat), yielding
    after every ``TRICKS_PER_STEP`` finished tricks; ``g.stop_after_hand()`` comes first."""
    mark = g.tricks_played
    while g.phase == "play":
        if g.tricks_played - mark >= TRICKS_PER_STEP:
            mark = g.tricks_played
            yield
        legal = g.legal_cards_mask()
        if legal & (legal - 1):
            # to_move and contract are set in phase play (not checked: the play-outs' loop)
            p: int = g.to_move  # type: ignore[assignment]
            hs = g.hands
            others = (hs[0] | hs[1] | hs[2] | hs[3]) ^ hs[p]
            c = play_card(
                hs[p],
                legal,
                g.trick,
                p,
                g.leader,
                g.contract,  # type: ignore[arg-type]
                g.trump,
                others,
                (others, others, others, others),
                g.tricks_played,
                True,
            )
        else:
            c = legal.bit_length() - 1
        g.play_card(c)


def equivalents(info: Info, legal: int) -> dict[int, int]:
    """Each legal card -> the lowest card of its run of equivalent cards (adjacent among the
    cards still out, same penalty)."""
    pen = PEN[info.contract.name]
    live = info.others | info.hand
    rep: dict[int, int] = {}
    for s in range(4):
        prev: int | None = None
        for c in range(13 * s, 13 * s + 13):
            if not live >> c & 1:
                continue
            if legal >> c & 1:
                if prev is not None and (pen is None or pen[prev] == pen[c]):
                    rep[c] = rep[prev]
                else:
                    rep[c] = c
                prev = c
            else:
                prev = None
    return rep


def card_candidates(info: Info, legal: int, order: list[int], limit: int = 6) -> list[int]:
    """Legal cards, one per run of equivalent cards, in ``order`` (best rule score first), at
    most ``limit``; the first card of ``order`` stands for its run."""
    rep = equivalents(info, legal)
    out = []
    taken = set()
    for c in order:
        r = rep.get(c, c)
        if r not in taken:
            taken.add(r)
            out.append(c)
    return out[:limit]


def search_card(
    bot: Bot,
    view: KingView,
    info: Info,
    legal: int,
    order: list[int],
    limit: int = 6,
    always: bool = False,
) -> Generator[None, None, list[Stat] | None]:
    """Generator: the search's stats over card candidates (ints); None when only one
    candidate is left (unless ``always``)."""
    cands = card_candidates(info, legal, order, limit)
    if len(cands) == 1 and not always:
        return None
    extra: dict[int, tuple[int, int]] = {}
    if view["beneficiary"] is not None and view["trump"] is not None:
        auction = view["auction"]
        sold = auction["sold"] if auction else None
        namer = sold[0] if sold else view["beneficiary"]  # who named trump holds some
        if namer != info.me:
            extra[namer] = (SUIT_MASK[SUITS.index(view["trump"])], 3)
    sampler = Sampler(info, bot.rng, extra)
    me = info.me
    state: dict[str, Any] = {}  # "t": the template game, "base": my score before the hand

    def draw() -> Generator[None, None, list[int]]:
        hands = yield from sampler.draw_steps()
        tries = 0
        while "t" not in state:
            try:
                assert hands is not None  # (a loose draw always places every card)
                state["t"] = template(view, info, hands)
                state["base"] = state["t"].scores[me]
            except IllegalAction:  # a deal the history rules out: draw again
                tries += 1
                if tries > 50:
                    raise
                yield
                hands = yield from sampler.draw_steps()
        assert hands is not None
        return hands

    def evaluate(hands: list[int], c: int) -> Generator[None, None, float]:
        g = state["t"].with_hands(hands)
        g.stop_after_hand()
        g.play_card(c)
        yield from playout_steps(g)
        gain: float = g.scores[me] - state["base"]
        return gain

    return (yield from evaluate_candidates(bot, cands, draw, evaluate))


# --- positive-hand decisions: tricks per trump suit on sampled full deals ------------------------


def random_deal(rng: random.Random, unseen: list[int], me: int, hand: int) -> list[int]:
    """Four hand masks: ``hand`` for ``me``, the ``unseen`` cards shuffled to the others."""
    deck = list(unseen)
    for i in range(len(deck) - 1, 0, -1):
        j = rng.randrange(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    hands = [0, 0, 0, 0]
    hands[me] = hand
    seats = [p for p in range(4) if p != me]
    for k, p in enumerate(seats):
        for c in deck[13 * k : 13 * k + 13]:
            hands[p] |= 1 << c
    return hands


def trump_table(
    bot: Bot, view: KingView, suits: list[int | None]
) -> Generator[None, None, list[TrumpRow]]:
    """Generator: list of per-sample tables ``{suit: [tricks per seat]}`` and the sampled hands,
    from full deals of the unseen cards played out by the rule policy under each trump."""
    me = view["seat"]
    hand = mask(view["hand"])
    unseen = [c for c in range(52) if not hand >> c & 1]
    opts = dict(view["options"])
    lead_how = opts.get("positive_leader", "dealer")
    dealer = view["dealer"]
    assert dealer is not None  # a positive hand is dealt
    leader = (dealer + 1) % 4 if lead_how == "dealer_left" else dealer
    opts.update({"auction": False, "positive_leader": "dealer", "early_end": False})
    rows: list[TrumpRow] = []
    t0 = time.perf_counter()
    fixed = bot.iterations
    if fixed is None and bot.deadline is None:
        fixed = 24
    while True:
        if fixed is not None and len(rows) >= fixed:
            break
        if fixed is None and len(rows) >= 4 and (bot.out_of_time() or no_room(bot, t0, len(rows))):
            break
        if len(rows) >= 400:
            break
        hands = random_deal(bot.rng, unseen, me, hand)
        base = KingGame.from_hands(
            hands, hand_number=view["hand_number"], dealer=leader, options=opts
        )
        row: dict[int | None, list[int]] = {}
        for t in suits:
            g = base.copy()
            g.stop_after_hand()
            g.apply("notrump" if t is None else "trump " + SUITS[t])
            yield from playout_steps(g)
            row[t] = g.score_sheet()[-1]["tricks"]
            yield
        rows.append((hands, row))
    return rows


def heuristic_trump(hand: int, notrump: bool) -> int | None:
    return best_trump(hand, notrump)[0]
