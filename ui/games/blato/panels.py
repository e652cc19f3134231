"""3-5-8's panels in the middle of the felt: the announcement, the drawing and the talon.

The announcement shows the calls so far, the talon face down and who will draw from whom; the
drawing, the plan, the player's own exchanges card by card and the others' in words; the talon,
its cards joining the 8-player's hand and the four he lays away.

Everything is drawn from ``game.view(0)``: ``roles``, ``draw_plan``, ``previous_results``,
``talon_size``, ``out_of_play``, ``known.draws`` / ``known.talon`` / ``known.discards``.
"""

from __future__ import annotations

from ui.core.dom import h
from ui.table import cards as C
from ui.words import i18n
from ui.words.i18n import SUIT_SYMBOL, t

CONTRACT_ORDER = ("trump C", "trump D", "trump H", "trump S", "notrump")


def center_panel(table, view: dict):
    """The panel of this phase, or None (the felt shows the trick)."""
    phase = view.get("phase")
    if phase == "announce":
        return announce_panel(table, view)
    if phase == "draw":
        return draw_panel(table, view)
    if phase == "discard":
        return talon_panel(table, view)
    return None


def announce_panel(table, view: dict):
    """The calls so far, the talon face down, and who will draw from whom."""
    roles = view.get("roles") or {}
    eight = roles.get("eight")
    calls = [
        (s, a)
        for s, a in (view.get("history") or {}).get("calls") or []
        if a in CONTRACT_ORDER or a in ("pass", "misere")
    ]
    items = [
        h(
            "li",
            {"data_seat": s},
            t(
                "b_call",
                name=table.name(s),
                call=t("b_call_pass") if a == "pass" else table.contract_name(a),
            ),
        )
        for s, a in calls
    ]
    return h(
        "div",
        {"cls": "b-panel announce-panel", "data_role": "announce"},
        h(
            "h3",
            {
                "text": t("b_announce")
                + " · "
                + (t("b_announcer_you") if eight == 0 else t("b_announcer", name=table.name(eight)))
            },
        ),
        h("ol", {"cls": "calls"}, items) if items else None,
        h(
            "div",
            {"cls": "talon-row"},
            [C.back(small=False) for _ in range(view.get("talon_size") or 0)],
            h("span", {"text": t("b_talon_down")}),
        ),
        plan_block(table, view, before=True),
    )


def plan_entries(table, view: dict) -> list:
    """The deal's draw plan as list items, each with how far it has gone."""
    out = []
    for e in view.get("draw_plan") or []:
        drawer, giver, n = e["drawer"], e["giver"], e["count"]
        if drawer == 0:
            text = t("b_plan_you_draw", n=n, giver=table.name(giver))
        elif giver == 0:
            text = t("b_plan_from_you", n=n, drawer=table.name(drawer))
        else:
            text = t("b_plan_entry", n=n, drawer=table.name(drawer), giver=table.name(giver))
        if e.get("lapsed"):
            state = t("b_lapsed")
        else:
            state = t("b_plan_done", done=e.get("done", 0), n=n)
        out.append(
            h(
                "li",
                {
                    "data_drawer": drawer,
                    "data_giver": giver,
                    "cls": "lapsed"
                    if e.get("lapsed")
                    else ("done" if e.get("done", 0) >= n else ""),
                },
                text,
                h("small", {"text": f" · {state}"}),
            )
        )
    return out


def plan_block(table, view: dict, before: bool):
    """Who owes whom this deal (view draw_plan), shown before and during the drawing."""
    items = plan_entries(table, view)
    if view.get("hand_number") == 1 and view.get("previous_results") is None:
        note = t("b_no_draw_first")
    elif view.get("contract") == "notrump":
        note = t("b_no_draw_nt")
    elif not items:
        note = t("b_no_draw_even")
    else:
        note = None
    box = h("div", {"cls": "plan", "data_role": "draw-plan"}, h("h4", {"text": t("b_draw_title")}))
    if note:
        box.appendChild(h("p", {"text": note}))
        return box
    box.appendChild(h("p", {"text": t("b_plan_if" if before else "b_plan_now")}))
    box.appendChild(h("ul", {}, items))
    box.appendChild(h("p", {"cls": "rule", "text": t("b_plan_rule")}))
    return box


def draw_sentence(table, d: dict, short: bool = False) -> str:
    """One of this seat's draws (view known.draws) in words."""
    given, returned = d.get("given"), d.get("returned")
    same = returned == given
    if short:  # what left this hand and what arrived
        left, came = (given, returned) if d["drawer"] == 0 else (returned, given)
        text = f"−{i18n.card_text(left) if left else '…'} +{i18n.card_text(came) if came else '…'}"
        return text if d["drawer"] == 0 else f"{text} ({table.name(d['drawer'])})"
    if d["drawer"] == 0:
        key = "b_you_drew_same" if same else "b_you_drew"
        return t(
            key,
            given=i18n.card_text(given) if given else "…",
            giver=table.name(d["giver"]),
            returned=i18n.card_text(returned) if returned else "…",
        )
    key = "b_drew_from_you_same" if same else "b_drew_from_you"
    return t(
        key,
        drawer=table.name(d["drawer"]),
        suit=i18n.suit_name(d["suit"]),
        given=i18n.card_text(given) if given else "…",
        returned=i18n.card_text(returned) if returned else "…",
    )


def draw_row(table, d: dict):
    """One of the player's exchanges: who, the card that left and the one that came."""
    mine = d["drawer"] == 0
    out_card = d["given"] if mine else d.get("returned")
    in_card = d.get("returned") if mine else d["given"]
    return h(
        "li",
        {
            "cls": "draw-row",
            "data_drawer": d["drawer"],
            "data_giver": d["giver"],
            "data_given": d["given"],
            "data_returned": d.get("returned") or "",
        },
        h("span", {"cls": "who", "text": draw_sentence(table, d)}),
        h(
            "span",
            {"cls": "swap", "aria_hidden": "true"},
            h("small", {"text": t("b_gave" if mine else "b_left")}),
            C.face(out_card, small=True) if out_card else None,
            h("small", {"text": t("b_got" if mine else "b_arrived")}),
            C.face(in_card, small=True) if in_card else None,
        ),
    )


def draw_panel(table, view: dict):
    """The drawing: the plan, the player's own exchanges and the others' in words."""
    known = (view.get("known") or {}).get("draws") or []
    mine = [d for d in known if 0 in (d["drawer"], d["giver"])]
    public = [
        (s, a)
        for s, a in (view.get("history") or {}).get("calls") or []
        if a.startswith("draw ") and s != 0 and a.split(" ")[1] != "0"
    ]
    return h(
        "div",
        {"cls": "b-panel draw-panel", "data_role": "drawing"},
        plan_block(table, view, before=False),
        h("ol", {"cls": "draws", "data_role": "draws"}, [draw_row(table, d) for d in mine])
        if mine
        else None,
        h(
            "ul",
            {"cls": "public-draws"},
            [h("li", {"text": public_draw(table, s, a)}) for s, a in public],
        )
        if public
        else None,
    )


def public_draw(table, seat: int, action: str) -> str:
    """Another player's draw as everyone sees it: from whom, in which suit."""
    _, giver, suit = action.split(" ")
    suit_text = i18n.suit_name(suit) if suit in SUIT_SYMBOL else i18n.card_text(suit)
    return t("b_public_draw", drawer=table.name(seat), giver=table.name(int(giver)), suit=suit_text)


def talon_panel(table, view: dict):
    """The talon: joining the 8-player's hand, or face down while he lays four away."""
    roles = view.get("roles") or {}
    eight = roles.get("eight")
    known = view.get("known") or {}
    box = h(
        "div", {"cls": "b-panel talon-panel", "data_role": "talon"}, h("h3", {"text": t("b_talon")})
    )
    if eight == 0 and known.get("talon") is not None:
        box.appendChild(h("p", {"text": t("b_talon_you")}))
        box.appendChild(
            h("div", {"cls": "talon-cards"}, [C.face(c, small=True) for c in known["talon"]])
        )
        # only the cards actually laid away: no face-down stand-ins for those still to choose
        discards = known.get("discards") or []
        box.appendChild(h("p", {"text": t("b_laid_away" if discards else "b_laid_away_none")}))
        box.appendChild(
            h(
                "div",
                {"cls": "talon-cards discards", "data_role": "discards"},
                [C.face(c, small=True) for c in discards],
            )
        )
    else:
        n = view.get("out_of_play") or 0
        box.appendChild(h("p", {"text": t("b_talon_other", name=table.name(eight), n=n)}))
        box.appendChild(h("div", {"cls": "talon-row"}, [C.back(small=False) for _ in range(n)]))
    draws = known.get("draws") or []
    if draws:
        box.appendChild(
            h("ol", {"cls": "draws", "data_role": "draws"}, [draw_row(table, d) for d in draws])
        )
    return box
