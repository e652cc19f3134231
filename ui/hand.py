"""What the player may do now: the prompt, the action buttons and the hand of cards.

The actions that are not a card are buttons grouped by a game's hooks; the legal cards of the
hand are the buttons of their actions; arrow keys move through the hand.
"""

from __future__ import annotations

from pyscript import document

from ui import cards as C
from ui import i18n
from ui.dom import h, val
from ui.i18n import t

MANY = 14  # more cards than this in hand (3-5-8's talon step) overlap more

KEYS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End")


def action_rows(table, view: dict) -> list:
    """The prompt and a row of buttons per group of actions (cards excepted)."""
    out = []
    legal = view.get("legal") or []
    card_acts = {table.card_action(c, view) for c in view.get("hand", [])}
    others = [a for a in legal if a not in card_acts]
    prompt = table.prompt(view)
    if view.get("to_move") == 0 and not view.get("is_over"):
        if prompt:
            out.append(h("p", {"cls": "prompt", "text": prompt}))
        elif not others:
            out.append(h("p", {"cls": "prompt", "text": t("your_turn")}))
    elif view.get("to_move") is not None and not view.get("is_over"):
        out.append(
            h(
                "p",
                {"cls": "prompt waiting", "text": t("waiting", name=table.name(view["to_move"]))},
            )
        )
    for label, group in table.action_groups(others, view):
        row = h(
            "div", {"cls": "action-group", "role": "group", "aria_label": label or t("actions")}
        )
        if label:
            row.appendChild(h("span", {"cls": "group-label", "text": label}))
        for action in group:
            row.appendChild(table.action_button(action, view))
        out.append(row)
    return out


def action_button(table, action: str, view: dict):
    """The button of an action: its label, and its suit's colour for a trump."""
    verb, _, arg = action.partition(" ")
    cls = f"act act-{verb}"
    if verb == "trump" and arg:
        cls += f" suit-{arg}"
    return h(
        "button",
        {
            "type": "button",
            "cls": cls,
            "data_action": action,
            "text": table.action_label(action, view),
        },
    )


def cards(table, view: dict):
    """The player's cards in display order; only the first button is in the tab order."""
    shown = table.hand_cards(view)
    legal = set(view.get("legal") or [])
    mine = view.get("to_move") == 0
    marks = table.hand_marks(view)
    box = h(
        "div",
        {
            "cls": "hand" + (" many" if len(view.get("hand") or []) > MANY else ""),
            "data_role": "hand",
            "role": "group",
            "aria_label": t("your_hand"),
            "style": f"--n:{max(len(shown), 1)}",
        },
    )
    first = None
    for card in shown:
        action = table.card_action(card, view)
        if mine and action in legal:
            attrs = {"data_action": action, "cls": f"card suit-{card[1]} legal", "tabindex": "-1"}
        else:
            attrs = {
                "aria_disabled": "true",
                "tabindex": "-1",
                "cls": f"card suit-{card[1]} " + ("illegal" if mine else "waiting"),
            }
        if card in marks:  # where the card came from (3-5-8: the talon, a draw)
            cls, words = marks[card]
            attrs.update(
                {
                    "cls": attrs["cls"] + " " + cls,
                    "title": words,
                    "aria_label": i18n.card_words(card) + f" ({words})",
                }
            )
        btn = C.face(card, "button", attrs)
        if first is None and "data_action" in attrs:
            first = btn
        box.appendChild(btn)
    if first is None and box.children:
        first = box.children[0]
    if first is not None:
        first.setAttribute("tabindex", "0")
    return box


def move_focus(container, event) -> None:
    """Arrow keys, Home and End move the focus through the cards in ``container``."""
    key = event.key
    if key not in KEYS:
        return
    buttons = list(container.querySelectorAll("button.card"))
    if not buttons:
        return
    active = val(document.activeElement)
    idx = next((i for i, b in enumerate(buttons) if b == active), -1)
    if key in ("ArrowLeft", "ArrowUp"):
        idx = (idx - 1) % len(buttons)
    elif key in ("ArrowRight", "ArrowDown"):
        idx = (idx + 1) % len(buttons)
    elif key == "Home":
        idx = 0
    else:
        idx = len(buttons) - 1
    for i, b in enumerate(buttons):
        b.setAttribute("tabindex", "0" if i == idx else "-1")
    buttons[idx].focus()
    event.preventDefault()
