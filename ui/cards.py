"""Cards drawn with CSS and text (no images), and the hand in display order.

A face has rank and suit in two corners and a big pip. Colours come from CSS classes
(``suit-H`` ...): red/black, or four colours when the page root has the class ``four-colour``.
Sizes follow the CSS variable ``--cw`` (card width).
"""

from __future__ import annotations

from ui.dom import h
from ui.i18n import RANK_SHOW, SUIT_SYMBOL, card_words

# Suit order in the human's hand: black, red, black, red.
BLACK = ("S", "C")
RED = ("H", "D")
RANKS = "23456789TJQKA"


def face(card: str, tag: str = "div", attrs: dict | None = None, small: bool = False):
    """A face-up card element. ``tag="button"`` for a card in hand."""
    rank, suit = card[0], card[1]
    shown = RANK_SHOW.get(rank, rank)
    sym = SUIT_SYMBOL[suit]
    base = {"cls": f"card suit-{suit}" + (" mini" if small else ""), "data_card": card}
    if tag == "button":
        base["type"] = "button"
    base.update(attrs or {})
    if "aria_label" not in base:
        base["aria_label"] = card_words(card)
    if small:
        return h(tag, base, h("span", {"cls": "idx", "aria_hidden": "true"}, shown + sym))
    return h(
        tag,
        base,
        h(
            "span",
            {"cls": "corner tl", "aria_hidden": "true"},
            h("span", {"cls": "rk", "text": shown}),
            h("span", {"cls": "st", "text": sym}),
        ),
        h("span", {"cls": "pip", "aria_hidden": "true", "text": sym}),
        h(
            "span",
            {"cls": "corner br", "aria_hidden": "true"},
            h("span", {"cls": "rk", "text": shown}),
            h("span", {"cls": "st", "text": sym}),
        ),
    )


def back(small: bool = True):
    return h("div", {"cls": "card back" + (" mini" if small else ""), "aria_hidden": "true"})


def suit_order(cards: list[str], trump: str | None = None) -> list[str]:
    """Suits present in ``cards`` arranged to alternate colours (black-red-black-red as far as
    the suits held allow), trump first if it keeps the alternation possible."""
    present = [s for s in "SHCD" if any(c[1] == s for c in cards)]
    blacks = [s for s in BLACK if s in present]
    reds = [s for s in RED if s in present]
    if trump in present:
        # put trump at the head of its colour group
        group = blacks if trump in BLACK else reds
        group.remove(trump)
        group.insert(0, trump)
    first, second = (blacks, reds) if len(blacks) >= len(reds) else (reds, blacks)
    if trump in present and len(blacks) == len(reds) and trump in second:
        first, second = second, first
    out = []
    for i in range(max(len(first), len(second))):
        if i < len(first):
            out.append(first[i])
        if i < len(second):
            out.append(second[i])
    return out


def sort_hand(cards: list[str], trump: str | None = None) -> list[str]:
    """The hand in display order: suits alternating colours, high cards first in each suit."""
    order = {s: i for i, s in enumerate(suit_order(cards, trump))}
    return sorted(cards, key=lambda c: (order[c[1]], -RANKS.index(c[0])))
