"""The menu's page, drawn from the settings and the saved games.

Play and resume, the saved games, the settings, the players' names, a deal code, the player's
data and each game's rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import js
from pyodide.ffi import to_js

import engine
from ui import games
from ui.core.dom import h
from ui.core.settings import BACKS, SEATS, SPEEDS
from ui.data import records
from ui.words import i18n
from ui.words import options as i18n_options
from ui.words.i18n import t

if TYPE_CHECKING:
    from ui.core.dom import El
    from ui.core.settings import Settings


def page(settings: Settings, slots: list) -> El:
    """The menu's page from the settings (ui/core/settings.py) and the saved games in progress."""
    s = settings
    play = h("div", {"cls": "menu-play"}, [game_part(kind) for kind in engine.GAMES])
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
    saved = saved_games(slots)
    general = h(
        "fieldset",
        {"cls": "settings"},
        h("legend", {"text": t("settings")}),
        select(
            "level",
            t("level"),
            [(lv, t("level_" + lv)) for lv in engine.bots.LEVELS],
            s["level"],
        ),
        select("speed", t("speed"), [(sp, t("speed_" + sp)) for sp in SPEEDS], s["speed"]),
        select("lang", t("language"), list(i18n.LANG_NAMES.items()), i18n.lang()),
        h(
            "label",
            {"cls": "field option"},  # (option: room for a line under it, as a rule's doc)
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
            # what is wrong with a deal number typed, beside it (ui/screens/menu.py)
            h(
                "small",
                {"cls": "doc", "id": "seed-error", "data_role": "seed-error", "hidden": True},
            ),
        ),
        check("four_colour", t("four_colour"), s["four_colour"]),
        check("large", t("large_cards"), s["large"]),
        select("back", t("ts_back"), [(b, t("ts_back_" + b)) for b in BACKS], s["back"]),
        check("motion", t("ts_motion"), s["motion"]),
        check("sound", t("ts_sound"), s["sound"]),
        check("autoplay", t("ts_autoplay"), s["autoplay"]),
    )
    options = [rules(kind) for kind in engine.GAMES]
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
                        "placeholder": t("you") if i == 0 else t("names").split("|")[(i - 1) % 3],
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
    return h(
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
        options,
    )


def game_part(kind: str) -> El:
    """A game's part of the menu: play it, read its rules, learn it with a guided hand.

    The part carries ``data-menu-game``; its Rules and Learn buttons ``data-cmd="rules"`` and
    ``data-cmd="learn"`` (only the play button carries ``data-game``)."""
    letter = i18n.GAME_LETTER[kind]
    return h(
        "div",
        {
            "cls": "menu-game",
            "data_menu_game": kind,
            "role": "group",
            "aria_label": games.name(kind),
        },
        h(
            "button",
            {
                "type": "button",
                "cls": "play-button",
                "data_game": kind,
                "text": t(games.get(kind).play_key),
            },
        ),
        h(
            "div",
            {"cls": "menu-game-more"},
            h(
                "button",
                {
                    "type": "button",
                    "cls": "cmd",
                    "data_cmd": "rules",
                    "aria_label": t(f"r_menu_rules_{letter}"),
                    "text": t("r_menu_rules"),
                },
            ),
            h(
                "button",
                {
                    "type": "button",
                    "cls": "cmd",
                    "data_cmd": "learn",
                    "aria_label": t(f"r_menu_learn_{letter}"),
                    "text": t("r_menu_learn"),
                },
            ),
        ),
    )


def saved_games(slots: list) -> El | None:
    """The saved games in progress: when, which hand, the scores; resume or delete."""
    if not slots:
        return None
    rows = []
    for sl in slots:
        # short, as a player notes it ("3.12.26, 18:33"): the long form wrapped a phone's table
        short = js.Object.fromEntries(to_js([["dateStyle", "short"], ["timeStyle", "short"]]))
        when = (
            js.Date.new(sl["updated"] * 1000).toLocaleString(i18n.lang(), short)
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


def select(
    key: str,
    label: str,
    choices: list,
    current: object,
    attr: str = "data_setting",
    extra: dict | None = None,
) -> El:
    """A labelled choice; its element carries ``attr``=``key`` for the change handler."""
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


def check(key: str, label: str, on: object) -> El:
    """A labelled checkbox setting."""
    return h(
        "label",
        {"cls": "field check"},
        h("input", {"type": "checkbox", "data_setting": key, "checked": bool(on)}),
        h("span", {"text": label}),
    )


def rules(kind: str) -> El:
    """A game's rule options, closed: their content comes when the player opens them
    (``rules_content``), so the menu's first screen builds neither game's list of variants."""
    return h(
        "details",
        {"cls": "rules", "data_kind": kind},
        h("summary", {"text": f"{t('rules_options')}: {games.name(kind)}"}),
    )


def rules_content(kind: str, chosen: dict) -> list:
    """A game's rule options: a preset, or each variant with its description."""
    presets = engine.presets(kind)
    preset_now = next((name for name, opts in presets.items() if opts == chosen), "")
    preset_choices = [(name, games.preset_name(kind, name)) for name in presets]
    if not preset_now:
        preset_choices.append(("", "—"))
    rows = []
    for spec in engine.option_spec(kind):
        value = chosen.get(spec["key"], spec["default"])
        plain = cast(dict, spec)  # an OptionSpec is a dict; ui/words/options.py takes a dict
        doc = i18n_options.doc(kind, plain)
        rows.append(
            h(
                "label",
                {"cls": "field option", "title": doc},
                h("span", {"text": i18n_options.label(kind, plain)}),
                h(
                    "select",
                    {"data_option": spec["key"], "data_kind": kind},
                    [
                        h(
                            "option",
                            {
                                "value": repr(v),
                                "text": i18n_options.value_label(kind, plain, v),
                                "selected": v == value,
                            },
                        )
                        for v in spec["values"]
                    ],
                ),
                h("small", {"cls": "doc", "text": doc}),
            )
        )
    return [
        select(
            "preset",
            t("preset"),
            preset_choices,
            preset_now,
            attr="data_preset",
            extra={"data_kind": kind},
        ),
        h("div", {"cls": "options"}, rows),
    ]
