"""3-5-8 card drawing (docs/rules.md 2.5): the plan of who draws from whom, and the draws
themselves.

A plan entry is a list ``[drawer, giver, count, done, lapsed]``. Entries are ordered by the
drawing order (2.5.3 / BV-11); one drawer owed by two givers has two consecutive entries and
chooses the giver of each draw himself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import CARD, SUIT_MASK, SUITS
from .legality import PlanEntry, drawable


def draw_plan(results: list[int] | None, targets: list[int], order: str) -> list[PlanEntry]:
    """The draws owed this deal from the previous deal's ``results`` (2.5.2)."""
    if results is None:
        return []
    plus = [s for s in range(3) if results[s] > 0]
    minus = [s for s in range(3) if results[s] < 0]
    if order == "surplus":
        plus.sort(key=lambda s: (-results[s], -targets[s]))
    else:
        plus.sort(key=lambda s: -targets[s])
    plan: list[PlanEntry] = []
    for p in plus:
        for m in sorted(minus, key=lambda m: (m - p) % 3):
            count = -results[m] if len(plus) == 1 else results[p]
            plan.append([p, m, count, 0, False])
    return plan


class DrawMixin:
    """Drawing for ``BlatoGame``: who draws now, and carrying out a draw (checked in legality)."""

    # What it reads and writes of BlatoGame's state (engine.blato.game).
    options: Any
    to_move: int | None
    hands: list[int]
    trump: int | None
    plan: list[PlanEntry]
    pending: tuple[int, int, int, int] | None
    draws: list[tuple[int, int, int, int, int]]  # drawer, giver, suit, card given, returned
    calls: list[list[Any]]

    if TYPE_CHECKING:  # BlatoGame's

        def _next_step(self) -> None: ...

    def _draw_turn(self) -> int | None:
        """Seat to move in the draw step, or None once no draw is left (2.5.4 e: lapses)."""
        if self.pending is not None:
            return self.pending[1]
        for entry in self.plan:
            if entry[3] < entry[2] and not entry[4]:
                if drawable(self, entry[0]):
                    return entry[0]
                for other in self.plan:  # only trumps left: his remaining draws lapse
                    if other[0] == entry[0] and other[3] < other[2]:
                        other[4] = True
        return None

    def _do_draw(self, action: str) -> None:
        if self.pending is not None:
            drawer, giver, suit, given = self.pending
            returned = CARD[action[7:]]
            self.pending = None
            self._finish_draw(drawer, giver, suit, given, returned)
            self.calls.append([giver, "return"])
        else:
            seat = self.to_move
            assert seat is not None  # phase draw
            drawer = seat
            _, g, what = action.split(" ")
            giver = int(g)
            if len(what) == 2:
                given = CARD[what]
                suit = given // 13
            else:
                suit = SUITS.index(what)
                low = self.hands[drawer] & SUIT_MASK[suit]
                given = (low & -low).bit_length() - 1
            self.calls.append([drawer, f"draw {giver} {SUITS[suit]}"])
            for entry in self.plan:
                if entry[0] == drawer and entry[1] == giver:
                    entry[3] += 1
                    break
            self.hands[drawer] ^= 1 << given
            self.hands[giver] |= 1 << given
            if self.options.trump_draw == "polish" and suit == self.trump:
                self.pending = (drawer, giver, suit, given)
                self.to_move = giver
                return
            held = self.hands[giver] & SUIT_MASK[suit]
            if self.options.return_rule == "literal" and held != 1 << given:
                held &= ~(1 << given)
            self._finish_draw(drawer, giver, suit, given, held.bit_length() - 1)
        self.to_move = self._draw_turn()
        if self.to_move is None:
            self._next_step()

    def _finish_draw(self, drawer: int, giver: int, suit: int, given: int, returned: int) -> None:
        self.hands[giver] ^= 1 << returned
        self.hands[drawer] |= 1 << returned
        self.draws.append((drawer, giver, suit, given, returned))
