"""3-5-8 fast-play surface for bots and search: card play on ints and masks, cheap copies.

Cards are ints 0..51 and hands 52-bit masks (``engine.cards``); nothing here checks legality or
makes strings. The game plays its own cards through ``TrickPlay``, so a play-out and the game
follow the same rules (``legality.playable``, ``engine.tricks.winning_index``).

Card play (``TrickPlay``: ``BlatoGame`` in phase ``play``, and ``PlayOut``):

* state: ``hands`` (three masks), ``trick`` (the cards of the trick in progress, in play
  order), ``leader`` (who led it), ``to_move``, ``trump`` (suit int or None), ``duty`` (BV-13:
  a void player must trump and over-trump), ``played`` (mask of the cards played this deal),
  ``voids`` (per seat, bit s set: shown void in suit s this deal), ``tricks_taken``;
* ``legal_cards_mask()``: the cards ``to_move`` may play; ``play_card(card)`` plays a legal
  card (the game also logs it as ``play XX``);
* ``PlayOut(hands, trick, leader, trump, duty, played, voids, tricks_taken)``: the rest of a
  deal as a cheap state of its own, built from what a view tells and a sampled deal (the
  search plays out on it).

The game (``BlatoGame``, through ``SearchMixin``):

* ``copy()`` a fast independent copy;
* ``known_hands(seat)`` per seat, the cards ``seat`` knows to be there (his own hand; cards he
  saw change hands in his draws); ``unseen(seat)`` the cards whose place he does not know;
* ``with_hands(hands, talon=None, discards=None)`` a copy with other hands (e.g. the unseen
  cards dealt afresh consistently with a view), for play-outs only: its log no longer replays;
* ``BlatoGame.from_hands(hands, talon, dealer=..., hand_number=..., ...)`` a game at the
  start of a chosen deal (tests and tutorials; its log does not replay either);
* also readable: ``phase``, ``dealer``, ``hand_number``, ``eight``/``five``/``three``,
  ``targets``, ``contract``, ``tricks`` (finished: ``(leader, cards, winner)``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, Self

from ..cards import DECK, cards_of
from ..cards import mask as _mask
from ..tricks import winning_index
from .legality import PlanEntry, playable


class TrickState(Protocol):
    """What ``TrickPlay`` reads and writes: a ``BlatoGame`` in phase play, or a ``PlayOut``."""

    hands: list[int]
    trick: list[int]
    trump: int | None
    duty: bool
    played: int
    voids: list[int]
    tricks_taken: list[int]

    @property
    def to_move(self) -> int | None: ...
    @to_move.setter
    def to_move(self, seat: int) -> None: ...
    @property
    def leader(self) -> int | None: ...
    @leader.setter
    def leader(self, seat: int) -> None: ...
    def _trick_won(self, leader: int, cards: list[int], winner: int) -> None: ...


class TrickPlay:
    """Card play (2.7) on masks, for the game and for play-outs."""

    __slots__ = ()

    # Declared for the type checker (no slots: the game's and PlayOut's own attributes).
    to_move: int | None
    leader: int | None
    trick: list[int]

    def legal_cards_mask(self: TrickState) -> int:
        """The cards ``to_move`` may play now (2.7.2, BV-13)."""
        # to_move is a seat in phase play (not checked: the hottest path of a play-out)
        return playable(self.hands[self.to_move], self.trick, self.trump, self.duty)[0]  # type: ignore[index]

    def play_card(self: TrickState, card: int) -> None:
        """Play ``card`` for ``to_move``; it must be legal (not checked)."""
        # to_move and leader are seats in phase play (not checked: the hottest path)
        seat: int = self.to_move  # type: ignore[assignment]
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        trick = self.trick
        if trick:
            led = trick[0] // 13
            if card // 13 != led:
                self.voids[seat] |= 1 << led
        trick.append(card)
        if len(trick) < 3:
            self.to_move = (seat + 1) % 3
            return
        leader: int = self.leader  # type: ignore[assignment]
        winner = (leader + winning_index(trick, self.trump)) % 3
        self.tricks_taken[winner] += 1
        self.trick: list[int] = []
        self.leader = self.to_move = winner
        self._trick_won(leader, trick, winner)

    def _trick_won(self, leader: int, cards: list[int], winner: int) -> None:
        """After each trick (``to_move`` is already its winner): the game records it."""


class PlayOut(TrickPlay):
    """The rest of a deal's card play as a cheap state of its own, for the search's play-outs:
    the same rules as the game's (``TrickPlay``), none of its bookkeeping. The lists given are
    copied; ``to_move`` is the seat after the cards of ``trick``."""

    hands: list[int]
    trick: list[int]
    leader: int
    to_move: int
    trump: int | None
    duty: bool
    played: int
    voids: list[int]
    tricks_taken: list[int]

    __slots__ = (
        "hands",
        "trick",
        "leader",
        "to_move",
        "trump",
        "duty",
        "played",
        "voids",
        "tricks_taken",
    )

    def __init__(
        self,
        hands: Sequence[int],
        trick: Sequence[int],
        leader: int,
        trump: int | None,
        duty: bool,
        played: int = 0,
        voids: Sequence[int] = (0, 0, 0),
        tricks_taken: Sequence[int] = (0, 0, 0),
    ) -> None:
        self.hands = list(hands)
        self.trick = list(trick)
        self.leader = leader
        self.to_move = (leader + len(trick)) % 3
        self.trump = trump
        self.duty = duty
        self.played = played
        self.voids = list(voids)
        self.tricks_taken = list(tricks_taken)


class SearchMixin:
    """Copies and what a seat knows, for ``BlatoGame`` (see the module's docstring)."""

    # What it reads and writes of BlatoGame's state (engine.blato.game).
    rng: random.Random
    plan: list[PlanEntry]
    announced: list[list[tuple[str, int]]]
    named: list[list[tuple[str, int]]]
    draws: list[tuple[int, int, int, int, int]]
    hands: list[int]
    played: int
    eight: int
    talon: list[int]
    talon_taken: bool
    previewed: bool
    discards: list[int]
    dealer: int
    hand_number: int
    results: list[int] | None
    scores: list[int]
    calls: list[list[Any]]

    if TYPE_CHECKING:  # BlatoGame's own

        def __init__(
            self, seed: int = 0, options: Mapping[str, Any] | None = None, edition: int = ...
        ) -> None: ...
        def _new_deal(self, cards: tuple[list[int], list[int]] | None = None) -> None: ...

    def copy(self) -> Self:
        """An independent copy, made by hand (about 10x faster than ``deepcopy``)."""
        new = object.__new__(type(self))
        d = self.__dict__.copy()
        for key in (
            "hands",
            "scores",
            "sheet",
            "calls",
            "draws",
            "discards",
            "steps",
            "trick",
            "tricks_taken",
            "tricks",
            "voids",
            "targets",
            "log",
        ):
            d[key] = d[key][:]
        d["plan"] = [e[:] for e in self.plan]
        d["announced"] = [a[:] for a in self.announced]
        d["named"] = [a[:] for a in self.named]
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        d["rng"] = rng
        d["_legal"] = None
        new.__dict__.update(d)
        return new

    def known_hands(self, seat: int) -> list[int]:
        """Per seat, the cards ``seat`` knows to be in that hand now (his own: all of it).

        Cards that changed hands in a draw with ``seat`` stay where he last saw them go.
        """
        where: dict[int, int] = {}
        for drawer, giver, _suit, given, returned in self.draws:
            if seat in (drawer, giver):
                where[given] = giver
                where[returned] = drawer
        out = [0, 0, 0]
        for card, holder in where.items():
            out[holder] |= 1 << card
        for s in range(3):
            out[s] &= self.hands[s] if s == seat else ~(self.hands[seat] | self.played)
        out[seat] = self.hands[seat]
        return out

    def unseen(self, seat: int) -> int:
        """Cards whose place ``seat`` does not know: in other hands or out of play."""
        known = self.played
        for m in self.known_hands(seat):
            known |= m
        if seat == self.eight and (self.talon_taken or self.previewed):
            known |= _mask(self.talon) | _mask(self.discards)
        return DECK & ~known

    def with_hands(
        self,
        hands: Sequence[int],
        talon: Sequence[int] | None = None,
        discards: Sequence[int] | None = None,
    ) -> Self:
        """A copy whose hands (and talon or discard cards, if given) are replaced.

        For determinized search: deal ``unseen(seat)`` to the other hands (their sizes minus
        ``known_hands(seat)``) and to the cards out of play, then play out the copy.
        """
        if [h.bit_count() for h in hands] != [h.bit_count() for h in self.hands]:
            raise ValueError("the new hands must have the same sizes as the old ones")
        if hands[0] & hands[1] or hands[0] & hands[2] or hands[1] & hands[2]:
            raise ValueError("the new hands overlap")
        new = self.copy()
        new.hands = list(hands)
        if talon is not None:
            new.talon = sorted(talon)
        if discards is not None:
            new.discards = list(discards)
        return new

    @classmethod
    def from_hands(
        cls,
        hands: Sequence[Iterable[int | str]],
        talon: Iterable[int | str],
        *,
        dealer: int = 0,
        hand_number: int = 1,
        results: Sequence[int] | None = None,
        announced: Sequence[Sequence[tuple[str, int]]] | None = None,
        scores: Sequence[int] | None = None,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
    ) -> Self:
        """A game at the start of deal ``hand_number`` by ``dealer`` with ``hands`` and
        ``talon`` (card names or ints), after a previous deal of ``results`` (its draws are
        owed now), ``announced`` per seat ``[(contract, deal), ...]`` and ``scores``. For tests
        and tutorials: its action log does not replay (a save of it does not load)."""
        game = cls(seed, options)
        game.dealer = dealer
        game.hand_number = hand_number
        if results is not None:
            game.results = list(results)
        if announced is not None:
            game.announced = [list(a) for a in announced]
            game.named = [[e for e in a if e[0] != "pass"] for a in game.announced]
        if scores is not None:
            game.scores = list(scores)
        game.calls = []
        game._new_deal(([_mask(h) for h in hands], cards_of(_mask(talon))))
        return game
