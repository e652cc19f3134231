"""The rules of each game, in the player's language: a page from the menu, a dialog at the table.

``show_page(app, kind)`` shows the rules of ``kind`` as a page of their own (``app.page =
"rules"``, a Back button with ``data-menu``). ``open_over_table(ctl)`` opens the rules of the
game at the table over it in a modal dialog: Escape or Close returns to the game as it was, the
focus back on the button that opened them.
"""

from __future__ import annotations

from pyscript import document

from ui import dialog, notices
from ui.dom import clear, closest_attr, element, h, listen, mount, q
from ui.i18n import t


def content(kind: str, options: dict | None = None):
    """The rules of ``kind`` as an element tree (its sections, pictures, glossary and the house
    rules of ``options``)."""
    return [h("h1", {"id": f"rules-title-{kind}", "text": t("r_title_" + kind)})]


def show_page(app, kind: str) -> None:
    """The rules of ``kind`` as a page of the app, from the menu (Back returns to the menu)."""
    if app.ctl is not None:
        app.ctl.stop()
        app.ctl = None
    app.page = "rules"
    document.documentElement.removeAttribute("data-phase")
    root = app.root
    clear(root)
    box = element("div", {"cls": "menu-box rules-box"})
    mount(
        box,
        h(
            "article",
            {"cls": "menu rules-page", "data_role": "rules", "data_kind": kind},
            content(kind, app.settings.options(kind)),
            h("button", {"type": "button", "cls": "cmd", "data_menu": "back", "text": t("back")}),
        ),
    )
    notices.tell_problems()

    def on_click(event) -> None:
        if closest_attr(event, "data-menu") is not None:
            app.show_menu()

    listen(box, "click", on_click)
    root.appendChild(box)
    app.ready()


def open_over_table(ctl) -> None:
    """The rules of the game at the table (``ctl.kind``, its options) over the table in a modal
    dialog; the bots wait meanwhile. Escape or Close returns to the game unchanged."""
    dlg = element(
        "dialog",
        {
            "cls": "rules-dialog",
            "aria_modal": "true",
            "aria_labelledby": f"rules-title-{ctl.kind}",
            "data_role": "rules",
            "data_kind": ctl.kind,
        },
    )
    mount(
        dlg,
        h(
            "div",
            {"cls": "rules-dialog-bar"},
            h(
                "button",
                {"type": "button", "cls": "cmd", "data_rules": "close", "text": t("r_close")},
            ),
        ),
        h("article", {"cls": "rules-page"}, content(ctl.kind, ctl.game.options.changed())),
    )
    ctl.epoch += 1  # the bots pause while the rules are read

    def resume() -> None:
        if not ctl.stopped:
            ctl.run()

    close = dialog.modal(dlg, q(dlg, "[data-rules='close']"), resume)

    def on_click(event) -> None:
        if closest_attr(event, "data-rules") is not None:
            close()

    listen(dlg, "click", on_click)
