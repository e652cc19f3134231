"""What the player may do now: the prompt, the action buttons and the hand of cards.

The actions that are not a card are buttons grouped by a game's hooks; the legal cards of the
hand are the buttons of their actions; arrow keys move through the hand.
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING, Any

from pyscript import document

from ui.core.dom import h, val
from ui.table import cards as C
from ui.words import i18n
from ui.words.i18n import t

if TYPE_CHECKING:
    from ui.core.dom import El


MANY = 14  # more cards than this in hand (3-5-8's talon step) overlap more
SUITS = "SHCD"

KEYS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End")


def is_red(suit: str) -> bool:
    return suit in C.RED


def keep_suit_order(kept: list[str] | None, cards: list[str], trump: str | None = None) -> list:
    """The suits of a hand in the order they keep while it is played.

    ``kept`` is the order so far this hand (suits that ran out stay in it, so an undone card
    comes back where it was), None at a new hand. A suit that arrives (3-5-8's talon, a draw)
    goes where the colours still alternate, as near as can be to where a fresh order of the
    whole hand (``C.suit_order``) puts it; the others keep their places. Returns the new kept
    order; only the suits held are shown."""
    fresh = C.suit_order(cards, trump)
    if not kept:
        return fresh
    out = [s for s in kept if s in SUITS]
    held = set(fresh)
    for suit in fresh:
        if suit in out:
            continue
        before = fresh[: fresh.index(suit)]
        anchor = next((s for s in reversed(before) if s in out), None)
        home = 0 if anchor is None else out.index(anchor) + 1

        def cost(i: int, suit: str = suit, home: int = home) -> tuple:
            shown = [s for s in out[:i] + [suit] + out[i:] if s in held]
            same = sum(is_red(a) == is_red(b) for a, b in pairwise(shown))
            return (same, abs(i - home))

        out.insert(min(range(len(out) + 1), key=cost), suit)
    return out


def in_suit_order(order: list[str], cards: list[str]) -> list[str]:
    """``cards`` by the suit ``order``, high cards first in each suit (as ``C.sort_hand``)."""
    rank = {s: i for i, s in enumerate(order)}
    return sorted(cards, key=lambda c: (rank.get(c[1], len(rank)), -C.RANKS.index(c[0])))


def stable_cards(table: Any, view: dict) -> list[str]:
    """The hand in display order with its suit order kept through the hand: decided at the
    deal (or when trump is named) and kept while cards leave or arrive."""
    cards = list(view.get("hand") or [])
    key = (view.get("hand_number"), view.get("trump"))
    memo = table.memo.setdefault("suit-order", {})
    kept = memo.get("order") if memo.get("key") == key else None
    order = keep_suit_order(kept, cards, view.get("trump"))
    memo.update(key=key, order=order)
    return in_suit_order(order, cards)


def action_rows(table: Any, view: dict) -> list:
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


def action_button(table: Any, action: str, view: dict) -> El:
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


def cards(table: Any, view: dict) -> El:
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
            "data_n": C.row_size(len(shown)),
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


def move_focus(container: Any, event: Any) -> None:
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
