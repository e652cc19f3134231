"""The hint and the end-of-hand reviews of one table, thought out in slices beside the game.

The strongest bot's analysis runs through ui/core/slices.py; the words and the judgement are in
ui/words/coach.py.

The hint answers the position on the table when it was asked; a move, an undo or another page
makes it stale. Each finished hand in which the human decided is reviewed in the background,
one hand at a time, while the bots play on; an undo forgets the reviews of the hands replayed.
"""

from __future__ import annotations

import asyncio
import traceback

import js

from ui.core.slices import Driver
from ui.words import coach
from ui.words.i18n import t


class Advisor:
    def __init__(self, ctl) -> None:
        self.ctl = ctl  # the table's controller: its game, and render() when something changed
        self.driver = Driver()
        self.hint: dict | None = None  # {"key", "action", "text"} for the position ``key``
        self.hint_busy: tuple | None = None  # the position being analysed for a hint
        self.reviews: dict = {}  # hand number -> {"items", "decisions"}
        self.queue: list = []  # hand numbers waiting for their review
        self.running = False
        self.current: int | None = None  # the hand being reviewed now
        self.latest: int | None = None  # the latest reviewed hand in which the human decided

    # --- the hint ---------------------------------------------------------------------------

    def position(self) -> tuple:
        game = self.ctl.game
        return (id(game), len(game.log))

    def can_hint(self) -> bool:
        """Whether the human could ask for a hint now (his move, with a choice of actions)."""
        ctl = self.ctl
        g = ctl.game
        return (
            not ctl.readonly
            and not ctl.demo
            and not g.is_over
            and g.to_move == 0
            and len(g.legal_actions()) > 0
        )

    def hint_ready(self) -> bool:
        """Whether the hint button works now: a hint may be asked and none is being found."""
        return self.can_hint() and self.hint_busy is None

    def shown_hint(self) -> dict | None:
        """The hint for the position on the table ({"action", "text"}), or None."""
        if self.hint and self.hint["key"] == self.position():
            return self.hint
        return None

    def forget_hint(self) -> None:
        self.hint = None

    def ask(self) -> None:
        """The hint button: find the best action in the background and say it."""
        if self.can_hint():
            asyncio.ensure_future(self._hint())

    async def _hint(self) -> None:
        ctl = self.ctl
        key = self.position()
        if self.hint_busy == key or (self.hint and self.hint["key"] == key):
            if self.hint:
                ctl.table.say(self.hint["text"])
            return
        self.hint_busy = key
        self.hint = None
        ctl.render()
        ctl.table.say(t("c_thinking"))
        game = ctl.game
        view = game.view(0)
        try:
            bot = coach.hint_bot(seed=game.seed * 13 + len(game.log))
            entries = await self.driver.run(
                bot.analyse_steps(view), lambda: not ctl.stopped and self.position() == key
            )
        finally:
            if self.hint_busy == key:
                self.hint_busy = None
        if not entries or self.position() != key:
            ctl.render()
            return
        text = coach.hint_sentence(ctl.kind, entries, ctl.table.hint_label, view)
        self.hint = {"key": key, "action": entries[0]["action"], "text": text}
        ctl.render()
        ctl.table.say(text)

    # --- the reviews ------------------------------------------------------------------------

    def review(self, hand_number: int) -> None:
        """Review the finished hand ``hand_number`` (in the background, once)."""
        ctl = self.ctl
        if (
            hand_number in self.reviews
            or hand_number in self.queue
            or hand_number == self.current
            or ctl.readonly
            or ctl.demo
        ):
            return
        self.queue.append(hand_number)
        if not self.running:
            asyncio.ensure_future(self._work())

    def forget_from(self, hand_number: int) -> None:
        """After an undo: the reviews of hand ``hand_number`` (played again) and later are
        stale."""
        self.reviews = {n: r for n, r in self.reviews.items() if n < hand_number}
        self.queue = [n for n in self.queue if n < hand_number]
        done = [n for n, r in self.reviews.items() if r["decisions"]]
        self.latest = max(done) if done else None

    async def _work(self) -> None:
        ctl = self.ctl
        self.running = True
        try:
            while self.queue and not ctl.stopped:
                hand = self.current = self.queue.pop(0)
                game = ctl.game
                gen = coach.review_steps(game.rewound(0), list(game.log), hand)

                def alive(g: object = game) -> bool:
                    return not ctl.stopped and ctl.game is g

                result = await self.driver.run(gen, alive)
                self.current = None
                if result is None:
                    continue
                items, decisions = result
                self.reviews[hand] = {"items": items, "decisions": decisions}
                if decisions and (self.latest is None or hand >= self.latest):
                    self.latest = hand
                if ctl.table.showing("review"):
                    ctl.render()
        except Exception:  # noqa: BLE001 - the review must never stop the game
            js.console.warn(traceback.format_exc())
        finally:
            self.running = False
            self.current = None

    def review_state(self) -> dict:
        """What the review panel shows: {"hand", "items", "pending"}."""
        if self.queue or self.current is not None:
            pending = self.queue[-1] if self.queue else self.current
            return {"hand": pending, "items": None, "pending": True}
        if self.latest is None:
            return {"hand": None, "items": None, "pending": False}
        return {"hand": self.latest, "items": self.reviews[self.latest]["items"], "pending": False}
