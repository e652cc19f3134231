"""The trump auction (leilao) of King's positive hands, as the state machine of rules 1.7.4.

``Auction`` (Copag style, KV-12 default) and ``SimpleAuction`` (KV-12 "simple") share one face:
``to_move``, ``deciding`` (the beneficiary must accept/refuse/decline), ``min_bid(seat)`` and
``may_decline()`` (what ``engine.king.legality`` allows from), ``do(action)`` and ``result``:
None while running, else ``("sold", seat, amount)``, ``("kept",)`` or ``("declined",)``.

Speakers are O1, O2, O3 = the beneficiary's left, its left, its right; O1 is the most senior.
"""

from __future__ import annotations

from typing import Literal, Self

# How an auction ended: sold (to a seat, for an amount), kept by the beneficiary, or declined.
Result = tuple[Literal["sold"], int, int] | tuple[Literal["kept"]] | tuple[Literal["declined"]]


class Auction:
    """Copag rounds: O1..O3 speak (the standing offer's holder is skipped), then Ben decides."""

    def __init__(self, ben: int, pela_mao: str = "any_senior", threshold: int = 1) -> None:
        self.ben = ben
        self.opps = ((ben + 1) % 4, (ben + 2) % 4, (ben + 3) % 4)
        self.first_only = pela_mao == "first_only"
        self.threshold = threshold
        self.standing: tuple[int, int] | None = None  # (amount, seat)
        self.accepted = 0
        self.accepted_offer: tuple[int, int] | None = None
        self.refused_max = 0
        self.max_ever = 0
        self.new_offer = False
        self.idx = 0
        self.deciding = False
        self.result: Result | None = None
        self._skip_holder()

    def copy(self) -> Self:
        a = object.__new__(type(self))
        a.__dict__ = self.__dict__.copy()
        return a

    @property
    def to_move(self) -> int:
        return self.ben if self.deciding else self.opps[self.idx]

    def may_decline(self) -> bool:
        return self.accepted == 0 and self.max_ever <= self.threshold

    def senior(self, seat: int, holder: int) -> bool:
        i, j = self.opps.index(seat), self.opps.index(holder)
        return i < j and (i == 0 or not self.first_only)

    def min_bid(self, seat: int) -> int:
        """The lowest legal offer for ``seat`` (14 if none)."""
        low = self.refused_max + 1
        if self.standing is not None:
            amount, holder = self.standing
            low = max(low, amount if self.senior(seat, holder) else amount + 1)
        return low

    def do(self, action: str) -> None:
        if self.deciding:
            self.deciding = False
            standing = self.standing
            assert standing is not None  # a decision is always on a standing offer
            if action == "accept":
                self.accepted = standing[0]
                self.accepted_offer = standing
            elif action == "refuse":
                self.refused_max = standing[0]
                self.standing = self.accepted_offer
            else:
                self.result = ("declined",)
                return
            self._new_round()
            return
        if action != "pass":
            n = int(action[4:])
            self.standing = (n, self.opps[self.idx])
            self.new_offer = True
            self.max_ever = max(self.max_ever, n)
            if n == self.accepted:
                self.accepted_offer = self.standing
        self.idx += 1
        self._skip_holder()
        if self.idx == 3:
            self._decide()

    def _skip_holder(self) -> None:
        if self.idx < 3 and self.standing is not None and self.standing[1] == self.opps[self.idx]:
            self.idx += 1

    def _new_round(self) -> None:
        self.idx = 0
        self.new_offer = False
        self._skip_holder()

    def _decide(self) -> None:
        if not self.new_offer:
            if self.standing is not None:
                self.result = ("sold", self.standing[1], self.standing[0])
            else:
                self.result = ("kept",)
        elif self.standing is not None and self.standing[0] <= self.accepted:
            self._new_round()
        else:
            self.deciding = True


class SimpleAuction(Auction):
    """KV-12 simple: bids must go higher, a pass drops out for good; when only the holder of
    the standing offer remains, Ben accepts (sold) or refuses (kept) once."""

    def __init__(self, ben: int, pela_mao: str = "any_senior", threshold: int = 1) -> None:
        self.out = [False, False, False]
        super().__init__(ben, pela_mao, threshold)

    def copy(self) -> Self:
        a = super().copy()
        a.out = list(self.out)
        return a

    def min_bid(self, seat: int) -> int:
        return 1 if self.standing is None else self.standing[0] + 1

    def do(self, action: str) -> None:
        if self.deciding:
            self.deciding = False
            standing = self.standing
            assert standing is not None  # a decision is always on a standing offer
            if action == "accept":
                self.accepted = standing[0]
                self.result = ("sold", standing[1], standing[0])
            elif action == "refuse":
                self.refused_max = standing[0]
                self.standing = None
                self.result = ("kept",)
            else:
                self.result = ("declined",)
            return
        if action == "pass":
            self.out[self.idx] = True
        else:
            n = int(action[4:])
            self.standing = (n, self.opps[self.idx])
            self.max_ever = max(self.max_ever, n)
        holder = None if self.standing is None else self.opps.index(self.standing[1])
        for step in (1, 2, 3):
            j = (self.idx + step) % 3
            if not self.out[j] and j != holder:
                self.idx = j
                return
        if self.standing is None:
            self.result = ("kept",)
        else:
            self.deciding = True

    def _skip_holder(self) -> None:
        pass
