"""The felt of a table: the seats around it and, in the middle, the trick, a panel or the result.

A seat shows its name, badges, cards left, tricks and points, and what a game adds; the middle
shows the trick being played, a game's own panel (an auction, a talon) or the end of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ui.core.dom import h
from ui.table import cards as C
from ui.table import summary
from ui.table.sheet import fmt
from ui.words import i18n
from ui.words.i18n import t, tn

if TYPE_CHECKING:
    from ui.core.dom import El


def build(table: Any, view: dict) -> list:
    """The seats and the middle of the felt."""
    pos = table.places(view)
    seats = [seat(table, view, s, pos[s]) for s in range(view["players"])]
    over = view.get("is_over") or view.get("summary")  # the match's end or a hand's (paused)
    center = result(table, view) if over else table.center_panel(view)
    if center is not None:
        return [seats, h("div", {"cls": "center panel-center"}, center)]
    return [seats, trick(table, view, pos)]


def seat(table: Any, view: dict, s: int, where: str) -> El:
    """One player's place at the table."""
    badges = [
        h("abbr", {"cls": "badge " + cls, "title": long, "text": short})
        for short, long, cls in table.seat_badges(view, s)
    ]
    sizes = view.get("hand_sizes") or []
    count = sizes[s] if s < len(sizes) else 0
    stats = h(
        "div",
        {"cls": "stats"},
        h(
            "span",
            {"cls": "stat tricks", "title": t("seat_tricks_long")},
            h("span", {"cls": "lbl", "text": t("tricks") + " "}),
            h("b", {"text": view["tricks_taken"][s]}),
        ),
        # the match's running total, not this hand's: a seat taking penalty tricks keeps its
        # total until the hand is scored, so the label says which number it is
        h(
            "span",
            {"cls": "stat score", "title": t("seat_total_long")},
            h("span", {"cls": "lbl", "text": t("seat_total") + " "}),
            h("b", {"text": fmt(view["scores"][s])}),
        ),
    )
    fan = None
    if s != 0 and count:
        fan = h("div", {"cls": "fan", "title": tn("cards_n", count), "data_n": C.row_size(count)})
    return h(
        "div",
        {
            "cls": f"seat pos-{where}" + (" to-move" if view.get("to_move") == s else ""),
            "data_seat": s,
        },
        h(
            "div",
            {"cls": "nameplate"},
            h("span", {"cls": "name", "text": table.name(s)}),
            badges,
            h("span", {"cls": "thinking", "text": t("thinking")})
            if table.ctl.thinking == s
            else None,
        ),
        fan,
        stats,
        table.seat_extra(view, s),
    )


def trick(table: Any, view: dict, pos: Any) -> El:
    """The cards on the felt: the trick being played, or the one just taken, a moment more."""
    cards = view.get("trick") or []
    done = False
    winner = None
    linger = table.ctl.linger
    if not cards and linger:
        cards = linger["cards"]
        winner = linger.get("winner")
        done = True
    box = h(
        "div",
        {
            "cls": "center trick" + (" done" if done else ""),
            "data_role": "trick",
            "aria_label": t("trick"),
        },
    )
    for s, card in cards:
        box.appendChild(
            C.face(
                card,
                attrs={
                    "cls": f"card suit-{card[1]} at-{pos[s]}" + (" winner" if s == winner else ""),
                    "aria_label": f"{table.name(s)}: {i18n.card_words(card)}",
                },
            )
        )
    return box


def result(table: Any, view: dict) -> Any:
    """The end of the match (placings, play again, statistics) or, paused, of a hand."""
    if view.get("summary") and not view.get("is_over"):
        return summary.hand_summary(table, view)
    return summary.match_summary(table, view)
