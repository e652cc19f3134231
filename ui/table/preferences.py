"""Settings at the table: pace, animation, language, the deck, sounds and auto-play.

Opened by the toolbar's ``data-cmd="settings"`` as a modal dialog (ui/core/dialog.py: Escape or its
close button closes it). Every change goes through the page's live settings
(``ctl.page.settings.choose``), so it is remembered and the menu shows it too, and takes effect
at once: the pace of the running table, the look of the cards, and the language, which redraws
the table in the new words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ui.core import dialog
from ui.core.dom import element, h, listen, mount, q, val
from ui.core.settings import BACKS, SPEEDS
from ui.words import i18n
from ui.words.i18n import t

if TYPE_CHECKING:
    from ui.core.dom import El


CHECKS = ("motion", "sound", "autoplay", "four_colour", "large")


def open_panel(table: Any) -> None:
    """Show the settings of ``table``'s page as a modal dialog."""
    app = table.ctl.page
    dlg = element(
        "dialog",
        {"cls": "table-settings", "aria_labelledby": "ts-title", "data_role": "table-settings"},
    )
    fill(dlg, app)
    close = dialog.modal(dlg)

    def on_change(event: Any) -> None:
        el = val(event.target)
        key = val(el.getAttribute("data-setting")) if el is not None else None
        if not key:
            return
        value = bool(el.checked) if str(el.type) == "checkbox" else str(el.value)
        choose(app, key, value)
        if key == "lang":  # the dialog speaks the new language too
            fill(dlg, app)
            box = q(dlg, "[data-setting='lang']")
            if box is not None:
                box.focus()

    def on_click(event: Any) -> None:
        target = val(event.target)
        if target is not None and val(target.closest("[data-ts-close]")) is not None:
            close()

    listen(dlg, "change", on_change)
    listen(dlg, "click", on_click)


def choose(app: Any, key: str, value: Any) -> None:
    """Remember ``key`` = ``value`` and use it at the table now."""
    settings = app.settings
    if key == "speed" and value not in SPEEDS or key == "back" and value not in BACKS:
        return
    if key == "lang" and not i18n.normalise(value):
        return
    settings.choose(key, value)
    ctl = app.ctl
    if ctl is None:
        return
    ctl.settings[key] = value
    if key == "speed":
        ctl.speed = value  # the bots' next move and the animation take the new pace
        ctl.meta["speed"] = value  # and the save keeps it
    elif key == "lang":
        app.redraw_table()


def fill(dlg: Any, app: Any) -> None:
    """The dialog's content from the page's settings, in the page's language; the pace is the
    running table's."""
    v = app.settings
    speed = app.ctl.speed if app.ctl is not None else v["speed"]
    mount(
        dlg,
        h("h2", {"id": "ts-title", "text": t("settings")}),
        h(
            "div",
            {"cls": "ts-fields"},
            select("speed", t("speed"), [(sp, t("speed_" + sp)) for sp in SPEEDS], speed),
            check("motion", t("ts_motion"), v["motion"]),
            select("lang", t("language"), list(i18n.LANG_NAMES.items()), i18n.lang()),
            h(
                "fieldset",
                {"cls": "ts-deck"},
                h("legend", {"text": t("ts_deck")}),
                check("four_colour", t("four_colour"), v["four_colour"]),
                check("large", t("large_cards"), v["large"]),
                select("back", t("ts_back"), [(b, t("ts_back_" + b)) for b in BACKS], v["back"]),
            ),
            check("sound", t("ts_sound"), v["sound"]),
            check("autoplay", t("ts_autoplay"), v["autoplay"]),
        ),
        h(
            "div",
            {"cls": "dialog-buttons"},
            h("button", {"type": "button", "cls": "cmd", "data_ts_close": "1", "text": t("close")}),
        ),
    )


def select(key: str, label: str, choices: list, current: object) -> El:
    return h(
        "label",
        {"cls": "field"},
        h("span", {"text": label}),
        h(
            "select",
            {"data_setting": key},
            [
                h("option", {"value": k, "text": text, "selected": str(k) == str(current)})
                for k, text in choices
            ],
        ),
    )


def check(key: str, label: str, on: object) -> El:
    return h(
        "label",
        {"cls": "field check"},
        h("input", {"type": "checkbox", "data_setting": key, "checked": bool(on)}),
        h("span", {"text": label}),
    )
