"""Cards drawn from code (no images), and the hand in display order.

A face has its index (rank and suit) in two corners and, between them, the pips of a number
card, one large pip for an ace, or a framed double-headed figure for a court card. The drawing
is SVG defined once in the page (``install()``: suits, pip layouts, figures as ``<symbol>``s);
a card only points at its symbol with a ``<use>``, so a hand stays a small DOM. The corner ranks
are CSS generated text (``data-r``), so the only text a card button has is its aria-label.
Colours come from CSS classes (``suit-H`` ...) through ``currentColor``: red/black, or four
colours when the page root has the class ``four-colour``. Sizes follow the CSS variable ``--cw``
(card width). Backs are CSS, red or blue after the page root's ``back-red`` / ``back-blue``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ui.core.dom import h
from ui.words.i18n import RANK_SHOW, SUIT_SYMBOL, card_text, card_words

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ui.core.dom import El

# Suit order in the human's hand: black, red, black, red.
BLACK = ("S", "C")
RED = ("H", "D")
RANKS = "23456789TJQKA"
COURTS = "JQK"
# A row of cards (your hand, an opponent's fan) tells its size as data-n="1".."ROW_MOST" and
# ui/table.css turns each into --n (a style attribute would need 'unsafe-inline').
ROW_MOST = 20


def row_size(count: int) -> int:
    """``count`` cards as a row's data-n: at least 1, at most ROW_MOST (3-5-8's talon step)."""
    return min(max(count, 1), ROW_MOST)


# --- the drawing: a card is 100 x 140 units ---------------------------------------------------

SUIT_PATHS = {
    "H": '<path d="M50 91C37 78 4 57 4 31C4 15 16 6 29 6C39 6 46 12 50 21C54 12 61 6 71 6'
    'C84 6 96 15 96 31C96 57 63 78 50 91Z"/>',
    "D": '<path d="M50 2C60 20 73 36 89 50C73 64 60 80 50 98C40 80 27 64 11 50'
    'C27 36 40 20 50 2Z"/>',
    "S": '<path d="M50 3C62 22 96 39 96 62C96 77 85 86 73 86C64 86 57 82 54 76C55 86 59 92 68 97'
    'L32 97C41 92 45 86 46 76C43 82 36 86 27 86C15 86 4 77 4 62C4 39 38 22 50 3Z"/>',
    "C": '<circle cx="50" cy="27" r="21"/><circle cx="26" cy="59" r="21"/>'
    '<circle cx="74" cy="59" r="21"/><circle cx="50" cy="52" r="12"/>'
    '<path d="M46 56C46 76 41 89 31 97L69 97C59 89 54 76 54 56Z"/>',
}

# Pip centres of the number cards (x, y); pips below the middle are drawn upside down.
_C, _L, _R = 50, 35, 65
_ROWS4 = (24, 54.67, 85.33, 116)
LAYOUTS: dict[int, Sequence[tuple[float, float]]] = {
    2: [(_C, 24), (_C, 116)],
    3: [(_C, 24), (_C, 70), (_C, 116)],
    4: [(_L, 24), (_R, 24), (_L, 116), (_R, 116)],
    5: [(_L, 24), (_R, 24), (_C, 70), (_L, 116), (_R, 116)],
    6: [(_L, 24), (_R, 24), (_L, 70), (_R, 70), (_L, 116), (_R, 116)],
    7: [(_L, 24), (_R, 24), (_C, 47), (_L, 70), (_R, 70), (_L, 116), (_R, 116)],
    8: [(_L, 24), (_R, 24), (_C, 47), (_L, 70), (_R, 70), (_C, 93), (_L, 116), (_R, 116)],
    9: [(x, y) for y in _ROWS4 for x in (_L, _R)] + [(_C, 70)],
    10: [(x, y) for y in _ROWS4 for x in (_L, _R)] + [(_C, 39.33), (_C, 100.67)],
}
PIP = 16  # a pip's size in card units
GOLD, GOLD_DARK, SKIN, HAIR, INK = "#e2a82b", "#8d5d0c", "#f8e0c6", "#5b3a24", "#3a2a1e"

# Half a court figure (the upper one; the lower is the same turned round), in the frame
# x 22..78, y 9..70. The robe is the suit's colour; crowns and trims are gold.
_FACE = (
    f'<ellipse cx="50" cy="38" rx="7" ry="8.4" fill="{SKIN}" stroke="{INK}" stroke-width=".6"/>'
    f'<circle cx="47.3" cy="37.4" r=".85" fill="{INK}"/><circle cx="52.7" cy="37.4" r=".85"'
    f' fill="{INK}"/><path d="M48 42.6Q50 43.8 52 42.6" fill="none" stroke="{INK}"'
    ' stroke-width=".6"/>'
)
_ROBE = (
    '<path d="M26 70V62C26 53 35 48.5 44 47.5H56C65 48.5 74 53 74 62V70Z"/>'
    '<path d="M43.5 70L45.8 51.5L50 58L54.2 51.5L56.5 70Z" fill="#fbf5e6"/>'
    '<path d="M27.5 62C28 55 34 51 41 49.6" fill="none" stroke="#fbf5e6" stroke-width="1.4"/>'
    '<path d="M72.5 62C72 55 66 51 59 49.6" fill="none" stroke="#fbf5e6" stroke-width="1.4"/>'
    f'<path d="M26 66H74V70H26Z" fill="{GOLD}"/>'
    f'<path d="M44 47.5L50 58L56 47.5" fill="none" stroke="{GOLD}" stroke-width="1.8"/>'
)
FIGURES = {
    "K": (
        _ROBE + f'<path d="M62 68L69 42" stroke="{GOLD_DARK}" stroke-width="1.6"/>'
        f'<circle cx="69.4" cy="40.6" r="2.2" fill="{GOLD}" stroke="{GOLD_DARK}"'
        ' stroke-width=".5"/>' + _FACE + f'<path d="M43 40.5C43.5 50 56.5 50 57 40.5C54 44.5'
        f' 46 44.5 43 40.5Z" fill="{HAIR}"/>'
        f'<path d="M41.6 31.5L40 18.5L45.2 24L50 15.5L54.8 24L60 18.5L58.4 31.5Z" fill="{GOLD}"'
        f' stroke="{GOLD_DARK}" stroke-width=".6"/><circle cx="50" cy="27.3" r="1.5"/>'
    ),
    "Q": (
        f'<path d="M41.2 40C40 28 45 24.5 50 24.5S60 28 58.8 40C59.6 46 61 50 63.5 53.5H36.5'
        f'C39 50 40.4 46 41.2 40Z" fill="{HAIR}"/>'
        + _ROBE
        + f'<path d="M44 48.2Q50 54.5 56 48.2" fill="none" stroke="#fff" stroke-width="1.1"'
        ' stroke-dasharray="1 1.2"/>'
        f'<path d="M36 66L39 52" stroke="{GOLD_DARK}" stroke-width="1"/>'
        f'<circle cx="39.2" cy="50.6" r="2.8" fill="{GOLD}" stroke="{GOLD_DARK}"'
        ' stroke-width=".5"/><circle cx="39.2" cy="50.6" r="1"/>' + _FACE + f'<path d="M42.6'
        f' 30.8L44 24.6L47 28.4L50 22.6L53 28.4L56 24.6L57.4 30.8Z" fill="{GOLD}"'
        f' stroke="{GOLD_DARK}" stroke-width=".5"/>'
    ),
    "J": (
        _ROBE + f'<path d="M65 69V40" stroke="{GOLD_DARK}" stroke-width="1.4"/>'
        f'<path d="M65 40L61.5 45H68.5Z" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width=".5"/>'
        + f'<path d="M41.4 34C39.6 39 40.4 43 42.4 45L43.4 36ZM58.6 34C60.4 39 59.6 43 57.6 45'
        f'L56.6 36Z" fill="{HAIR}"/>' + _FACE + '<path d="M40.6 33C39.6 25.6 46 21.6 52.6 22.2'
        'C58.8 22.8 61.6 27 60.8 33Z"/>'
        f'<path d="M40.4 32.6H61" stroke="{GOLD}" stroke-width="1.6"/>'
        f'<path d="M57 25.5C61 18 66.5 13 74 10.5C70.5 15.5 66 21.5 60 27.5Z" fill="{GOLD}"'
        f' stroke="{GOLD_DARK}" stroke-width=".5"/>'
    ),
}


def _pip(suit: str, x: float, y: float, size: float = PIP) -> str:
    turn = f' transform="rotate(180 {x} {y})"' if y > 70 else ""
    return (
        f'<use href="#s{suit}" x="{x - size / 2:g}" y="{y - size / 2:g}" width="{size:g}"'
        f' height="{size:g}"{turn}/>'
    )


def _art(rank: str, suit: str) -> str:
    """The middle of a face: pips, one big pip, or a framed figure."""
    if rank == "A":
        return _pip(suit, 50, 70, 50 if suit == "S" else 42)
    if rank in COURTS:
        return (
            '<rect x="22" y="9" width="56" height="122" rx="3" fill="currentColor"'
            ' fill-opacity=".06" stroke="currentColor" stroke-width="1.3"/>'
            '<svg x="22" y="9" width="56" height="122" viewBox="22 9 56 122">'
            f'<use href="#f{rank}"/><use href="#f{rank}" transform="rotate(180 50 70)"/></svg>'
            '<path d="M22 70H78" stroke="currentColor" stroke-width=".8"/>'
            + _pip(suit, 29, 16.5, 10)
            + _pip(suit, 71, 123.5, 10)
        )
    n = 10 if rank == "T" else int(rank)
    return "".join(_pip(suit, x, y) for x, y in LAYOUTS[n])


def sprite() -> str:
    """The page's card drawings: one hidden SVG of symbols."""
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" id="card-sprite" aria-hidden="true"']
    # Out of the layout by ui/cards.css (#card-sprite); no style attribute (the page's policy
    # allows none), and width/height 0 as SVG attributes should the sheet not be there.
    parts.append(' width="0" height="0"><defs>')
    for suit, path in SUIT_PATHS.items():
        parts.append(f'<symbol id="s{suit}" viewBox="0 0 100 100">{path}</symbol>')
    for rank, art in FIGURES.items():
        parts.append(f'<g id="f{rank}" class="figure fig-{rank}">{art}</g>')
    for suit in SUIT_PATHS:
        for rank in RANKS:
            cls = "court" if rank in COURTS else "ace" if rank == "A" else "pips"
            parts.append(f'<symbol id="a{rank}{suit}" class="{cls}" viewBox="0 0 100 140">')
            parts.append(_art(rank, suit) + "</symbol>")
    parts.append("</defs></svg>")
    return "".join(parts)


_installed = False


def install() -> None:
    """Put the card drawings in the page once (before the first face is shown)."""
    global _installed
    if _installed:
        return
    _installed = True
    from pyscript import document

    from ui.core.dom import val

    if val(document.getElementById("card-sprite")) is None:
        document.body.insertAdjacentHTML("afterbegin", sprite())


def _corner(where: str, shown: str, suit: str):
    return h(
        "span",
        {"cls": f"corner {where}", "data_r": shown, "aria_hidden": "true"},
        h("svg", {"cls": "cs", "viewBox": "0 0 100 100"}, h("use", {"href": f"#s{suit}"})),
    )


def face(card: str, tag: str = "div", attrs: dict | None = None, small: bool = False) -> El:
    """A face-up card element. ``tag="button"`` for a card in hand."""
    install()
    rank, suit = card[0], card[1]
    shown = RANK_SHOW.get(rank, rank)
    base = {"cls": f"card suit-{suit}" + (" mini" if small else ""), "data_card": card}
    if tag == "button":
        base["type"] = "button"
    else:  # a picture of a card: an image with a name
        base["role"] = "img"
    base.update(attrs or {})
    if "aria_label" not in base:
        base["aria_label"] = f"{card_text(card)} — {card_words(card)}"
    if small:
        return h(
            tag, base, h("span", {"cls": "idx", "aria_hidden": "true"}, shown + SUIT_SYMBOL[suit])
        )
    kind = "court" if rank in COURTS else "ace" if rank == "A" else "pips"
    return h(
        tag,
        base,
        _corner("tl", shown, suit),
        h(
            "svg",
            {"cls": f"art {kind}", "viewBox": "0 0 100 140", "aria_hidden": "true"},
            h("use", {"href": f"#a{rank}{suit}"}),
        ),
        _corner("br", shown, suit),
    )


def back(small: bool = True) -> El:
    """A card face down: its look (red or blue) is the page's, in CSS."""
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
