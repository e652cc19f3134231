"""The game loop of one table: the engine game, the bots, pacing, autosave, undo, narration.

Every action is saved at once through ui/saves.py (``game.to_json()`` under
``cardgames.game.<kind>``, the page's wrapper under ``cardgames.meta.<kind>`` with a revision
counter), so a reload or another tab resumes exactly here; a tab that finds a newer revision
saved by another tab turns read-only instead of overwriting it. A finished match is counted
once in the statistics.

Bots think on the main thread in slices: ``bot.think(view)`` is a generator, advanced for at
most ``SLICE`` seconds before ``await asyncio.sleep(0)`` hands the browser a turn, so the page
never freezes.
"""

from __future__ import annotations

import asyncio
import time
import traceback

import js
from pyodide.ffi import to_js
from pyscript import document, window

import engine
from ui import coach, embed, i18n, records, saves, storage
from ui.dom import val
from ui.i18n import t

SLICE = 0.006  # seconds of bot thought between two browser turns
PACE = {"slow": 1.3, "normal": 0.8, "fast": 0.35, "instant": 0.0}


def notice(text: str, key: str | None = None, button: tuple[str, str] | None = None) -> None:
    """A notice in the page's role=alert box (text only). ``key`` replaces an earlier notice
    of the same key; ``button`` = (data-notice-cmd, label) adds a button to it."""
    box = val(document.getElementById("notices"))
    if box is None:
        return
    p = document.createElement("p")
    p.className = "notice"
    span = document.createElement("span")
    span.textContent = text
    p.appendChild(span)
    if key:
        p.setAttribute("data-notice", key)
        old = val(box.querySelector(f'[data-notice="{key}"]'))
        if old is not None:
            old.remove()
    if button:
        b = document.createElement("button")
        b.type = "button"
        b.className = "cmd"
        b.setAttribute("data-notice-cmd", button[0])
        b.textContent = button[1]
        p.appendChild(b)
    box.appendChild(p)


def drop_notice(key: str) -> None:
    box = val(document.getElementById("notices"))
    old = val(box.querySelector(f'[data-notice="{key}"]')) if box is not None else None
    if old is not None:
        old.remove()


def replay(kind: str, seed: int, options: dict, actions: list):
    """The game after ``actions`` and, per action, the seat that took it."""
    game = engine.new_game(kind, seed=seed, options=options)
    movers = []
    for action in actions:
        movers.append(game.to_move)
        game.apply(action)
    return game, movers


class Controller:
    def __init__(self, app, kind: str, game, settings: dict, table_cls, movers=None,
                 meta: dict | None = None, readonly: bool = False) -> None:
        self.app = app
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
        self.deal_code = records.deal_code(kind, game.seed, game.options.changed())
        names = settings.get("names") if isinstance(settings.get("names"), list) else []
        self.player_names = [records.clean_name(n) for n in names]
        self.players = game.view(0)["players"]
        self.movers = list(movers) if movers is not None else [None] * len(game.log)
        self.speed = settings.get("speed", "normal")
        # Embedded tables never touch the player's own saves and statistics.
        self.persist = not app.embed
        self.demo = app.demo  # the computer plays seat 0 too, at reading pace
        self.demo_until = embed.demo_hand(app.params.get("hand")) if self.demo else None
        level = settings.get("level") or engine.bots.LEVELS[0]
        # Import the game's bot module now, not in the first slice of a bot's thought.
        engine.games.part(kind, "bot")
        self.bots = {s: engine.bots.make(level, seed=game.seed * 7 + s)
                     for s in range(0 if self.demo else 1, self.players)}
        self.epoch = 0
        self.thinking = None
        self.linger = None
        self.refocus = False
        self.last_view = None
        self.pending: list[str] = []
        self.stopped = False
        self.warned_storage = False
        self.longest_step = 0.0  # the longest single slice of bot thought (seconds)
        # The hint (issue 7): {"key", "action", "text"} for the position it answers.
        self.hint = None
        self.hint_busy = None
        # The end-of-hand reviews: hand number -> {"items", "decisions"}; computed in the
        # background (sliced) while the bots play on.
        self.reviews: dict = {}
        self.review_queue: list = []
        self.review_running = False
        self.review_current = None
        self.review_hand = None  # the latest reviewed hand in which the human decided
        self.table = table_cls(self)

    # --- lifecycle ------------------------------------------------------------------------

    def mount(self, container, save: bool = True) -> None:
        container.appendChild(self.table.root)
        self.render()
        if save and not self.readonly:
            self.save()
        elif not self.readonly:
            storage.put("current", self.kind)
        if self.game.is_over and not self.readonly:
            self.record()
        sheet = self.game.score_sheet()
        if sheet and not self.readonly and not self.demo:
            self.queue_review(sheet[-1]["hand_number"])
        if self.readonly:
            self.app.ready()
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
        return self.last_view

    def render(self) -> None:
        view = self.view()
        root = document.documentElement
        root.setAttribute("data-phase", view["phase"])
        root.setAttribute("data-to-move", "" if view["to_move"] is None else str(view["to_move"]))
        self.table.render(view)
        if self.pending:
            self.table.narrate(self.pending)
            self.pending = []

    def can_undo(self) -> bool:
        return 0 in self.movers and not self.demo

    # --- actions --------------------------------------------------------------------------

    def _apply(self, action: str, seat: int) -> None:
        before = self.last_view if self.last_view is not None else self.game.view(0)
        finished = len(self.game.score_sheet())
        self.game.apply(action)
        self.movers.append(seat)
        self.hint = None
        if not self.demo:
            for entry in self.game.score_sheet()[finished:]:
                self.queue_review(entry["hand_number"])
        if self.app.embed:
            for event in embed.events(self.kind, self.game, finished):
                post_to_parent(event)
        after = self.view()
        self.linger = None
        if action.startswith("play ") and not after["trick"] and after.get("last_trick") \
                and len(before.get("trick", [])) == self.players - 1:
            self.linger = after["last_trick"]
        try:
            self.pending.extend(self.table.describe(seat, action, before, after))
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
        if g.is_over:
            return False
        if g.to_move != 0:
            self.table.say(t("not_your_turn", name=self.table.name(g.to_move)))
            return False
        return True

    def act(self, action: str) -> None:
        """The human (seat 0) takes ``action``."""
        g = self.game
        if not self._human_may_move():
            return
        if action not in g.legal_actions():
            self.explain(action)
            return
        self.table.el_message.textContent = ""
        self._apply(action, 0)
        self.render()
        self.run()

    def explain(self, action: str) -> None:
        g = self.game
        if not self._human_may_move():
            return
        err = g.explain(action)
        text = i18n.reason(err.code, getattr(err, "params", {}), getattr(g, "CODES", None))
        self.table.say(text)

    def command(self, cmd: str) -> None:
        tb = self.table
        if cmd == "undo":
            self.undo()
        elif cmd == "new":
            self.app.new_game(self.kind)
        elif cmd == "menu":
            self.app.show_menu()
        elif cmd in ("last", "tricks"):
            tb.drawer = None if tb.drawer == cmd else cmd
            self.render()
        elif cmd == "close":
            tb.drawer = None
            self.render()
        elif cmd == "sheet":
            tb.sheet_open = not tb.sheet_open
            self.render()
        elif cmd == "hint":
            if self.can_hint():
                asyncio.ensure_future(self._hint())
        elif cmd == "review":
            tb.drawer = None if tb.drawer == "review" else "review"
            self.render()

    def undo(self) -> None:
        """Back to the human's previous decision (before it was taken)."""
        if self.readonly:
            self.table.say(t("readonly"))
            return
        marks = [i for i, s in enumerate(self.movers) if s == 0]
        if not marks:
            self.table.say(t("undo_none"))
            return
        self.epoch += 1
        cut = marks[-1]
        g = self.game
        self.game, movers = replay(self.kind, g.seed, g.options.changed(), g.log[:cut])
        self.movers = self.movers[:cut]
        self.linger = None
        self.hint = None
        self.forget_reviews()
        self.thinking = None
        self.pending = []
        self.last_view = None
        self.save()
        self.render()
        self.run()

    # --- hint and review (issue 7; the words and the logic are in ui/coach.py) -------------

    async def drive(self, gen, alive):
        """Run a bot generator in slices like the bots' think(); None if ``alive()`` turns
        false (a move was made, the page moved on) before it ends."""
        while True:
            end = time.perf_counter() + SLICE
            try:
                while time.perf_counter() < end:
                    next(gen)
            except StopIteration as stop:
                return stop.value
            await asyncio.sleep(0)
            if self.stopped or not alive():
                gen.close()
                return None

    def hint_key(self):
        return (id(self.game), len(self.game.log))

    def can_hint(self) -> bool:
        g = self.game
        return (not self.readonly and not self.demo and not g.is_over and g.to_move == 0
                and len(g.legal_actions()) > 0)

    async def _hint(self) -> None:
        key = self.hint_key()
        if self.hint_busy == key or (self.hint and self.hint["key"] == key):
            if self.hint:
                self.table.say(self.hint["text"])
            return
        self.hint_busy = key
        self.hint = None
        self.render()
        self.table.say(t("c_thinking"))
        view = self.game.view(0)
        try:
            bot = coach.hint_bot(seed=self.game.seed * 13 + len(self.game.log))
            entries = await self.drive(bot.analyse_steps(view),
                                       lambda: self.hint_key() == key)
        finally:
            if self.hint_busy == key:
                self.hint_busy = None
        if not entries or self.hint_key() != key:
            self.render()
            return
        text = coach.hint_sentence(self.kind, entries, self.table.hint_label, view)
        self.hint = {"key": key, "action": entries[0]["action"], "text": text}
        self.render()
        self.table.say(text)

    def queue_review(self, hand_number) -> None:
        if hand_number in self.reviews or hand_number in self.review_queue \
                or hand_number == self.review_current or self.readonly or self.demo:
            return
        self.review_queue.append(hand_number)
        if not self.review_running:
            asyncio.ensure_future(self._review_worker())

    def forget_reviews(self) -> None:
        """After an undo: reviews of the hand being played again (or later) are stale."""
        now = self.game.view(0).get("hand_number") or 0
        self.reviews = {n: r for n, r in self.reviews.items() if n < now}
        self.review_queue = [n for n in self.review_queue if n < now]
        done = [n for n, r in self.reviews.items() if r["decisions"]]
        self.review_hand = max(done) if done else None

    async def _review_worker(self) -> None:
        self.review_running = True
        try:
            while self.review_queue and not self.stopped:
                hand = self.review_current = self.review_queue.pop(0)
                game = self.game
                log = list(game.log)
                gen = coach.review_steps(self.kind, game.seed, game.options.changed(), log, hand)
                result = await self.drive(gen, lambda g=game: self.game is g)
                self.review_current = None
                if result is None:
                    continue
                items, decisions = result
                self.reviews[hand] = {"items": items, "decisions": decisions}
                if decisions and (self.review_hand is None or hand >= self.review_hand):
                    self.review_hand = hand
                if self.table.drawer == "review":
                    self.render()
        except Exception:  # noqa: BLE001 - the review must never stop the game
            js.console.warn(traceback.format_exc())
        finally:
            self.review_running = False
            self.review_current = None

    def review_state(self) -> dict:
        """What the review panel shows: {"hand", "items", "pending"}."""
        if self.review_queue or self.review_current is not None:
            pending = self.review_queue[-1] if self.review_queue else self.review_current
            return {"hand": pending, "items": None, "pending": True}
        if self.review_hand is None:
            return {"hand": None, "items": None, "pending": False}
        return {"hand": self.review_hand, "items": self.reviews[self.review_hand]["items"],
                "pending": False}

    # --- saving ---------------------------------------------------------------------------

    def save(self) -> None:
        if self.readonly or self.stopped or not self.persist:
            return
        self.meta.update({"level": self.settings.get("level"), "lang": i18n.lang(),
                          "speed": self.speed, "movers": self.movers})
        status, self.rev = saves.write_slot(self.kind, self.game, self.meta, self.rev)
        if status == "stale":
            self.app.other_tab(self.kind)
            return
        storage.put("current", self.kind)
        if self.game.is_over:
            self.record()

    def record(self) -> None:
        """Count the finished match in the statistics (once: by its id)."""
        try:
            saves.record_match(self.meta["id"], self.kind, self.settings.get("level") or "?",
                               self.game)
        except Exception:  # noqa: BLE001 - statistics never stop the game
            js.console.warn(traceback.format_exc())

    def go_readonly(self) -> None:
        self.readonly = True
        self.stop()
        self.thinking = None
        self.render()

    # --- the bots -------------------------------------------------------------------------

    def pace(self) -> float:
        if self.demo and self.app.params.get("speed") != "instant":
            return embed.DEMO_PACE
        return PACE.get(self.speed, PACE["normal"])

    def demo_over(self) -> bool:
        return self.demo_until is not None and len(self.game.score_sheet()) >= self.demo_until

    async def _loop(self, epoch: int) -> None:
        try:
            await self._play_bots(epoch)
        except Exception as err:  # noqa: BLE001 - keep the page alive, tell the player
            js.console.warn(traceback.format_exc())
            notice(t("error", why=str(err)))

    async def _play_bots(self, epoch: int) -> None:
        instant = self.pace() == 0
        if self.demo:
            self.app.ready()  # nothing to wait for: the demonstration is the first screen
        while epoch == self.epoch and not self.stopped:
            g = self.game
            if g.is_over or (g.to_move == 0 and not self.demo) or self.demo_over():
                self.thinking = None
                if self.demo and (g.is_over or self.demo_over()):
                    self.pending.append(t("demo_over"))
                    if self.app.embed:
                        post_to_parent({"source": embed.SOURCE, "type": "demo-end",
                                        "game": self.kind, "totals": list(g.scores)})
                elif g.to_move == 0:
                    self.pending.append(t("n_your_turn"))
                self.render()
                document.documentElement.setAttribute(
                    "data-bot-step-ms", str(round(self.longest_step * 1000)))
                self.app.ready()
                return
            seat = g.to_move
            self.thinking = seat
            if not instant:
                self.render()
            started = time.perf_counter()
            gen = self.bots[seat].think(g.view(seat))
            action = None
            while action is None:
                end = time.perf_counter() + SLICE
                try:
                    while True:
                        step = time.perf_counter()
                        next(gen)
                        now = time.perf_counter()
                        self.longest_step = max(self.longest_step, now - step)
                        if now >= end:
                            break
                except StopIteration as stop:
                    action = stop.value
                    break
                await asyncio.sleep(0)
                if epoch != self.epoch:
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


def post_to_parent(event: dict) -> None:
    """Tell the page that embeds this one (an iframe's parent; the page itself otherwise)."""
    window.parent.postMessage(to_js(event, dict_converter=js.Object.fromEntries), "*")


def load_saved(kind: str):
    """(game, meta) of the saved game of ``kind``, or None (a bad save is set aside by
    ui.saves and reported in ``saves.problems``)."""
    return saves.load_slot(kind)
