"""The menu: play or resume a game, settings, names, a deal code, the player's data, the rules.

The menu draws itself from the settings (ui/settings.py) and changes them through their
methods; where it goes next (a game, the statistics, the menu again) it asks the app.
"""

from __future__ import annotations

import asyncio

import js
from pyscript import document, window

import engine
from ui import games, i18n, i18n_options, notices, records, saves, transfer
from ui.dom import closest_attr, element, h, listen, mount, val
from ui.i18n import t
from ui.settings import SEATS, SPEEDS


class Menu:
    def __init__(self, app, settings) -> None:
        self.app = app  # new_game(), resume(), show_menu(), show_stats()
        self.settings = settings

    def element(self):
        """The menu, built and listening."""
        s = self.settings
        play = h(
            "div",
            {"cls": "menu-play"},
            [
                h(
                    "button",
                    {
                        "type": "button",
                        "cls": "play-button",
                        "data_game": kind,
                        "text": t(games.get(kind).play_key),
                    },
                )
                for kind in engine.GAMES
            ],
        )
        slots = saves.list_slots()
        notices.tell_problems()
        resume = [
            h(
                "button",
                {
                    "type": "button",
                    "cls": "resume-button",
                    "data_resume": sl["kind"],
                    "text": t("resume", game=games.name(sl["kind"]), hand=sl["hand"]),
                },
            )
            for sl in slots
        ]
        saved = self._saved_list(slots)
        general = h(
            "fieldset",
            {"cls": "settings"},
            h("legend", {"text": t("settings")}),
            self._select(
                "level",
                t("level"),
                [(lv, t("level_" + lv)) for lv in engine.bots.LEVELS],
                s["level"],
            ),
            self._select(
                "speed", t("speed"), [(sp, t("speed_" + sp)) for sp in SPEEDS], s["speed"]
            ),
            self._select("lang", t("language"), list(i18n.LANG_NAMES.items()), i18n.lang()),
            h(
                "label",
                {"cls": "field"},
                h("span", {"text": t("seed")}),
                h(
                    "input",
                    {
                        "type": "text",
                        "inputmode": "numeric",
                        "data_setting": "seed",
                        "placeholder": t("seed_hint"),
                        "value": s["seed"] or "",
                    },
                ),
            ),
            self._check("four_colour", t("four_colour"), s["four_colour"]),
            self._check("large", t("large_cards"), s["large"]),
        )
        rules = [self._rules(kind) for kind in engine.GAMES]
        names = h(
            "fieldset",
            {"cls": "settings names"},
            h("legend", {"text": t("players")}),
            [
                h(
                    "label",
                    {"cls": "field"},
                    h("span", {"text": t("you") if i == 0 else t("player_n", n=i)}),
                    h(
                        "input",
                        {
                            "type": "text",
                            "data_name": i,
                            "maxlength": records.NAME_MAX,
                            "autocomplete": "off",
                            "value": s["names"][i],
                            "placeholder": t("you")
                            if i == 0
                            else t("names").split("|")[(i - 1) % 3],
                        },
                    ),
                )
                for i in range(SEATS)
            ],
        )
        deal = h(
            "fieldset",
            {"cls": "settings deal"},
            h("legend", {"text": t("deal_code")}),
            h(
                "label",
                {"cls": "field"},
                h("span", {"text": t("deal_code_enter")}),
                h(
                    "input",
                    {
                        "type": "text",
                        "data_role": "deal-code-input",
                        "autocomplete": "off",
                        "spellcheck": "false",
                        "placeholder": "K-default-1234",
                    },
                ),
            ),
            h(
                "button",
                {"type": "button", "cls": "cmd", "data_menu": "deal", "text": t("deal_play")},
            ),
        )
        files = h(
            "fieldset",
            {"cls": "settings files"},
            h("legend", {"text": t("your_data")}),
            h(
                "button",
                {"type": "button", "cls": "cmd", "data_menu": "stats", "text": t("statistics")},
            ),
            h(
                "button",
                {"type": "button", "cls": "cmd", "data_menu": "export", "text": t("export")},
            ),
            h(
                "label",
                {"cls": "cmd file-button"},
                h("span", {"text": t("import")}),
                h(
                    "input",
                    {
                        "type": "file",
                        "accept": "application/json,.json",
                        "data_role": "import-file",
                    },
                ),
            ),
        )
        menu = h(
            "section",
            {"cls": "menu"},
            h("h1", {"text": t("title")}),
            h("p", {"cls": "sub", "text": t("subtitle")}),
            h("div", {"cls": "menu-resume"}, resume) if resume else None,
            play,
            saved,
            general,
            names,
            deal,
            files,
            rules,
        )
        box = element("div", {"cls": "menu-box"})
        mount(box, menu)
        listen(box, "click", self._menu_click)
        listen(box, "change", self._menu_change)
        listen(box, "keydown", self._menu_key)
        return box

    def _menu_key(self, event) -> None:
        el = val(event.target)
        if (
            event.key == "Enter"
            and el is not None
            and val(el.getAttribute("data-role")) == "deal-code-input"
        ):
            event.preventDefault()
            self.play_code(str(el.value))

    def _saved_list(self, slots):
        if not slots:
            return None
        rows = []
        for sl in slots:
            when = (
                js.Date.new(sl["updated"] * 1000).toLocaleString(i18n.lang())
                if sl["updated"]
                else "—"
            )
            rows.append(
                h(
                    "tr",
                    {"data_slot": sl["kind"]},
                    h("th", {"scope": "row", "text": games.name(sl["kind"])}),
                    h("td", {"text": str(when)}),
                    h("td", {"cls": "num", "text": sl["hand"]}),
                    h("td", {"cls": "num", "text": " / ".join(str(x) for x in sl["scores"])}),
                    h(
                        "td",
                        {},
                        h(
                            "button",
                            {
                                "type": "button",
                                "cls": "cmd",
                                "data_resume": sl["kind"],
                                "text": t("resume_short"),
                            },
                        ),
                        h(
                            "button",
                            {
                                "type": "button",
                                "cls": "cmd",
                                "data_delete": sl["kind"],
                                "aria_label": t("delete_game", game=games.name(sl["kind"])),
                                "text": t("delete"),
                            },
                        ),
                    ),
                )
            )
        return h(
            "table",
            {"cls": "saved-games", "data_role": "saved-games"},
            h("caption", {"text": t("saved_games")}),
            h(
                "thead",
                {},
                h(
                    "tr",
                    {},
                    [
                        h("th", {"scope": "col", "text": x})
                        for x in (t("game"), t("date"), t("hand_word"), t("score"), "")
                    ],
                ),
            ),
            h("tbody", {}, rows),
        )

    def _select(self, key, label, choices, current, attr="data_setting", extra=None):
        attrs = {attr: key}
        attrs.update(extra or {})
        return h(
            "label",
            {"cls": "field"},
            h("span", {"text": label}),
            h(
                "select",
                attrs,
                [
                    h("option", {"value": v, "text": text, "selected": str(v) == str(current)})
                    for v, text in choices
                ],
            ),
        )

    def _check(self, key, label, on):
        return h(
            "label",
            {"cls": "field check"},
            h("input", {"type": "checkbox", "data_setting": key, "checked": bool(on)}),
            h("span", {"text": label}),
        )

    def _rules(self, kind: str):
        chosen = self.settings.options(kind)
        presets = engine.presets(kind)
        preset_now = next((name for name, opts in presets.items() if opts == chosen), "")
        preset_choices = [
            (name, t("preset_" + name) if i18n.has("preset_" + name) else name) for name in presets
        ]
        if not preset_now:
            preset_choices.append(("", "—"))
        rows = []
        for spec in engine.option_spec(kind):
            value = chosen.get(spec["key"], spec["default"])
            doc = i18n_options.doc(kind, spec)
            rows.append(
                h(
                    "label",
                    {"cls": "field option", "title": doc},
                    h("span", {"text": i18n_options.label(kind, spec)}),
                    h(
                        "select",
                        {"data_option": spec["key"], "data_kind": kind},
                        [
                            h(
                                "option",
                                {
                                    "value": repr(v),
                                    "text": i18n_options.value_label(kind, spec, v),
                                    "selected": v == value,
                                },
                            )
                            for v in spec["values"]
                        ],
                    ),
                    h("small", {"cls": "doc", "text": doc}),
                )
            )
        return h(
            "details",
            {"cls": "rules"},
            h("summary", {"text": f"{t('rules_options')}: {games.name(kind)}"}),
            self._select(
                "preset",
                t("preset"),
                preset_choices,
                preset_now,
                attr="data_preset",
                extra={"data_kind": kind},
            ),
            h("div", {"cls": "options"}, rows),
        )

    def _menu_click(self, event) -> None:
        target = event.target
        el = val(target.closest("[data-game]")) if hasattr(target, "closest") else None
        if el is not None:
            self.settings.save()
            self.app.new_game(str(el.getAttribute("data-game")))
            return
        el = val(target.closest("[data-resume]")) if hasattr(target, "closest") else None
        if el is not None:
            if not self.app.resume(str(el.getAttribute("data-resume"))):
                self.app.show_menu()
            return
        el = closest_attr(event, "data-delete")
        if el is not None:
            kind = str(el.getAttribute("data-delete"))
            if kind in engine.GAMES and window.confirm(t("delete_confirm", game=games.name(kind))):
                saves.delete_slot(kind)
                self.app.show_menu()
            return
        el = closest_attr(event, "data-menu")
        if el is None:
            return
        what = str(el.getAttribute("data-menu"))
        if what == "deal":
            box = val(document.querySelector("[data-role='deal-code-input']"))
            self.play_code(str(box.value) if box is not None else "")
        elif what == "stats":
            self.app.show_stats()
        elif what == "export":
            transfer.export(self.settings.for_table())

    def _menu_change(self, event) -> None:
        el = event.target
        s = self.settings
        if val(el.getAttribute("data-role")) == "import-file":
            files = val(el.files)
            if files is not None and files.length:
                asyncio.ensure_future(transfer.import_file(files.item(0), self.app.show_menu))
            return
        seat = val(el.getAttribute("data-name"))
        if seat is not None:
            s.name(int(seat), str(el.value))
            return
        key = val(el.getAttribute("data-setting"))
        if key:
            s.choose(key, bool(el.checked) if el.type == "checkbox" else str(el.value))
            if key == "lang":
                self.app.show_menu()
            return
        kind = val(el.getAttribute("data-kind"))
        if val(el.getAttribute("data-preset")) is not None and kind:
            name = str(el.value)
            if name:
                s.preset(kind, name)
                self.app.show_menu()
            return
        option = val(el.getAttribute("data-option"))
        if option and kind:
            spec = {o["key"]: o for o in engine.option_spec(kind)}[option]
            s.option(
                kind,
                spec,
                next((v for v in spec["values"] if repr(v) == str(el.value)), spec["default"]),
            )

    def play_code(self, code: str) -> None:
        """Start the deal of a code typed or pasted in the menu."""
        try:
            kind, seed, options = records.parse_deal_code(code)
        except records.RecordError:
            notices.notice(t("bad_deal_code", code=code.strip()[:40]), key="deal-code")
            return
        notices.drop("deal-code")
        self.settings.save()
        self.app.new_game(kind, seed=seed, options=options)
