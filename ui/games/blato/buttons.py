"""3-5-8's own buttons: every contract of the announcement, and draws that name the card given.

The contracts already used stay in the announcement row, greyed out, saying why and when.
"""

from __future__ import annotations

from ui.core.dom import h
from ui.table import cards as C
from ui.words import i18n
from ui.words.i18n import SUIT_SYMBOL, t


def announce_row(table, view: dict) -> list:
    """The prompt and every contract: the used ones greyed out, saying why."""
    legal = view.get("legal") or []
    prompt = h("p", {"cls": "prompt", "text": table.prompt(view)})
    row = h(
        "div",
        {"cls": "action-group announce-group", "role": "group", "aria_label": t("b_announce")},
    )
    for action in [*table.ctl.game.allowed_contracts(), "pass"]:
        if action in legal:
            row.appendChild(table.action_button(action, view))
            continue
        if action == "pass" and (view.get("options") or {}).get("pass_limit") == "none":
            continue
        why, deal = used_reason(table, view, action)
        verb, _, arg = action.partition(" ")
        cls = f"act act-{verb} used" + (f" suit-{arg}" if verb == "trump" else "")
        row.appendChild(
            h(
                "button",
                {
                    "type": "button",
                    "cls": cls,
                    "aria_disabled": "true",
                    "title": why,
                    "data_why": why,
                    "data_used": action,
                },
                h("span", {"text": table.action_label(action, view)}),
                h("small", {"text": t("b_used_short", deal=deal)}) if deal is not None else None,
            )
        )
    return [prompt, row]


def used_reason(table, view: dict, action: str) -> tuple:
    """(why, deal): why an announcement is greyed out, and the deal it was made in."""
    err = table.ctl.game.explain(action)
    code, params = err.code, err.params
    if code == "contract_used":
        deal = params.get("deal")
        return t("b_used", contract=table.contract_name(action), deal=deal), deal
    if code == "pass_used":
        deal = pass_deal(table, view)
        return t("b_used_pass", deal=deal), deal
    if code == "pass_disabled":
        return t("b_no_pass"), None
    return i18n.reason(code, params, kind="358"), None


def pass_deal(table, view: dict):
    """The deal in which seat 0 passed: that of his next announcement, or this one."""
    mine = (view.get("announced") or [[]])[0]
    if "pass" not in mine:
        return view.get("hand_number")
    after = mine[mine.index("pass") + 1 :]
    if not after:
        return view.get("hand_number")
    for entry in table.ctl.game.score_sheet():
        if entry.get("eight") == 0 and entry.get("contract") == after[0]:
            return entry["hand_number"]
    return view.get("hand_number")


def draw_button(table, action: str, view: dict):
    """A draw from another player: the suit, and the card the player gives for it."""
    _, giver, suit = action.split(" ")
    card = lowest(view, suit)
    words = t(
        "b_draw_btn_aria",
        suit=i18n.suit_name(suit),
        name=table.name(int(giver)),
        card=i18n.card_words(card) if card else "—",
    )
    return h(
        "button",
        {
            "type": "button",
            "cls": f"act act-draw suit-{suit}",
            "data_action": action,
            "aria_label": words,
            "title": words,
        },
        h("span", {"cls": "sym", "text": SUIT_SYMBOL[suit]}),
        h("span", {"cls": "word", "text": " " + i18n.suit_name(suit)}),
        h("small", {"cls": "give", "text": t("b_give", card=i18n.card_text(card))})
        if card
        else None,
    )


def lowest(view: dict, suit: str):
    """The lowest card of ``suit`` in the player's hand, or None."""
    ranks = C.RANKS
    held = [c for c in view.get("hand") or [] if c[1] == suit]
    return min(held, key=lambda c: ranks.index(c[0])) if held else None
