"""The page: what the URL asks for, which screen is shown, resuming a game, two tabs on one game.

The screens are the menu (ui/screens/menu.py), a game's table (ui/table/controller.py) and the
statistics (ui/screens/stats.py).

URL (docs/page.md): game=king|358 starts a new game at once; seed, level, speed, lang, embed,
demo, hand, preset. ``record=TEXT`` (with ``hand``) shows a replay (ui/screens/replay.py),
``position=TEXT`` a position (ui/screens/position_link.py), with ``puzzle=1`` a puzzle
(ui/screens/puzzle.py); a text that cannot be read is told in a notice over the menu. Without
``game`` the saved game in progress is resumed, else the menu is shown.

A link's game on a full page becomes the saved game of its kind only once it has been read and
drawn, and a game of that kind in progress is replaced only when the player says so in the
page's dialog (ui/core/dialog.py); either way the address then forgets the link
(``forget_link``), so that a reload resumes what is being played. An embed or a demonstration
is never saved (it leaves the player's games and statistics alone): its link stays, and a
reload shows it again. A number of the link (``seed``, ``hand``) is read strictly
(ui/core/settings.py ``whole_number``) and a bad one, like an unknown ``preset``, is told in a
notice and ignored.

At boot every stored save and the statistics are checked once (ui/data/saves.py): a bad entry is
set aside and told in the player's language; storage trouble is told once and play goes on in
memory.
"""

from __future__ import annotations

import random
import traceback
from typing import TYPE_CHECKING, cast

import js
from pyscript import document, window

import engine
from ui import embed, games
from ui.core import dialog, notices, settings
from ui.core.dom import clear, closest_attr, element, listen, mount, val
from ui.core.settings import SPEEDS, Settings
from ui.data import saves, storage
from ui.screens.menu import Menu
from ui.words import i18n
from ui.words.i18n import t

if TYPE_CHECKING:
    from engine.games import GameLike
    from ui.table.controller import Controller

PARAMS = (
    "game",
    "seed",
    "level",
    "speed",
    "lang",
    "embed",
    "preset",
    "demo",
    "hand",
    "position",
    "record",
    "puzzle",
)
# What a link that shows or starts a game says: forgotten once its game is the saved one.
LINK_PARAMS = ("game", "position", "record", "puzzle", "seed", "preset", "demo", "hand")
# Forgotten with a link's game too: its wrapper keeps them, and left in the address they would
# override the player's own choice at every reload (a plain ?level=... visit keeps them).
LINK_EXTRAS = ("level", "speed")
LINK_NOTICES = ("link-seed", "link-preset", "link-hand")  # what a link's bad parts were told


class App:
    def __init__(self) -> None:
        self.root = document.getElementById("app")
        self.ctl: Controller | None = None
        self.is_ready = False
        params = js.URLSearchParams.new(window.location.search)
        self.params = {k: val(params.get(k)) for k in PARAMS}
        self.settings = Settings(self.params)
        self.mode = embed.mode(self.params)
        self.page = "menu"
        for trouble in ("off", "full"):  # found before the language was known
            if storage.state[trouble]:
                notices.storage_trouble(trouble)
        storage.on_trouble(notices.storage_trouble)
        listen(window, "storage", self._on_storage)
        box = val(document.getElementById("notices"))
        if box is not None:
            listen(box, "click", self._notice_click)

    def ready(self) -> None:
        if not self.is_ready:
            self.is_ready = True
            document.documentElement.setAttribute("data-ready", "1")

    # --- routing --------------------------------------------------------------------------

    def start(self) -> None:
        self.settings.apply_look()
        cl = document.documentElement.classList
        cl.toggle("embed", self.mode.embed)
        cl.toggle("demo", self.mode.demo)
        try:
            saves.boot_check()
        finally:
            notices.tell_problems()
        self._tell_bad_hand()
        if self.params["record"] or self.params["position"]:
            if self._open_link():
                return
            self.show_menu()
            return
        kind = self.params["game"]
        if kind in engine.GAMES:
            self.open_game_link(kind)
            return
        if not self.resume():
            self.show_menu()

    def _tell_bad_hand(self) -> None:
        """A ``hand=`` that a demonstration or a replay would use but that is not a hand
        number: said, and the game is shown from its start."""
        value = self.params["hand"]
        used = self.mode.demo or self.params["record"]
        if value and used and embed.demo_hand(value) is None:
            words = t("link_bad_hand", value=settings.excerpt(value), most=settings.HAND_MOST)
            notices.notice(words, key="link-hand")

    def open_game_link(self, kind: str) -> None:
        """``?game=KIND``: a new game of that kind at once, with the link's deal number and
        rule preset (a bad one is said and ignored). On a full page a game of that kind in
        progress is replaced only when the player says so (else it is resumed), and the
        address forgets the link either way; an embed or a demonstration saves nothing and
        keeps its link."""
        p = self.params
        seed = None
        if p["seed"]:
            seed = settings.deal_number(p["seed"])
            if seed is None:
                words = t(
                    "link_bad_seed", value=settings.excerpt(p["seed"]), most=settings.SEED_DIGITS
                )
                notices.notice(words, key="link-seed")
        options = embed.preset_options(kind, p["preset"])
        if p["preset"] and options is None:
            notices.notice(
                t(
                    "link_bad_preset",
                    value=settings.excerpt(p["preset"]),
                    game=games.name(kind),
                    names=", ".join(engine.presets(kind)),
                ),
                key="link-preset",
            )

        def go() -> None:
            self.new_game(kind, seed=seed, from_url=True, options=options)

        if self.mode.embed or self.mode.demo:
            go()
            return

        def keep() -> None:
            # Declined: the match goes on exactly as it was, at its own level and pace, not at
            # the link's (its wrapper would take them at the next save).
            self.params["level"] = self.params["speed"] = None
            self.forget_link()
            for key in LINK_NOTICES:  # ("... ignored: a random deal") no longer so
                notices.drop(key)
            if not self.resume(kind):
                self.show_menu()

        dialog.leave_saved(
            kind, go, on_cancel=keep, title=t("link_open_title"), before=self._remove_loading
        )

    def forget_link(self) -> None:
        """The address without the link's game (``LINK_PARAMS``): a reload resumes the saved
        game instead. Nothing to do for an embed or a demonstration, which save nothing and
        keep their link, or when the address holds no link."""
        if self.mode.embed or self.mode.demo:
            return
        if not any(self.params.get(name) is not None for name in LINK_PARAMS):
            return
        params = js.URLSearchParams.new(window.location.search)
        for name in LINK_PARAMS + LINK_EXTRAS:
            params.delete(name)
            self.params[name] = None
        rest = str(params.toString())
        window.history.replaceState(None, "", "?" + rest if rest else window.location.pathname)

    def resume(self, kind: str | None = None, readonly: bool = False) -> bool:
        kind = kind or storage.get("current")
        if kind not in engine.GAMES:
            return False
        loaded = saves.load_slot(kind)
        notices.tell_problems()
        if loaded is None:
            return False
        game, meta = loaded
        if game.is_over and not readonly:
            return False
        self.forget_link()  # what is played now is the saved game, not the link's
        settings = self.settings.for_table()
        if meta.get("level") in engine.bots.LEVELS and not self.params["level"]:
            settings["level"] = meta["level"]
        if meta.get("speed") in SPEEDS and not self.params["speed"]:
            settings["speed"] = meta["speed"]
        if not self.settings.lang_chosen and (lang := i18n.normalise(meta.get("lang"))):
            # the saved game's language only when none was ever chosen (the URL's, the menu's
            # or the table's settings win)
            self.settings.set_lang(lang)
        self._mount(
            kind, game, settings, meta.get("movers"), meta=meta, save=False, readonly=readonly
        )
        return True

    def new_game(
        self,
        kind: str,
        seed: int | None = None,
        from_url: bool = False,
        options: dict | None = None,
    ) -> None:
        self.forget_link()  # a reload resumes this game, not the link's (never an embed's)
        if seed is None and not from_url:
            seed = self.settings.seed()
        if seed is None:
            seed = random.SystemRandom().randrange(1, 10**9)
        if options is None:
            options = {} if from_url else self.settings.options(kind)
        try:
            game = engine.new_game(kind, seed=seed, options=options)
        except ValueError:  # rules that contradict each other, or unknown ones: say so
            notices.notice(t("options_refused", game=games.name(kind)), key="options")
            game = engine.new_game(kind, seed=seed)
        movers = []
        if self.mode.until:
            embed.fast_forward(game, self.mode.until)
            movers = [None] * len(game.log)
        self._mount(kind, game, self.settings.for_table(), movers)

    def _open_link(self) -> bool:
        """A replay or a position from the URL; False when its text cannot be read."""
        if self.params["record"]:
            from ui.screens import replay

            return replay.open_link(self)
        from ui.screens import position_link

        return position_link.open_link(self)

    def mount_table(
        self,
        kind: str,
        game: GameLike,
        settings: dict,
        movers: list,
        mode: embed.Mode | None = None,
        cls: type[Controller] | None = None,
        meta: dict | None = None,
    ) -> None:
        """Show ``game`` in a table run by ``cls`` (a Controller, the default, or a replay's
        or a puzzle's), saved as the game of its kind unless ``mode`` says otherwise."""
        self._mount(kind, game, settings, movers, meta=meta, mode=mode, cls=cls)

    def mount_lesson(self, kind: str, game: GameLike, mode: embed.Mode) -> Controller | None:
        """Show ``game`` as a table in ``mode`` (a lesson, never saved); its controller."""
        self._mount(
            kind, game, self.settings.for_table(), [None] * len(game.log), save=False, mode=mode
        )
        return self.ctl

    def _mount(
        self,
        kind,
        game,
        settings,
        movers,
        meta=None,
        save=True,
        readonly=False,
        mode=None,
        cls=None,
        watchers=(),
    ) -> None:
        # (the table, its bots and their advice load with the first table, not with the menu)
        from ui.table.controller import Controller

        if self.ctl is not None:
            self.ctl.stop()
        self.page = "game"
        self._remove_loading()
        clear(self.root)
        self.ctl = (cls or Controller)(
            self, kind, game, settings, movers, meta=meta, readonly=readonly, mode=mode or self.mode
        )
        self.ctl.watchers = list(watchers)  # a lesson's coach goes along with a redrawn table
        self.ctl.mount(self.root, save=save)

    def redraw_table(self) -> None:
        """Draw the table shown again from scratch (a new language): the same game, moves,
        save revision and pace."""
        ctl = self.ctl
        if ctl is None:
            return
        meta = dict(ctl.meta, rev=ctl.rev, movers=list(ctl.movers))
        settings = dict(ctl.settings, speed=ctl.speed)
        self._mount(
            ctl.kind,
            ctl.game,
            settings,
            ctl.movers,
            meta=meta,
            save=False,
            readonly=ctl.readonly,
            mode=ctl.mode,
            cls=type(ctl),  # a replay or a puzzle keeps its state in its meta
            watchers=ctl.watchers,
        )
        if getattr(ctl, "paused", False):  # the end-of-hand summary still waits for the player
            cast("Controller", self.ctl).paused = True  # the controller _mount() just made

    def _remove_loading(self) -> None:
        loading = val(document.getElementById("loading"))
        if loading is not None:
            loading.remove()
        self.root.hidden = False

    # --- two tabs -------------------------------------------------------------------------

    def _on_storage(self, event) -> None:
        """Another tab wrote to localStorage. If it saved a newer revision of the game shown
        here, show that state read-only (never overwrite it) and say so."""
        try:
            key = str(val(event.key) or "")
            ctl = self.ctl
            if (
                self.page == "menu"
                and key.startswith(storage.prefix() + "game.")
                and (val(event.oldValue) is None or val(event.newValue) is None)
            ):
                self.show_menu()  # a saved game appeared or went away in another tab
                return
            if ctl is None or not ctl.persist or key != storage.prefix() + "meta." + ctl.kind:
                return  # a table that saves nothing (an embed, a replay, a puzzle) is not shared
            if ctl.readonly:
                self.other_tab(ctl.kind)  # show the newest state, still read-only
                return
            if saves.stored_rev(ctl.kind) > ctl.rev:
                self.other_tab(ctl.kind)
        except Exception:  # noqa: BLE001 - an event handler never breaks the page
            js.console.warn(traceback.format_exc())

    def other_tab(self, kind: str) -> None:
        """Another tab saved this game further: show its state, read-only, with a button to
        continue here."""
        if self.ctl is not None:
            self.ctl.go_readonly()
        if not self.resume(kind, readonly=True) and self.ctl is not None:
            self.ctl.go_readonly()
        notices.notice(
            t("other_tab_readonly"), key="other-tab", button=("takeover", t("take_over"))
        )

    def take_over(self) -> None:
        """This tab continues the game from the newest saved state (the other tab turns
        read-only when it sees the new revision)."""
        notices.drop("other-tab")
        kind = self.ctl.kind if self.ctl is not None else storage.get("current")
        if kind not in engine.GAMES or not self.resume(kind):
            self.show_menu()
            return
        # resume() returned True: it mounted the saved game, so self.ctl is its controller
        cast("Controller", self.ctl).save()  # a new revision: tells the other tab

    def _notice_click(self, event) -> None:
        el = closest_attr(event, "data-notice-cmd")
        cmd = str(el.getAttribute("data-notice-cmd")) if el is not None else ""
        if cmd == "takeover":
            self.take_over()
        elif cmd == "close":
            notices.close(el)

    # --- the menu -------------------------------------------------------------------------

    def show_menu(self) -> None:
        if self.ctl is not None:
            self.ctl.stop()
            self.ctl = None
        if self.mode.demo and not self.mode.embed:
            # the demonstration is over: from the menu the player plays or resumes their own
            self.mode = self.mode._replace(demo=False, until=None, pace=None)
            document.documentElement.classList.remove("demo")
        self.page = "menu"
        document.documentElement.removeAttribute("data-phase")
        document.documentElement.removeAttribute("data-to-move")
        self._remove_loading()
        clear(self.root)
        self.root.appendChild(Menu(self, self.settings).element())
        self.ready()

    def show_stats(self) -> None:
        from ui.screens.stats import stats_page

        if self.ctl is not None:
            self.ctl.stop()
            self.ctl = None
        self.page = "stats"
        document.documentElement.removeAttribute("data-phase")
        self._remove_loading()
        clear(self.root)
        box = element("div", {"cls": "menu-box stats-box"})
        mount(box, stats_page(saves.load_stats()))
        notices.tell_problems()
        listen(box, "click", self._stats_click)
        self.root.appendChild(box)
        self.ready()

    def _stats_click(self, event) -> None:
        if closest_attr(event, "data-menu") is not None:
            self.show_menu()


def start() -> None:
    app = App()
    try:
        app.start()
    except Exception as err:  # noqa: BLE001 - never leave the loading screen up
        js.console.warn(traceback.format_exc())
        notices.notice(t("error", why=str(err)))
        app.show_menu()
    if app.ctl is None:
        app.ready()
