"""3-5-8 view: what one seat knows now, JSON-ready (docs/engine.md "The view")."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Protocol, Required, TypedDict

from ..cards import NAMES, SUITS
from ..cards import names_of as _names
from ..game import view_head
from ..games import GameView, SeatCard, TrickView
from ..tricks import TrickRecord

if TYPE_CHECKING:
    from ..games import HeadSource
    from .legality import PlanEntry

    class BlatoViewed(HeadSource, Protocol):
        """What ``view`` reads of a 3-5-8 game (``engine.blato.game.BlatoGame``)."""

        options: Any
        scores: list[int]
        announced: list[list[tuple[str, int]]]
        results: list[int] | None
        last_trick: TrickRecord | None
        last_hand: BlatoLastHandRecord | None
        calls: list[list[Any]]
        eight: int
        five: int
        three: int
        targets: list[int]
        hands: list[int]
        talon: list[int]
        talon_taken: bool
        discards: list[int]
        contract: str | None
        trump: int | None
        plan: list[PlanEntry]
        draws: list[tuple[int, int, int, int, int]]
        pending: tuple[int, int, int, int] | None
        previewed: bool
        trick: list[int]
        leader: int | None
        tricks_taken: list[int]
        tricks: list[TrickRecord]

        def winners(self) -> list[int]: ...

# Every key of a view is there in every phase (``leader`` None before the play, ``contract`` and
# ``trump`` before the announcement), except in ``known``: the talon and its discards only for
# the 8-player once he took the talon up or looked at it. ``BlatoSheetEntry`` is a row of
# ``score_sheet()``.


class BlatoRoles(TypedDict):
    """The seat of each target this deal."""

    eight: int
    five: int
    three: int


class DrawPlanView(TypedDict):
    """One entry of the draws owed this deal (``engine.blato.draw``)."""

    drawer: int
    giver: int
    count: int
    done: int
    lapsed: int  # a bool (False or True), kept in the plan's list of ints


class KnownDraw(TypedDict):
    """A draw this seat took part in: both cards (``returned`` None until given back)."""

    drawer: int
    giver: int
    suit: str
    given: str
    returned: str | None


class BlatoKnown(TypedDict, total=False):
    """What only this seat knows besides its hand: its draws always; the talon and the discards
    only for the 8-player once he took the talon up or looked at it."""

    draws: Required[list[KnownDraw]]
    talon: list[str]
    discards: list[str]


class BlatoLastHand(TypedDict):
    """The deal scored last, as a view shows it."""

    hand_number: int
    contract: str | None
    tricks: list[TrickView]
    scores: list[int]
    targets: list[int]
    tricks_taken: list[int]


class BlatoView(GameView):
    """``view(game, seat)`` of 3-5-8: every game's keys (``contract``: "trump S", "notrump",
    "misere", None before the announcement) and 3-5-8's own."""

    targets: list[int]
    roles: BlatoRoles
    announced: list[list[str]]  # per seat, every announcement of the game (passes too)
    draw_plan: list[DrawPlanView]
    previous_results: list[int] | None  # tricks - target per seat in the deal before
    talon_size: int
    out_of_play: int
    last_hand: BlatoLastHand | None
    known: BlatoKnown
    winners: list[int]


class BlatoLastHandRecord(TypedDict):
    """The deal scored last, as the game keeps it (``BlatoGame.last_hand``)."""

    hand_number: int
    contract: str | None
    tricks: list[TrickRecord]
    scores: list[int]
    targets: list[int]
    tricks_taken: list[int]


class DrawOwed(TypedDict):
    drawer: int
    giver: int
    count: int


class BlatoSheetEntry(TypedDict):
    """One finished deal of ``score_sheet()``."""

    hand_number: int
    contract: str | None
    dealer: int
    eight: int
    targets: list[int]
    tricks: list[int]
    scores: list[int]  # this deal's: tricks - target
    totals: list[int]  # running, after it
    draws_next: list[DrawOwed]


def _cards(leader: int | None, cards: Iterable[int]) -> list[SeatCard]:
    """A trick's cards as the view shows them: ``[[seat, card name], ...]`` in play order."""
    if leader is None:  # before the play: no trick
        return []
    return [[(leader + i) % 3, NAMES[c]] for i, c in enumerate(cards)]


def _trick(record: TrickRecord) -> TrickView:
    leader, cards, winner = record
    return {"leader": leader, "cards": _cards(leader, cards), "winner": winner}


def view(game: BlatoViewed, seat: int) -> BlatoView:
    """All that ``seat`` knows of ``game`` now, and nothing more."""
    g = game
    return {
        **view_head(g, seat),
        "hand": _names(g.hands[seat]),
        "hand_sizes": [h.bit_count() for h in g.hands],
        "trick": _cards(g.leader, g.trick),
        "leader": g.leader,
        "trump": None if g.trump is None else SUITS[g.trump],
        "contract": g.contract,
        "tricks_taken": list(g.tricks_taken),
        "scores": list(g.scores),
        "targets": list(g.targets),
        "roles": {"eight": g.eight, "five": g.five, "three": g.three},
        "announced": [[c for c, _ in a] for a in g.announced],
        "draw_plan": [
            {"drawer": e[0], "giver": e[1], "count": e[2], "done": e[3], "lapsed": e[4]}
            for e in g.plan
        ],
        "previous_results": None if g.results is None else list(g.results),
        "talon_size": 0 if g.talon_taken else len(g.talon),
        "out_of_play": len(g.discards),
        "history": {"calls": [list(c) for c in g.calls], "tricks": [_trick(t) for t in g.tricks]},
        "last_trick": None if g.last_trick is None else _trick(g.last_trick),
        "last_hand": _last_hand(g.last_hand),
        "known": _known(g, seat),
        "is_over": g.to_move is None,
        "winners": g.winners(),
        "options": g.options.as_dict(),
    }


def _last_hand(last: BlatoLastHandRecord | None) -> BlatoLastHand | None:
    if last is None:
        return None
    return {  # the record's keys in its order, its tricks as the view shows them
        "hand_number": last["hand_number"],
        "contract": last["contract"],
        "tricks": [_trick(t) for t in last["tricks"]],
        "scores": list(last["scores"]),
        "targets": last["targets"],
        "tricks_taken": last["tricks_taken"],
    }


def _known(g: BlatoViewed, seat: int) -> BlatoKnown:
    """The cards of the draws ``seat`` took part in; the talon and discards of the 8-player."""
    draws: list[KnownDraw] = [
        {"drawer": d, "giver": gv, "suit": SUITS[s], "given": NAMES[given], "returned": NAMES[back]}
        for d, gv, s, given, back in g.draws
        if seat in (d, gv)
    ]
    if g.pending is not None and seat in g.pending[:2]:
        d, gv, s, given = g.pending
        draws.append(
            {"drawer": d, "giver": gv, "suit": SUITS[s], "given": NAMES[given], "returned": None}
        )
    known: BlatoKnown = {"draws": draws}
    if seat == g.eight and (g.talon_taken or g.previewed):
        known["talon"] = [NAMES[c] for c in g.talon]
        known["discards"] = [NAMES[c] for c in g.discards]
    return known
