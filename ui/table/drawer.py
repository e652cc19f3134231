"""The drawer beside the felt: the last trick, the tricks of this hand, or the review.

It opens from the toolbar; the review of the player's last finished hand is found by
ui/table/advisor.py, and has the button that copies a link to that hand (ui/screens/share.py).
"""

from __future__ import annotations

from ui import games
from ui.core.dom import h
from ui.table import cards as C
from ui.words import coach, i18n
from ui.words.i18n import t


def build(table, view: dict, which: str):
    """The drawer ``which`` ("last", "tricks" or "review")."""
    if which == "review":
        return review(table)
    if which == "last":
        tricks = [view["last_trick"]] if view.get("last_trick") else []
        heading = t("last_trick")
    else:
        tricks = (view.get("history") or {}).get("tricks") or []
        heading = t("hand_tricks")
    box = h(
        "div",
        {"cls": "drawer-box", "role": "dialog", "aria_label": heading},
        h("h3", {"text": heading}),
    )
    if not tricks:
        box.appendChild(h("p", {"text": t("no_tricks_yet")}))
    for no, tr in enumerate(tricks, start=1):
        won = i18n.about("won_by", tr["winner"], name=table.name(tr["winner"]))
        label = won if which == "last" else t("trick_n", n=no) + " · " + won
        box.appendChild(
            h(
                "div",
                {"cls": "trick-row"},
                h("span", {"cls": "trick-label", "text": label}),
                h(
                    "span",
                    {"cls": "trick-cards"},
                    [
                        h(
                            "span",
                            {"cls": "played" + (" winner" if s == tr["winner"] else "")},
                            h("small", {"text": table.name(s)}),
                            C.face(c, small=True),
                        )
                        for s, c in tr["cards"]
                    ],
                ),
            )
        )
    box.appendChild(close())
    return box


def review(table):
    """The clear mistakes of the player's last reviewed hand, or why there are none yet."""
    state = table.ctl.advisor.review_state()
    kind = table.ctl.kind
    hand = state["hand"]
    head = t(games.get(kind).review_key, n=hand) if hand else t("c_review")
    box = h(
        "div",
        {"cls": "drawer-box review", "role": "dialog", "aria_label": head, "data_role": "review"},
        h("h3", {"text": head}),
    )
    if state["pending"]:
        box.appendChild(
            h(
                "p",
                {
                    "cls": "review-working",
                    "data_role": "review-working",
                    "text": t("c_review_working"),
                },
            )
        )
    elif hand is None:
        box.appendChild(h("p", {"cls": "review-none", "text": t("c_review_none")}))
    elif not state["items"]:
        box.appendChild(
            h("p", {"cls": "review-good", "data_role": "review-good", "text": t("c_well_played")})
        )
    else:
        box.appendChild(
            h(
                "ol",
                {"cls": "review-list"},
                [
                    h(
                        "li",
                        {
                            "data_review_action": it["action"],
                            "text": coach.review_line(kind, it, table.hint_label),
                        },
                    )
                    for it in state["items"]
                ],
            )
        )
    if hand and not state["pending"]:
        from ui.table.summary import share_hand

        box.appendChild(share_hand(hand, kind))
    box.appendChild(close())
    return box


def close():
    return h("button", {"type": "button", "cls": "cmd", "data_cmd": "close", "text": t("close")})
