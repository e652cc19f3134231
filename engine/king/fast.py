"""King's fast-play surface for search: the public members bots use to play many hands quickly.

Mixed into ``KingGame``; all ints and masks, no action strings, no legality checks:

* ``game.legal_cards_mask()``: the cards ``to_move`` may play now (phase ``play``).
* ``game.play_card(card)``: play ``card`` (an int from that mask) for ``to_move``, as
  ``apply("play XX")`` does but without the check.
* ``game.copy()``: a cheap independent copy (the random generator included).
* ``game.with_hands(hands)``: a copy whose four hand masks are ``hands``, e.g. a deal of the
  unseen cards sampled from one seat's view; its log no longer replays.
* ``game.stop_after_hand()``: the match ends when this hand is scored, so a play-out never deals
  another hand; ``score_sheet()[-1]`` and ``tricks_taken`` then hold the hand's result.
* ``KingGame.from_hands(hands, ...)``: a game at the start of a chosen hand from a chosen
  deal, for tests and for search; it is not a replayable save.

What they read: ``phase``, ``to_move``, ``hands``, ``trick``, ``leader``, ``contract``,
``trump``, ``tricks_played``, ``hand_number``, ``scores`` (see ``engine.king.game``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Self

from ..cards import mask
from .legality import PLAY, PlayRules, playable

if TYPE_CHECKING:
    from .auction import Auction
    from .rules import Contract


class FastPlay:
    """The fast-play members of ``KingGame`` (see the module docstring)."""

    # What they read and write of KingGame's state (engine.king.game, where it is described).
    hands: list[int]
    to_move: int | None
    trick: list[int]
    contract: Contract | None
    trump: int | None
    trump_played: bool
    play_rules: PlayRules
    auction: Auction | None
    rng: random.Random
    log: list[str]
    hand_number: int
    hands_total: int
    first_dealer: int | None
    scores: list[int]
    calls: list[tuple[int, str]]
    _legal: list[str] | None

    if TYPE_CHECKING:  # KingGame's own methods, for the type checker

        def __init__(
            self, seed: int = 0, options: Mapping[str, Any] | None = None, edition: int = ...
        ) -> None: ...
        def _do(self, action: str) -> None: ...
        def _new_hand(
            self, hands: list[int] | None = None, contract: str | None = None
        ) -> None: ...

    def legal_cards_mask(self) -> int:
        """Mask of the cards ``to_move`` may play now (phase play only)."""
        return playable(  # (to_move and contract are set in phase play: not checked, hot path)
            self.hands[self.to_move],  # type: ignore[index]
            self.trick,
            self.contract,  # type: ignore[arg-type]
            self.trump,
            self.trump_played,
            self.play_rules,
        )[0]

    def play_card(self, card: int) -> None:
        """Play ``card``, which must be in ``legal_cards_mask()``, for ``to_move``."""
        action = PLAY[card]
        self._do(action)
        self.log.append(action)

    def copy(self) -> Self:
        g = object.__new__(type(self))
        d = self.__dict__.copy()
        for k in (
            "hands",
            "trick",
            "tricks",
            "tricks_taken",
            "hand_points",
            "won",
            "scores",
            "sheet",
            "calls",
            "log",
            "played",
        ):
            d[k] = list(d[k])
        if self.auction is not None:
            d["auction"] = self.auction.copy()
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        d["rng"] = rng
        g.__dict__ = d
        return g

    def with_hands(self, hands: Sequence[int]) -> Self:
        """A copy whose four hand masks are ``hands`` (e.g. a sampled deal of unseen cards)."""
        g = self.copy()
        g.hands = [int(h) for h in hands]
        g._legal = None
        return g

    def stop_after_hand(self) -> None:
        """End the match when this hand is scored (a play-out needs no next deal)."""
        self.hands_total = self.hand_number

    @classmethod
    def from_hands(
        cls,
        hands: Sequence[int | Sequence[str]],
        *,
        hand_number: int = 1,
        dealer: int = 0,
        contract: str | None = None,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        scores: Sequence[int] | None = None,
    ) -> Self:
        """A game at the start of hand ``hand_number`` dealt by ``dealer`` with ``hands``
        (masks or lists of card names; equal sizes below 13 start later in the hand).
        ``contract`` picks the negative contract (else the schedule's)."""
        g = cls(seed, options)
        g.hand_number = hand_number
        g.first_dealer = (dealer - hand_number + 1) % 4
        g.scores = list(scores or [0, 0, 0, 0])
        g.calls = []
        g._new_hand([h if isinstance(h, int) else mask(h) for h in hands], contract)
        g._legal = None
        return g
