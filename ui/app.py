"""The app shell: URL parameters, the menu, resuming the saved game, and the table of a game.

URL (ui-contract.md): game=king|358 starts a new game at once; seed, level, speed, lang, embed.
Without ``game`` the saved game in progress is resumed, else the menu is shown.

At boot every stored save and the statistics are checked once (ui/saves.py): a bad entry is
set aside and told in the player's language; storage trouble is told once and play goes on in
memory. The menu lists the saved games (resume, delete), exports and imports a file, starts a
deal from its code, names the players and opens the statistics (ui/stats_view.py).
"""

from __future__ import annotations

import asyncio
import random
import time
import traceback

import js
from pyodide.ffi import to_js
from pyscript import document, window

import engine
from ui import embed, games, i18n, i18n_options, notices, records, saves, storage
from ui.controller import Controller
from ui.dom import clear, closest_attr, element, h, listen, mount, val
from ui.i18n import t

SPEEDS = ("slow", "normal", "fast", "instant")


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
                                                  "embed", "preset", "demo", "hand")}
        saved = storage.get_json("settings", {}) or {}
        self.settings = {"level": default_level(), "speed": "normal", "lang": None,
                         "four_colour": False, "large": False, "seed": "",
                         "preset": {}, "options": {}, "names": ["", "", "", ""]}
        if isinstance(saved, dict):
            self.settings.update({k: v for k, v in saved.items() if k in self.settings})
        names = self.settings.get("names")
        names = [records.clean_name(n) for n in names] if isinstance(names, list) else []
        self.settings["names"] = (names + ["", "", "", ""])[:4]
        if not isinstance(self.settings.get("options"), dict):
            self.settings["options"] = {}
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
        self.mode = embed.mode(p)
        self.page = "menu"
        for trouble in ("off", "full"):  # found before the language was known
            if storage.state[trouble]:
                notices.storage_trouble(trouble)
        storage.on_trouble(notices.storage_trouble)
        listen(window, "storage", self._on_storage)
        box = val(document.getElementById("notices"))
        if box is not None:
            listen(box, "click", self._notice_click)

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
        cl.toggle("embed", self.mode.embed)
        cl.toggle("demo", self.mode.demo)

    def ready(self) -> None:
        if not self.is_ready:
            self.is_ready = True
            document.documentElement.setAttribute("data-ready", "1")

    # --- routing --------------------------------------------------------------------------

    def start(self) -> None:
        self.apply_look()
        try:
            saves.boot_check()
        finally:
            notices.tell_problems()
        kind = self.params["game"]
        if kind in engine.GAMES:
            seed = None
            try:
                seed = int(self.params["seed"]) if self.params["seed"] else None
            except ValueError:
                seed = None
            self.new_game(kind, seed=seed, from_url=True,
                          options=embed.preset_options(kind, self.params["preset"]))
            return
        if not self.resume():
            self.show_menu()

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
        settings = dict(self.settings)
        if meta.get("level") in engine.bots.LEVELS and not self.params["level"]:
            settings["level"] = meta["level"]
        if meta.get("speed") in SPEEDS and not self.params["speed"]:
            settings["speed"] = meta["speed"]
        if not self.params["lang"] and i18n.normalise(meta.get("lang")):
            self.set_lang(i18n.normalise(meta["lang"]))
        self._mount(kind, game, settings, meta.get("movers"), meta=meta, save=False,
                    readonly=readonly)
        return True

    def new_game(self, kind: str, seed: int | None = None, from_url: bool = False,
                 options: dict | None = None) -> None:
        settings = dict(self.settings)
        if seed is None and not from_url and str(settings.get("seed", "")).strip().isdigit():
            seed = int(str(settings["seed"]).strip())
        if seed is None:
            seed = random.SystemRandom().randrange(1, 10**9)
        if options is None:
            options = {}
            if not from_url:
                options = dict((settings.get("options") or {}).get(kind) or {})
        try:
            game = engine.new_game(kind, seed=seed, options=options)
        except ValueError:
            game = engine.new_game(kind, seed=seed)
        movers = []
        if self.mode.until:
            embed.fast_forward(game, self.mode.until)
            movers = [None] * len(game.log)
        self._mount(kind, game, settings, movers)

    def _mount(self, kind, game, settings, movers, meta=None, save=True,
               readonly=False) -> None:
        if self.ctl is not None:
            self.ctl.stop()
        self.page = "game"
        self._remove_loading()
        clear(self.root)
        self.ctl = Controller(self, kind, game, settings, movers, meta=meta, readonly=readonly,
                              mode=self.mode)
        self.ctl.mount(self.root, save=save)

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
            if self.page == "menu" and key.startswith(storage.PREFIX + "game.") \
                    and (val(event.oldValue) is None or val(event.newValue) is None):
                self.show_menu()  # a saved game appeared or went away in another tab
                return
            if ctl is None or key != storage.PREFIX + "meta." + ctl.kind:
                return
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
        notices.notice(t("other_tab_readonly"), key="other-tab",
                       button=("takeover", t("take_over")))

    def take_over(self) -> None:
        """This tab continues the game from the newest saved state (the other tab turns
        read-only when it sees the new revision)."""
        notices.drop("other-tab")
        kind = self.ctl.kind if self.ctl is not None else storage.get("current")
        if kind not in engine.GAMES or not self.resume(kind):
            self.show_menu()
            return
        self.ctl.save()  # a new revision: tells the other tab

    def _notice_click(self, event) -> None:
        el = closest_attr(event, "data-notice-cmd")
        if el is not None and str(el.getAttribute("data-notice-cmd")) == "takeover":
            self.take_over()

    # --- the menu -------------------------------------------------------------------------

    def show_menu(self) -> None:
        if self.ctl is not None:
            self.ctl.stop()
            self.ctl = None
        self.page = "menu"
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
                               "text": t(games.get(kind).play_key)})
                  for kind in engine.GAMES])
        slots = saves.list_slots()
        notices.tell_problems()
        resume = [h("button", {"type": "button", "cls": "resume-button", "data_resume": sl["kind"],
                               "text": t("resume", game=games.name(sl["kind"]), hand=sl["hand"])})
                  for sl in slots]
        saved = self._saved_list(slots)
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
        names = h("fieldset", {"cls": "settings names"}, h("legend", {"text": t("players")}),
                  [h("label", {"cls": "field"},
                     h("span", {"text": t("you") if i == 0 else t("player_n", n=i)}),
                     h("input", {"type": "text", "data_name": i, "maxlength": records.NAME_MAX,
                                 "autocomplete": "off", "value": s["names"][i],
                                 "placeholder": t("you") if i == 0 else
                                 t("names").split("|")[(i - 1) % 3]}))
                   for i in range(4)])
        deal = h("fieldset", {"cls": "settings deal"}, h("legend", {"text": t("deal_code")}),
                 h("label", {"cls": "field"}, h("span", {"text": t("deal_code_enter")}),
                   h("input", {"type": "text", "data_role": "deal-code-input",
                               "autocomplete": "off", "spellcheck": "false",
                               "placeholder": "K-default-1234"})),
                 h("button", {"type": "button", "cls": "cmd", "data_menu": "deal",
                              "text": t("deal_play")}))
        files = h("fieldset", {"cls": "settings files"}, h("legend", {"text": t("your_data")}),
                  h("button", {"type": "button", "cls": "cmd", "data_menu": "stats",
                               "text": t("statistics")}),
                  h("button", {"type": "button", "cls": "cmd", "data_menu": "export",
                               "text": t("export")}),
                  h("label", {"cls": "cmd file-button"}, h("span", {"text": t("import")}),
                    h("input", {"type": "file", "accept": "application/json,.json",
                                "data_role": "import-file"})))
        menu = h("section", {"cls": "menu"},
                 h("h1", {"text": t("title")}), h("p", {"cls": "sub", "text": t("subtitle")}),
                 h("div", {"cls": "menu-resume"}, resume) if resume else None,
                 play, saved, general, names, deal, files, rules)
        box = element("div", {"cls": "menu-box"})
        mount(box, menu)
        listen(box, "click", self._menu_click)
        listen(box, "change", self._menu_change)
        listen(box, "keydown", self._menu_key)
        return box

    def _menu_key(self, event) -> None:
        el = val(event.target)
        if event.key == "Enter" and el is not None \
                and val(el.getAttribute("data-role")) == "deal-code-input":
            event.preventDefault()
            self.play_code(str(el.value))

    def _saved_list(self, slots):
        if not slots:
            return None
        rows = []
        for sl in slots:
            when = js.Date.new(sl["updated"] * 1000).toLocaleString(i18n.lang()) \
                if sl["updated"] else "—"
            rows.append(h("tr", {"data_slot": sl["kind"]},
                          h("th", {"scope": "row", "text": games.name(sl["kind"])}),
                          h("td", {"text": str(when)}),
                          h("td", {"cls": "num", "text": sl["hand"]}),
                          h("td", {"cls": "num", "text": " / ".join(str(x) for x in
                                                                    sl["scores"])}),
                          h("td", {}, h("button", {"type": "button", "cls": "cmd",
                                                   "data_resume": sl["kind"],
                                                   "text": t("resume_short")}),
                            h("button", {"type": "button", "cls": "cmd",
                                         "data_delete": sl["kind"],
                                         "aria_label": t("delete_game",
                                                         game=games.name(sl["kind"])),
                                         "text": t("delete")}))))
        return h("table", {"cls": "saved-games", "data_role": "saved-games"},
                 h("caption", {"text": t("saved_games")}),
                 h("thead", {}, h("tr", {}, [h("th", {"scope": "col", "text": x}) for x in
                                             (t("game"), t("date"), t("hand_word"),
                                              t("score"), "")])),
                 h("tbody", {}, rows))

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
            doc = i18n_options.doc(kind, spec)
            rows.append(h("label", {"cls": "field option", "title": doc},
                          h("span", {"text": f"{i18n_options.label(kind, spec)} ({spec['rule']})"}),
                          h("select", {"data_option": spec["key"], "data_kind": kind},
                            [h("option", {"value": repr(v),
                                          "text": i18n_options.value_label(kind, spec, v),
                                          "selected": v == value}) for v in spec["values"]]),
                          h("small", {"cls": "doc", "text": doc})))
        return h("details", {"cls": "rules"},
                 h("summary", {"text": f"{t('rules_options')}: {games.name(kind)}"}),
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
            return
        el = closest_attr(event, "data-delete")
        if el is not None:
            kind = str(el.getAttribute("data-delete"))
            if kind in engine.GAMES and window.confirm(t("delete_confirm",
                                                         game=games.name(kind))):
                saves.delete_slot(kind)
                self.show_menu()
            return
        el = closest_attr(event, "data-menu")
        if el is None:
            return
        what = str(el.getAttribute("data-menu"))
        if what == "deal":
            box = val(document.querySelector("[data-role='deal-code-input']"))
            self.play_code(str(box.value) if box is not None else "")
        elif what == "stats":
            self.show_stats()
        elif what == "export":
            self.export()

    def _menu_change(self, event) -> None:
        el = event.target
        s = self.settings
        if val(el.getAttribute("data-role")) == "import-file":
            files = val(el.files)
            if files is not None and files.length:
                asyncio.ensure_future(self.import_file(files.item(0)))
            return
        seat = val(el.getAttribute("data-name"))
        if seat is not None:
            s["names"][int(seat)] = records.clean_name(str(el.value))
            self.save_settings()
            return
        key = val(el.getAttribute("data-setting"))
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


    # --- deal codes, export, import, statistics ----------------------------------------------

    def play_code(self, code: str) -> None:
        try:
            kind, seed, options = records.parse_deal_code(code)
        except records.RecordError:
            notices.notice(t("bad_deal_code", code=code.strip()[:40]), key="deal-code")
            return
        notices.drop("deal-code")
        self.save_settings()
        self.new_game(kind, seed=seed, options=options)

    def export(self) -> None:
        text = saves.export_text(self.settings)
        blob = js.Blob.new(to_js([text]), to_js({"type": "application/json"},
                                                 dict_converter=js.Object.fromEntries))
        url = js.URL.createObjectURL(blob)
        a = document.createElement("a")
        a.href = url
        a.download = "king-358-" + time.strftime("%Y%m%d-%H%M%S") + ".json"
        a.hidden = True
        document.body.appendChild(a)
        a.click()
        a.remove()
        js.setTimeout(create_once(lambda: js.URL.revokeObjectURL(url)), 10_000)

    async def import_file(self, file) -> None:
        try:
            if file.size > records.MAX_IMPORT_BYTES:
                raise records.RecordError("import_file")
            text = str(await file.text())
            doc = records.parse_import(text)
        except records.RecordError:
            notices.notice(t("import_bad"), key="import")
            self.show_menu()
            return
        except Exception:  # noqa: BLE001 - a file we cannot read is refused, nothing else
            js.console.warn(traceback.format_exc())
            notices.notice(t("import_bad"), key="import")
            self.show_menu()
            return
        loaded, skipped = 0, list(doc["skipped"])
        for kind, (text, meta, game) in doc["saves"].items():
            current = saves.load_slot(kind)
            if current is not None and current[0].to_json() == text:
                continue  # already here as it is
            if current is not None and not current[0].is_over \
                    and current[1].get("id") != meta.get("id"):
                skipped.append((kind, "slot_busy"))
                continue
            status, _ = saves.write_slot(kind, game, meta, saves.stored_rev(kind))
            loaded += status == "ok"
        matches = 0
        if doc["stats"] is not None:
            merged, matches = records.merge_stats(saves.load_stats(), doc["stats"])
            if matches:
                saves.save_stats(merged)
        text = t("imported", games=loaded, matches=matches)
        if skipped:
            text += " " + t("import_skipped", what=", ".join(
                f"{games.name(k)}: {notices.why_text(code, {})}" for k, code in skipped))
        self.show_menu()
        notices.notice(text, key="import")

    def show_stats(self) -> None:
        from ui.stats_view import stats_page
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


def create_once(fn):
    from pyodide.ffi import create_once_callable
    return create_once_callable(fn)


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
