"""The app shell: URL parameters, the menu, resuming the saved game, and the table of a game.

URL (ui-contract.md): game=king|358 starts a new game at once; seed, level, speed, lang, embed.
Without ``game`` the saved game in progress is resumed, else the menu is shown.
"""

from __future__ import annotations

import importlib
import random
import traceback

import js
from pyscript import document, window

import engine
from ui import i18n, storage
from ui.controller import Controller, load_saved, notice
from ui.dom import clear, element, h, listen, mount, val
from ui.i18n import t
from ui.table import GameTable

# kind -> "module:Class" of its table; a missing module falls back to the generic GameTable.
TABLES = {"king": "ui.king_table:KingTable", "358": "ui.blato_table:BlatoTable"}
GAME_NAMES = {"king": "King", "358": "3-5-8"}
SPEEDS = ("slow", "normal", "fast", "instant")


def table_class(kind: str):
    module, _, name = TABLES.get(kind, "").partition(":")
    try:
        return getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError, ValueError):
        return GameTable


def default_level() -> str:
    levels = engine.bots.LEVELS
    return "medium" if "medium" in levels else levels[-1]


class App:
    def __init__(self) -> None:
        self.root = document.getElementById("app")
        self.ctl = None
        self.is_ready = False
        params = js.URLSearchParams.new(window.location.search)
        self.params = {k: val(params.get(k)) for k in ("game", "seed", "level", "speed", "lang",
                                                  "embed")}
        saved = storage.get_json("settings", {}) or {}
        self.settings = {"level": default_level(), "speed": "normal", "lang": None,
                         "four_colour": False, "large": False, "seed": "",
                         "preset": {}, "options": {}}
        if isinstance(saved, dict):
            self.settings.update({k: v for k, v in saved.items() if k in self.settings})
        if self.settings["level"] not in engine.bots.LEVELS:
            self.settings["level"] = default_level()
        p = self.params
        if p["level"] in engine.bots.LEVELS:
            self.settings["level"] = p["level"]
        if p["speed"] in SPEEDS:
            self.settings["speed"] = p["speed"]
        lang = (i18n.normalise(p["lang"]) or i18n.normalise(self.settings.get("lang"))
                or i18n.normalise(str(window.navigator.language)) or "en")
        self.set_lang(lang)
        self.embed = p["embed"] == "1"
        listen(window, "storage", self._on_storage)

    # --- settings -------------------------------------------------------------------------

    def set_lang(self, lang: str) -> None:
        i18n.set_lang(lang)
        self.settings["lang"] = lang
        document.documentElement.setAttribute("lang", lang)
        document.title = t("title")

    def save_settings(self) -> None:
        storage.put_json("settings", self.settings)

    def apply_look(self) -> None:
        cl = document.documentElement.classList
        cl.toggle("four-colour", bool(self.settings.get("four_colour")))
        cl.toggle("large-cards", bool(self.settings.get("large")))
        cl.toggle("embed", self.embed)

    def ready(self) -> None:
        if not self.is_ready:
            self.is_ready = True
            document.documentElement.setAttribute("data-ready", "1")

    # --- routing --------------------------------------------------------------------------

    def start(self) -> None:
        self.apply_look()
        kind = self.params["game"]
        if kind in engine.GAMES:
            seed = None
            try:
                seed = int(self.params["seed"]) if self.params["seed"] else None
            except ValueError:
                seed = None
            self.new_game(kind, seed=seed, from_url=True)
            return
        if not self.resume():
            self.show_menu()

    def resume(self, kind: str | None = None) -> bool:
        kind = kind or storage.get("current")
        if kind not in engine.GAMES:
            return False
        try:
            loaded = load_saved(kind)
        except Exception as err:  # noqa: BLE001 - a corrupt save never stops the page
            bad = storage.get("game." + kind) or ""
            storage.put("bad." + kind, bad)
            storage.remove("game." + kind)
            storage.remove("meta." + kind)
            storage.remove("current")
            notice(t("bad_save", why=getattr(err, "code", type(err).__name__)))
            return False
        if loaded is None:
            return False
        game, meta = loaded
        if game.is_over:
            return False
        settings = dict(self.settings)
        if meta.get("level") in engine.bots.LEVELS and not self.params["level"]:
            settings["level"] = meta["level"]
        if meta.get("speed") in SPEEDS and not self.params["speed"]:
            settings["speed"] = meta["speed"]
        if not self.params["lang"] and i18n.normalise(meta.get("lang")):
            self.set_lang(i18n.normalise(meta["lang"]))
        self._mount(kind, game, settings, meta.get("movers"))
        return True

    def new_game(self, kind: str, seed: int | None = None, from_url: bool = False) -> None:
        settings = dict(self.settings)
        if seed is None and not from_url and str(settings.get("seed", "")).strip().isdigit():
            seed = int(str(settings["seed"]).strip())
        if seed is None:
            seed = random.SystemRandom().randrange(1, 10**9)
        options = {}
        if not from_url:
            options = dict((settings.get("options") or {}).get(kind) or {})
        try:
            game = engine.new_game(kind, seed=seed, options=options)
        except ValueError:
            game = engine.new_game(kind, seed=seed)
        self._mount(kind, game, settings, [])

    def _mount(self, kind, game, settings, movers) -> None:
        if self.ctl is not None:
            self.ctl.stop()
        self._remove_loading()
        clear(self.root)
        self.ctl = Controller(self, kind, game, settings, table_class(kind), movers)
        self.ctl.mount(self.root)

    def _remove_loading(self) -> None:
        loading = val(document.getElementById("loading"))
        if loading is not None:
            loading.remove()
        self.root.hidden = False

    def _on_storage(self, event) -> None:
        ctl = self.ctl
        if ctl is None or ctl.stopped:
            return
        key = str(val(event.key) or "")
        new = val(event.newValue)
        if key == storage.PREFIX + "game." + ctl.kind and new is not None \
                and str(new) != ctl.game.to_json():
            notice(t("other_tab"))

    # --- the menu -------------------------------------------------------------------------

    def show_menu(self) -> None:
        if self.ctl is not None:
            self.ctl.stop()
            self.ctl = None
        document.documentElement.removeAttribute("data-phase")
        document.documentElement.removeAttribute("data-to-move")
        self._remove_loading()
        clear(self.root)
        self.root.appendChild(self._menu())
        self.ready()

    def _menu(self):
        s = self.settings
        play = h("div", {"cls": "menu-play"},
                 [h("button", {"type": "button", "cls": "play-button", "data_game": kind,
                               "text": t("play_king" if kind == "king" else "play_358")})
                  for kind in engine.GAMES])
        resume = []
        for kind in engine.GAMES:
            text = storage.get("game." + kind)
            if not text:
                continue
            try:
                loaded = load_saved(kind)
            except Exception:  # noqa: BLE001 - a bad save is offered nothing
                continue
            if loaded and not loaded[0].is_over:
                resume.append(h("button", {"type": "button", "cls": "resume-button",
                                           "data_resume": kind,
                                           "text": t("resume", game=GAME_NAMES[kind],
                                                     hand=loaded[0].view(0)["hand_number"])}))
        general = h("fieldset", {"cls": "settings"}, h("legend", {"text": t("settings")}),
                    self._select("level", t("level"), [(lv, t("level_" + lv)) for lv in
                                                        engine.bots.LEVELS], s["level"]),
                    self._select("speed", t("speed"), [(sp, t("speed_" + sp)) for sp in SPEEDS],
                                 s["speed"]),
                    self._select("lang", t("language"), list(i18n.LANG_NAMES.items()),
                                 i18n.lang()),
                    h("label", {"cls": "field"}, h("span", {"text": t("seed")}),
                      h("input", {"type": "text", "inputmode": "numeric", "data_setting": "seed",
                                  "placeholder": t("seed_hint"), "value": s.get("seed") or ""})),
                    self._check("four_colour", t("four_colour"), s["four_colour"]),
                    self._check("large", t("large_cards"), s["large"]))
        rules = [self._rules(kind) for kind in engine.GAMES]
        menu = h("section", {"cls": "menu"},
                 h("h1", {"text": t("title")}), h("p", {"cls": "sub", "text": t("subtitle")}),
                 h("div", {"cls": "menu-resume"}, resume) if resume else None,
                 play, general, rules)
        box = element("div", {"cls": "menu-box"})
        mount(box, menu)
        listen(box, "click", self._menu_click)
        listen(box, "change", self._menu_change)
        return box

    def _select(self, key, label, choices, current, attr="data_setting", extra=None):
        attrs = {attr: key}
        attrs.update(extra or {})
        return h("label", {"cls": "field"}, h("span", {"text": label}),
                 h("select", attrs,
                   [h("option", {"value": v, "text": text, "selected": str(v) == str(current)})
                    for v, text in choices]))

    def _check(self, key, label, on):
        return h("label", {"cls": "field check"},
                 h("input", {"type": "checkbox", "data_setting": key, "checked": bool(on)}),
                 h("span", {"text": label}))

    def _rules(self, kind: str):
        chosen = (self.settings.get("options") or {}).get(kind) or {}
        presets = engine.presets(kind)
        preset_now = next((name for name, opts in presets.items() if opts == chosen), "")
        preset_choices = [(name, t("preset_" + name) if i18n.has("preset_" + name) else name)
                          for name in presets]
        if not preset_now:
            preset_choices.append(("", "—"))
        rows = []
        for spec in engine.option_spec(kind):
            value = chosen.get(spec["key"], spec["default"])
            rows.append(h("label", {"cls": "field option", "title": spec["doc"]},
                          h("span", {"text": f"{spec['key'].replace('_', ' ')} ({spec['rule']})"}),
                          h("select", {"data_option": spec["key"], "data_kind": kind},
                            [h("option", {"value": repr(v), "text": str(v),
                                          "selected": v == value}) for v in spec["values"]]),
                          h("small", {"cls": "doc", "text": spec["doc"]})))
        return h("details", {"cls": "rules"},
                 h("summary", {"text": f"{t('rules_options')}: {GAME_NAMES[kind]}"}),
                 self._select("preset", t("preset"), preset_choices, preset_now,
                              attr="data_preset", extra={"data_kind": kind}),
                 h("div", {"cls": "options"}, rows))

    def _menu_click(self, event) -> None:
        target = event.target
        el = val(target.closest("[data-game]")) if hasattr(target, "closest") else None
        if el is not None:
            self.save_settings()
            self.new_game(str(el.getAttribute("data-game")))
            return
        el = val(target.closest("[data-resume]")) if hasattr(target, "closest") else None
        if el is not None:
            if not self.resume(str(el.getAttribute("data-resume"))):
                self.show_menu()

    def _menu_change(self, event) -> None:
        el = event.target
        key = val(el.getAttribute("data-setting"))
        s = self.settings
        if key:
            if el.type == "checkbox":
                s[key] = bool(el.checked)
                self.apply_look()
            else:
                s[key] = str(el.value)
            if key == "lang":
                self.set_lang(s["lang"])
                self.save_settings()
                self.show_menu()
                return
            self.save_settings()
            return
        kind = val(el.getAttribute("data-kind"))
        opts = s.setdefault("options", {})
        if val(el.getAttribute("data-preset")) is not None and kind:
            name = str(el.value)
            if name:
                opts[kind] = engine.presets(kind).get(name, {})
                self.save_settings()
                self.show_menu()
            return
        option = val(el.getAttribute("data-option"))
        if option and kind:
            spec = {o["key"]: o for o in engine.option_spec(kind)}[option]
            value = next((v for v in spec["values"] if repr(v) == str(el.value)), spec["default"])
            mine = dict(opts.get(kind) or {})
            if value == spec["default"]:
                mine.pop(option, None)
            else:
                mine[option] = value
            opts[kind] = mine
            self.save_settings()


def start() -> None:
    app = App()
    try:
        app.start()
    except Exception as err:  # noqa: BLE001 - never leave the loading screen up
        js.console.warn(traceback.format_exc())
        notice(t("error", why=str(err)))
        app.show_menu()
    if app.ctl is None:
        app.ready()
