"""King's per-seat view: ``view(game, seat)``, all that one seat knows now, JSON-ready.

Its keys are ``KingView``'s (docs/engine.md "The view" and King's own); every key is there in
every phase, those of another phase with None (``leader`` outside play, ``auction`` outside the
positive hands, ``winners`` until the match is over). ``KingSheetEntry`` is a row of
``score_sheet()``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, TypedDict

from ..cards import NAMES, SUITS, names_of
from ..game import view_head
from ..games import GameView, TrickView
from ..tricks import TrickRecord

if TYPE_CHECKING:
    from ..games import HeadSource
    from .auction import Auction
    from .rules import Contract

    class KingViewed(HeadSource, Protocol):
        """What ``view`` reads of a King game (``engine.king.game.KingGame``)."""

        options: Any
        first_dealer: int | None
        kh_receiver: int | None
        schedule: tuple[str, ...]
        played: list[str]
        scores: list[int]
        calls: list[tuple[int, str]]
        last_trick: TrickRecord | None
        last_hand: KingLastHandRecord | None
        hands: list[int]
        trick: list[int]
        tricks: list[TrickRecord]
        tricks_taken: list[int]
        hand_points: list[int]
        won: list[int]
        contract: Contract | None
        trump: int | None
        leader: int | None
        auction: Auction | None
        buyer: int | None
        bid: int
        declined: bool

        def winners(self) -> list[int]: ...


class KingAuctionView(TypedDict):
    """The auction of a positive hand as the view shows it (``engine.king.auction``)."""

    standing: list[int] | None  # [amount, seat] of the standing offer
    accepted: int
    refused_max: int
    max_ever: int
    sold: list[int] | None  # [buyer, bid] once sold
    declined: bool


class KingLastHand(TypedDict):
    """The hand scored last, as a view shows it."""

    hand_number: int
    contract: str
    tricks: list[TrickView]
    scores: list[int]


class KingView(GameView):
    """``view(game, seat)`` of King: every game's keys (``hand`` is [] once over; ``contract``
    the contract's name, None while the dealer chooses it) and King's own."""

    last_hand: KingLastHand | None
    known: dict[str, Any]  # always {}: King has no private knowledge beside the hand
    beneficiary: int | None  # the dealer of a positive hand
    auction: KingAuctionView | None  # in the positive hands
    taken: list[int] | list[list[str]]  # tricks per seat, or the penalty cards each has taken
    hand_points: list[int]
    contracts_left: list[str]
    first_dealer: int | None
    kh_receiver: int | None
    winners: list[int] | None  # once over


class KingLastHandRecord(TypedDict):
    """The hand scored last, as the game keeps it (``KingGame.last_hand``)."""

    hand_number: int
    contract: str
    tricks: list[TrickRecord]
    scores: list[int]


class KingSheetEntry(TypedDict):
    """One finished hand of ``score_sheet()``."""

    hand_number: int
    contract: str
    dealer: int
    scores: list[int]  # this hand's points per seat
    trump: str | None
    notrump: bool
    buyer: int | None
    bid: int
    payment: int
    declined: bool
    tricks: list[int]
    negative: list[int]  # the negative column (1.7.7): the scores of a negative hand, else 0s
    positive: list[int]


def _trick_dict(t: TrickRecord) -> TrickView:
    leader, cards, winner = t
    return {
        "leader": leader,
        "cards": [[(leader + i) % 4, NAMES[c]] for i, c in enumerate(cards)],
        "winner": winner,
    }


def view(g: KingViewed, seat: int) -> KingView:
    """What ``seat`` knows of the King game ``g`` (docs/engine.md "The view")."""
    head = view_head(g, seat)
    con = g.contract
    over = g.phase == "over"
    positive = con is not None and con.positive
    taken: list[int] | list[list[str]]
    if con is None or positive or not con.pen_mask:
        taken = list(g.tricks_taken)
    else:
        taken = [names_of(w & con.pen_mask) for w in g.won]
    auction: KingAuctionView | None = None
    if positive:
        a = g.auction
        auction = {
            "standing": None if a is None or a.standing is None else list(a.standing),
            "accepted": a.accepted if a else 0,
            "refused_max": a.refused_max if a else 0,
            "max_ever": a.max_ever if a else 0,
            "sold": None if g.buyer is None else [g.buyer, g.bid],
            "declined": g.declined,
        }
    lh = g.last_hand
    lead = g.leader  # None only outside play, when no trick is in progress
    return {
        **head,
        "hand": [] if over else names_of(g.hands[seat]),
        "hand_sizes": [0] * 4 if over else [bin(h).count("1") for h in g.hands],
        "trick": []
        if lead is None
        else [[(lead + i) % 4, NAMES[c]] for i, c in enumerate(g.trick)],
        "leader": g.leader if g.phase == "play" else None,
        "trump": None if g.trump is None else SUITS[g.trump],
        "contract": None if con is None else con.name,
        "tricks_taken": list(g.tricks_taken),
        "scores": list(g.scores),
        "history": {
            "calls": [[s, a] for s, a in g.calls],
            "tricks": [_trick_dict(t) for t in g.tricks],
        },
        "last_trick": None if g.last_trick is None else _trick_dict(g.last_trick),
        "last_hand": None
        if lh is None
        else {
            "hand_number": lh["hand_number"],
            "contract": lh["contract"],
            "tricks": [_trick_dict(t) for t in lh["tricks"]],
            "scores": list(lh["scores"]),
        },
        "known": {},
        "is_over": over,
        "options": g.options.as_dict(),
        "beneficiary": g.dealer if positive else None,
        "auction": auction,
        "taken": taken,
        "hand_points": list(g.hand_points),
        "contracts_left": [n for n in g.schedule if n not in g.played],
        "first_dealer": g.first_dealer,
        "kh_receiver": g.kh_receiver,
        "winners": g.winners() if over else None,
    }
