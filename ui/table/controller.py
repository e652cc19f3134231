"""The game loop of one table: the human's moves, the bots at the table's pace, undo, autosave.

Every action is saved at once through ui/data/saves.py (``game.to_json()`` under
``cardgames.game.<kind>``, the page's wrapper under ``cardgames.meta.<kind>`` with a revision
counter), so a reload or another tab resumes exactly here; a tab that finds a newer revision
saved by another tab turns read-only instead of overwriting it. A finished match is counted
once in the statistics; an embed, a demonstration or a lesson is neither saved nor counted.

At a paced speed the end of each hand is a pause with its summary, and a single legal card may
play itself (ui/table/pace.py); at ``speed=instant`` nothing waits.

Bots think on the main thread in slices (ui/core/slices.py), so the page never freezes. The table
(ui/table/table.py) draws what this controller holds and tells it what the player did; the advisor
(ui/table/advisor.py) finds hints and reviews; the page (ui/app.py) is told when to go elsewhere.
"""

from __future__ import annotations

import asyncio
import time
import traceback
from typing import TYPE_CHECKING, Any

import js
from pyscript import document

import engine
from ui import embed, games
from ui.core.notices import notice
from ui.core.slices import Driver
from ui.data import deal_codes, records, saves, storage
from ui.table import eventlog, pace
from ui.table.advisor import Advisor
from ui.words import i18n
from ui.words.i18n import t

if TYPE_CHECKING:
    from engine.games import GameLike


PACE = {"slow": 1.3, "normal": 0.8, "fast": 0.35, "instant": 0.0}


class Controller:
    def __init__(
        self,
        page,
        kind: str,
        game,
        settings: dict,
        movers=None,
        meta: dict | None = None,
        readonly: bool = False,
        mode: embed.Mode | None = None,
    ) -> None:
        self.page = page  # the app: ready(), new_game(), show_menu(), other_tab()
        self.kind = kind
        self.game = game
        self.settings = settings
        self.readonly = readonly
        self.meta = dict(meta or {})
        if "rev" in self.meta:
            self.rev = int(self.meta["rev"])
        else:  # a new game takes the slot over on purpose: it starts from the stored revision
            self.rev = saves.stored_rev(kind)
            self.meta["started"] = saves.now()
        self.meta.setdefault("id", f"{kind}-{game.seed}-{self.meta.get('started') or 0}")
        self.deal_code = deal_codes.deal_code(kind, game.seed, game.options.changed())
        names = settings.get("names")
        names = names if isinstance(names, list) else []
        self.player_names = [records.clean_name(n) for n in names]
        self.players = game.view(0)["players"]
        self.movers = list(movers) if movers is not None else [None] * len(game.log)
        self.speed = settings.get("speed", "normal")
        self.mode = mode = mode or embed.Mode()
        self.demo = mode.demo  # the computer plays seat 0 too, at reading pace
        # Embedded tables, demonstrations and lessons never touch the player's own saves and
        # statistics: the player did not play them.
        self.persist = not mode.embed and not mode.guide and not mode.demo
        # Called with each view after it is drawn (a lesson's coach follows the game this way).
        self.watchers: list = []
        level = settings.get("level") or engine.bots.LEVELS[0]
        # Import the game's bot module now, not in the first slice of a bot's thought.
        engine.games.part(kind, "bot")
        self.bots = {
            s: engine.bots.make(level, seed=game.seed * 7 + s)
            for s in range(0 if self.demo else 1, self.players)
        }
        self.driver = Driver()
        self.epoch = 0  # a new epoch stops the bots' loop of the previous one
        self.thinking: int | None = None  # the seat whose bot is thinking
        self.linger: dict | None = None  # the trick just taken, shown a moment longer
        self.last_view: dict | None = None
        self.pending: list[str] = []  # narration not yet shown
        self.paused = False  # a hand just ended: its summary waits for "continue"
        self.stopped = False
        # The event log is told again from the game at the next render: a table that opens on
        # a game begun elsewhere (a reload, another tab, a position, a replay) or goes back
        # (undo) shows what a player who had watched would see (ui/table/eventlog.py).
        self.log_due = True
        self.advisor = Advisor(self)
        self.table = games.table_class(kind)(self)

    # --- lifecycle ------------------------------------------------------------------------

    def mount(self, container: Any, save: bool = True) -> None:
        container.appendChild(self.table.root)
        self.render()
        if save and not self.readonly:
            self.save()
        elif not self.readonly and self.persist:  # a lesson or an embed is never "current"
            storage.put("current", self.kind)
        if self.game.is_over and not self.readonly:
            self.record()
        sheet = self.game.score_sheet()
        if sheet and not self.readonly and not self.demo:
            self.advisor.review(sheet[-1]["hand_number"])
        if self.readonly:
            self.page.ready()
        else:
            self.run()

    def stop(self) -> None:
        self.stopped = True
        self.epoch += 1

    def run(self) -> None:
        self.epoch += 1
        asyncio.ensure_future(self._loop(self.epoch))

    # --- views and rendering --------------------------------------------------------------

    def view(self) -> dict:
        self.last_view = self.game.view(0)
        if self.readonly:
            self.last_view["legal"] = []
        if self.paused:  # the summary of the hand just ended: nothing to do but go on
            self.last_view.update(
                {"legal": [], "to_move": None, "hand": [], "summary": True, "trick": []}
            )
            self.last_view["hand_sizes"] = [0] * self.players
        return self.last_view

    def render(self) -> None:
        if self.log_due:
            self.log_due = False
            self.tell_log()
        view = self.view()
        root = document.documentElement
        root.setAttribute("data-phase", view["phase"])
        root.setAttribute("data-to-move", "" if view["to_move"] is None else str(view["to_move"]))
        self.table.render(view)
        if self.pending:
            self.table.narrate(self.pending)
            self.pending = []
        for watch in self.watchers:
            watch(view)

    def tell_log(self) -> None:
        """The event log told again from the game's own actions (``eventlog.story``)."""
        try:
            self.table.log.show(eventlog.story(self))
        except Exception:  # noqa: BLE001 - the log must never stop the game
            js.console.warn(traceback.format_exc())

    def state_at(self, step: int) -> GameLike:
        """A new game: this one after its first ``step`` actions (the event log's story)."""
        return self.game.rewound(step)

    def can_undo(self) -> bool:
        return 0 in self.movers and not self.demo and not self.game.is_over

    # --- actions --------------------------------------------------------------------------

    def _apply(self, action: str, seat: int) -> None:
        before = self.last_view if self.last_view is not None else self.game.view(0)
        finished = len(self.game.score_sheet())
        self.game.apply(action)
        self.movers.append(seat)
        self.advisor.forget_hint()
        if not self.demo:
            for entry in self.game.score_sheet()[finished:]:
                self.advisor.review(entry["hand_number"])
        if self.mode.embed:
            for event in embed.events(self.kind, self.game, finished, self.mode.turn):
                embed.post_to_parent(event)
        after = self.view()
        self.linger = None
        ended = len(self.game.score_sheet()) > finished
        if ended and not self.game.is_over and self.pace() > 0:
            self.paused = True
        if (
            action.startswith("play ")
            and not after["trick"]
            and after.get("last_trick")
            and len(before.get("trick", [])) == self.players - 1
        ):
            self.linger = after["last_trick"]
        try:
            sentences = self.table.describe(seat, action, before, after)
            self.pending.extend(sentences)
            self.table.log_events(sentences, eventlog.closes(action, before, after, ended))
        except Exception:  # noqa: BLE001 - narration must never stop the game
            js.console.warn(traceback.format_exc())
        document.documentElement.setAttribute("data-phase", after["phase"])
        self.save()

    def _human_may_move(self) -> bool:
        """Whether seat 0 may act now; if not, the player is told why (unless it is over)."""
        g = self.game
        if self.readonly or self.demo:
            self.table.say(t("demo_watch" if self.demo else "readonly"))
            return False
        if g.is_over or self.paused:
            return False
        if g.to_move != 0:
            self.table.say(t("not_your_turn", name=self.table.name(g.to_move)))
            return False
        return True

    def act(self, action: str) -> None:
        """The human (seat 0) takes ``action``."""
        if not self._human_may_move():
            return
        if action not in self.game.legal_actions():
            self.explain(action)
            return
        self._apply(action, 0)
        self.render()
        self.run()

    def explain(self, action: str) -> None:
        """Say why the human may not take ``action`` now."""
        g = self.game
        if not self._human_may_move():
            return
        err = g.explain(action)
        self.table.say(i18n.reason(err.code, err.params, kind=self.kind))

    def command(self, cmd: str) -> None:
        """A table command that is not a move and not the table's own view."""
        if cmd == "undo":
            self.undo()
        elif cmd == "continue":
            self.go_on()
        elif cmd == "stats":
            self.page.show_stats()
        elif cmd == "new" and self.game.is_over:  # play again with the same rules
            self.page.new_game(self.kind, options=self.game.options.changed())
        elif cmd == "new":
            from ui.core import dialog  # asks first when a game in progress would be lost

            dialog.leave_table(self, lambda: self.page.new_game(self.kind))
        elif cmd == "menu":
            self.page.show_menu()
        elif cmd == "hint":
            self.advisor.ask()

    def go_on(self) -> None:
        """End the pause of the end-of-hand summary: the next hand goes on."""
        if not self.paused:
            return
        self.paused = False
        self.linger = None
        self.table.refocus = True
        self.render()
        if not self.readonly:  # a tab that turned read-only only shows
            self.run()

    def undo(self) -> None:
        """Back to the human's previous decision (before it was taken)."""
        if self.readonly:
            self.table.say(t("readonly"))
            return
        marks = [i for i, s in enumerate(self.movers) if s == 0]
        if not marks or self.game.is_over:
            self.table.say(t("undo_none"))
            return
        self.epoch += 1
        cut = marks[-1]
        g = self.game
        self.game = g.rewound(cut)  # by the game's own rules edition
        self.movers = self.movers[:cut]
        self.linger = None
        self.paused = False
        self.log_due = True  # the log as it was before that decision
        self.advisor.forget_hint()
        self.advisor.forget_from(self.game.view(0).get("hand_number") or 0)
        self.thinking = None
        self.pending = []
        self.last_view = None
        self.save()
        self.render()
        self.run()

    # --- saving ---------------------------------------------------------------------------

    def save(self) -> None:
        if self.readonly or self.stopped or not self.persist:
            return
        self.meta.update(
            {
                "level": self.settings.get("level"),
                "lang": i18n.lang(),
                "speed": self.speed,
                "movers": self.movers,
            }
        )
        status, self.rev = saves.write_slot(self.kind, self.game, self.meta, self.rev)
        if status == "stale":
            self.page.other_tab(self.kind)
            return
        storage.put("current", self.kind)
        if self.game.is_over:
            self.record()

    def record(self) -> None:
        """Count the finished match in the statistics (once: by its id); not a game begun at
        a shared position, whose earlier hands the player did not play, nor one the player's
        saves leave alone (an embed, a demonstration played by the computer, a lesson)."""
        if not self.persist or getattr(self.game, "start", None) is not None:
            return
        try:
            saves.record_match(
                self.meta["id"], self.kind, self.settings.get("level") or "?", self.game
            )
        except Exception:  # noqa: BLE001 - statistics never stop the game
            js.console.warn(traceback.format_exc())

    def go_readonly(self) -> None:
        self.readonly = True
        self.stop()
        self.thinking = None
        self.render()

    # --- the bots -------------------------------------------------------------------------

    def pace(self) -> float:
        """Seconds per computer action (and for the animation)."""
        if self.mode.pace is not None:
            return self.mode.pace
        return PACE.get(self.speed, PACE["normal"])

    def demo_over(self) -> bool:
        until = self.mode.until
        return until is not None and len(self.game.score_sheet()) >= until

    async def _loop(self, epoch: int) -> None:
        try:
            await self._play_bots(epoch)
        except Exception as err:  # noqa: BLE001 - keep the page alive, tell the player
            js.console.warn(traceback.format_exc())
            notice(t("error", why=str(err)))

    def _wait_for_human(self) -> None:
        """The bots are done: it is the human's turn, or the game or demonstration is over."""
        g = self.game
        self.thinking = None
        if self.demo and (g.is_over or self.demo_over()):
            self.pending.append(t("demo_over"))
            if self.mode.embed:
                embed.post_to_parent(
                    {
                        "source": embed.SOURCE,
                        "type": "demo-end",
                        "game": self.kind,
                        "totals": list(g.scores),
                    }
                )
        elif g.to_move == 0:
            self.pending.append(t("n_your_turn"))
        self.render()
        document.documentElement.setAttribute(
            "data-bot-step-ms", str(round(self.driver.longest * 1000))
        )
        self.page.ready()

    async def _play_bots(self, epoch: int) -> None:
        instant = self.pace() == 0
        if self.demo:
            self.page.ready()  # nothing to wait for: the demonstration is the first screen
        while epoch == self.epoch and not self.stopped:
            g = self.game
            if self.paused and not (g.is_over or self.demo_over()):  # a hand's summary
                if not self.demo:
                    return pace.show_pause(self)
                if not await pace.demo_pause(self, epoch):
                    return
                continue
            self.paused = False
            action = pace.autoplay_action(self)
            if action is not None:
                await pace.autoplay(self, epoch, action, instant)
                if epoch != self.epoch:
                    return
                continue
            if g.is_over or (g.to_move == 0 and not self.demo) or self.demo_over():
                self._wait_for_human()
                return
            seat = g.to_move
            self.thinking = seat
            if not instant:
                self.render()
            started = time.perf_counter()
            action = await self.driver.run(
                self.bots[seat].think(g.view(seat)), lambda: epoch == self.epoch
            )
            if action is None:
                return
            wait = self.pace() - (time.perf_counter() - started)
            if self.linger is not None and not instant:
                wait += self.pace() * 0.9  # let the finished trick be seen
            if wait > 0:
                await asyncio.sleep(wait)
            else:
                await asyncio.sleep(0)
            if epoch != self.epoch:
                return
            self.thinking = None
            self._apply(action, seat)
            if not instant:
                self.render()
