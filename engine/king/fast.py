"""King's fast surface for bots: cheap copies and games built from a chosen deal."""

from __future__ import annotations

import random

from ..cards import NAMES


class SearchMixin:
    """Mixed into ``KingGame``; see its module docstring for the whole bot surface."""

    def copy(self):
        g = object.__new__(type(self))
        d = self.__dict__.copy()
        for k in ("hands", "trick", "tricks", "tricks_taken", "hand_pts", "won", "scores",
                  "sheet", "calls", "log", "played"):
            d[k] = list(d[k])
        if self.auction is not None:
            d["auction"] = self.auction.copy()
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        d["rng"] = rng
        g.__dict__ = d
        return g

    def with_hands(self, hands: list[int]):
        """A copy whose four hand masks are ``hands`` (e.g. a sampled deal of unseen cards)."""
        g = self.copy()
        g.hands = [int(h) for h in hands]
        g._legal = None
        return g

    @classmethod
    def from_position(cls, hands: list, *, hand_number: int = 1, dealer: int = 0,
                      contract: str | None = None, options: dict | None = None,
                      seed: int = 0, scores: list[int] | None = None):
        """A game at the start of hand ``hand_number`` dealt by ``dealer`` with ``hands``
        (masks or lists of card names; equal sizes below 13 start later in the hand).
        ``contract`` picks the negative contract (else the schedule's). For tests and bots."""
        g = cls(seed, options)
        g.hand_no = hand_number
        g.first_dealer = (dealer - hand_number + 1) % 4
        g.scores = list(scores or [0, 0, 0, 0])
        g.calls = []
        masks = []
        for h in hands:
            if isinstance(h, int):
                masks.append(h)
            else:
                m = 0
                for n in h:
                    m |= 1 << NAMES.index(n)
                masks.append(m)
        g._new_hand(masks, contract)
        g._legal = None
        return g
