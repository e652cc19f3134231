"""The bar above a table: the headline and the toolbar of commands that are not moves.

The headline has the hand and contract, a line of rule, a game's chips and the deal code; the
toolbar's buttons carry ``data-cmd``: the game's commands, the rules of the game (``rules``) and
sharing a link to the position or the hand (``share``, ui/screens/share.py). A replay or a puzzle
(``ctl.role``) has no hint, undo or review: nothing there is the player's own play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ui.core.dom import h
from ui.words.i18n import t

if TYPE_CHECKING:
    from ui.core.dom import El


def finished(table: Any, view: dict) -> dict:
    """The view the headline names: at a hand's summary the game is already at the next hand,
    but the bar goes on naming the hand just finished (its number, contract and trump) until
    the player goes on."""
    sheet = table.ctl.game.score_sheet() if view.get("summary") else None
    if not sheet or view.get("is_over"):
        return view
    last = sheet[-1]
    return {
        **view,
        "hand_number": last["hand_number"],
        "contract": last.get("contract"),
        "trump": last.get("trump"),
        "auction": None,
        "roles": None,
    }


def build(table: Any, view: dict) -> list:
    """The headline and the toolbar."""
    ctl = table.ctl
    shown = finished(table, view)
    reminder = table.reminder(shown)
    code = ctl.deal_code
    head = h(
        "div",
        {"cls": "headline"},
        h("h2", {"cls": "title", "text": table.title(shown)}),
        # one clipped line: the whole rule stays readable in its tooltip
        h("p", {"cls": "reminder", "text": reminder, "title": reminder}) if reminder else None,
        h("div", {"cls": "info"}, table.info(shown)),
        h(
            "p",
            {"cls": "deal-code"},
            t("deal_code_is") + ": ",
            h("code", {"data_role": "deal-code", "text": code}),
        )
        if code
        else None,
    )
    more_open = bool(table.more_open)
    playing = getattr(ctl, "role", "game") == "game"
    # On a narrow screen the first three stay in view and the rest fold into the overflow
    # menu ("⋯", ui/chrome.css); on a wide one every button is in view and the toggle hidden.
    main = [
        command(
            "hint",
            t("c_hint"),
            disabled=not (view.get("legal") and ctl.advisor.hint_ready()),
            title=t("c_hint_title"),
        ),
        command("undo", t("undo"), disabled=not ctl.can_undo()),
        command(
            "last",
            t("last_trick"),
            disabled=not view.get("last_trick"),
            pressed=table.showing("last"),
        ),
    ]
    folded = [
        command(
            "review", t("c_review"), pressed=table.showing("review"), title=t("c_review_title")
        ),
        command("tricks", t("hand_tricks"), pressed=table.showing("tricks")),
        command("sheet", t("scoresheet"), pressed=table.sheet_open, cls="only-narrow"),
        command("settings", t("settings")),
        command("rules", t("tb_rules"), title=t("tb_rules_title")),
        command("share", t("tb_share"), title=t("tb_share_title")),
        command("new", t("new_game")),
        command("menu", t("menu")),
    ]
    if not playing:  # a replay or a puzzle: no hint, undo or review; short labels in view
        main = [main[2], folded[4]]
        folded = [folded[1], folded[2], folded[3], folded[5], folded[6], folded[7]]
    bar = h(
        "nav",
        {"cls": "toolbar", "aria_label": t("tb_commands")},
        main,
        h(
            "div",
            {"cls": "more"},
            h(
                "button",
                {
                    "type": "button",
                    "cls": "cmd more-toggle",
                    "data_cmd": "more",
                    "data_more": "1",
                    "aria_haspopup": "true",
                    "aria_expanded": "true" if more_open else "false",
                    "aria_controls": "toolbar-more",
                    "aria_label": t("tb_more"),
                    "title": t("tb_more"),
                    "text": "⋯",
                },
            ),
            h(
                "div",
                {"cls": "more-list" + (" open" if more_open else ""), "id": "toolbar-more"},
                folded,
            ),
        ),
    )
    return [head, bar]


def command(
    cmd: str,
    label: str,
    disabled: bool = False,
    pressed: bool | None = None,
    cls: str = "",
    title: str | None = None,
) -> El:
    """A toolbar button; ``pressed`` (True/False) makes it a toggle."""
    attrs = {
        "type": "button",
        "cls": "cmd " + cls,
        "data_cmd": cmd,
        "text": label,
        "disabled": disabled,
        "title": title,
    }
    if pressed is not None:
        attrs["aria_pressed"] = "true" if pressed else "false"
    return h("button", attrs)
