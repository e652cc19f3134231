"""The summaries in the middle of the felt: the end of a hand (a pause) and the end of the match.

The end of a hand (King) or a deal (3-5-8) shows the last trick, who took what (tricks; King's
penalty cards or what counted; 3-5-8's tricks against the target), the points of the hand, the
running totals and the placings so far, with ``data-cmd="continue"`` to go on (the controller
focuses it, so Enter goes on) and ``data-cmd="share-hand"`` to copy a link to the hand. The
end of the match shows the placings (ties shared, the game's tie-break in ``view["winners"]``),
the winner in a sentence, "play again with the same rules" (``data-cmd="new"``), the menu and
the statistics.

Drawn from ``game.score_sheet()`` (the hand's entry) and ``view["last_hand"]`` (its tricks).
"""

from __future__ import annotations

from ui import games
from ui.core.dom import h
from ui.games.king.words import PENALTY
from ui.table import cards as C
from ui.table.sheet import fmt
from ui.words import i18n
from ui.words.i18n import t, tn


def placings(scores: list, winners: list | None = None) -> list[int]:
    """Each seat's place, 1 for the best (ties share a place: 1, 1, 3, 4); ``winners`` (the
    game's tie-break) come first among equal totals."""
    won = set(winners or [])
    key = [(s in won, v) for s, v in enumerate(scores)]
    return [1 + sum(other > mine for other in key) for mine in key]


def ordinal(place: int) -> str:
    return t(f"place_{place}") if i18n.has(f"place_{place}") else str(place)


def _hand_tricks(table, view: dict) -> list:
    last = view.get("last_hand") or {}
    return last.get("tricks") or []


def counted(table, view: dict, entry: dict) -> list | None:
    """King: per seat, what counted in this hand: the penalty cards taken, or the last two
    tricks (Duas últimas); None where only the number of tricks counts."""
    parts = str(entry.get("contract") or "").split("+")
    tricks = _hand_tricks(table, view)
    out: list[list] = [[] for _ in range(table.ctl.players)]
    known = False
    for part in parts:
        if part in PENALTY:
            known = True
            for tr in tricks:
                for _, card in tr["cards"]:
                    if PENALTY[part](card):
                        out[tr["winner"]].append(card)
        elif part == "ultimas":
            known = True
            for i, tr in enumerate(tricks[-2:]):
                out[tr["winner"]].append(len(tricks) - 1 + i)
    return out if known else None


def _counted_cell(items: list):
    if not items:
        return h("td", {"cls": "counted", "text": "—"})
    cards = [c for c in items if isinstance(c, str)]
    numbers = [n for n in items if isinstance(n, int)]
    words = ", ".join(i18n.card_words(c) for c in cards)
    return h(
        "td",
        {"cls": "counted", "aria_label": words or None},
        h(
            "span",
            {"cls": "mini-cards", "aria_hidden": "true"},
            [C.face(c, small=True) for c in cards],
        )
        if cards
        else None,
        ", ".join(t("trick_n", n=n) for n in numbers) if numbers else None,
    )


def last_trick(table, view: dict):
    """The hand's last trick, small, its winner marked."""
    tricks = _hand_tricks(table, view)
    if not tricks:
        return None
    tr = tricks[-1]
    win = tr["winner"]
    return h(
        "div",
        {"cls": "summary-trick", "data_role": "summary-trick"},
        h(
            "p",
            {"cls": "summary-trick-title"},
            i18n.about("s_last_trick", win, name=table.name(win)),
        ),
        h(
            "div",
            {"cls": "summary-trick-cards"},
            [
                h(
                    "figure",
                    {"cls": "played" + (" winner" if s == win else "")},
                    C.face(card, small=True),
                    h("figcaption", {"text": table.name(s)}),
                )
                for s, card in tr["cards"]
            ],
        ),
    )


def payment(entry: dict) -> list[int] | None:
    """King: what each seat paid (-) or received (+) for the trump right in a sold positive
    hand (rules 1.7.6: the buyer pays 25 a trick offered, capped with KV-13, to the
    beneficiary, who dealt); None when nothing was sold."""
    buyer, pay = entry.get("buyer"), entry.get("payment") or 0
    if buyer is None or entry.get("declined"):
        return None
    out = [0] * len(entry["scores"])
    out[buyer] -= pay
    out[entry["dealer"]] += pay
    return out


def _payment_cell(paid: int):
    text = i18n.number(paid, sign=True) if paid else "—"
    return h("td", {"cls": "num", "data_role": "payment", "text": text})


def paid_sentence(table, entry: dict) -> str:
    """The payment in words: "Ana bought the trump right for 2 tricks and paid 50 points to
    Bruno."."""
    buyer, ben = entry["buyer"], entry["dealer"]
    key = "s_paid_you" if buyer == 0 else "s_paid_to_you" if ben == 0 else "s_paid"
    return tn(
        key,
        entry.get("bid") or 0,
        buyer=table.name(buyer),
        ben=table.name(ben),
        pts=i18n.number(entry.get("payment") or 0),
    )


def hand_summary(table, view: dict):
    """The end of a hand or deal: who took what, its points, the totals and the places."""
    ctl = table.ctl
    sheet = ctl.game.score_sheet()
    if not sheet:
        return None
    entry = sheet[-1]
    kind = ctl.kind
    blato = kind == "358"
    totals = entry.get("totals") or [sum(e["scores"][s] for e in sheet) for s in range(ctl.players)]
    places = placings(totals)
    tricks = entry.get("tricks") or [0] * ctl.players
    what = counted(table, view, entry) if not blato else None
    n = entry["hand_number"]
    total = view.get("hands_total")
    if blato:
        head = t("b_deal_of", n=n, total=total) if total else t("b_deal", n=n)
    else:
        head = t("hand_of", n=n, total=total) if total else f"{t('hand_word')} {n}"
    head += " · " + table.contract_name(entry.get("contract"))
    unit = "b_tricks_n" if blato else "points_n"
    paid = payment(entry) if not blato else None
    # a sold hand: the tricks (and their points) and the payment add up to the hand's points;
    # one column more, not two, so that the table still fits a phone
    tricks_head = t("s_trick_points") if paid else t("tricks")
    columns = [t("s_player"), t("b_h_tricks_long") if blato else tricks_head]
    if what is not None:
        columns.append(t("s_counted"))
    if paid:
        columns.append(t("s_payment"))
    columns += [t("s_hand_points"), t("s_total"), t("s_place")]
    rows = []
    for s in range(ctl.players):
        took = f"{tricks[s]}/{entry['targets'][s]}" if blato else str(tricks[s])
        delta = entry["scores"][s]
        if paid:
            took += f" ({i18n.number(delta - paid[s])})"  # the tricks' points
        rows.append(
            h(
                "tr",
                {"data_seat": s, "cls": "me" if s == 0 else None},
                h("th", {"scope": "row", "text": table.name(s)}),
                h("td", {"cls": "num", "text": took}),
                _counted_cell(what[s]) if what is not None else None,
                _payment_cell(paid[s]) if paid else None,
                h(
                    "td",
                    {
                        "cls": "num points",
                        "data_role": "hand-points",
                        "text": i18n.number(delta, sign=True),
                        "title": tn(unit, abs(delta)),
                    },
                ),
                h("td", {"cls": "num total", "text": fmt(totals[s])}),
                h("td", {"cls": "num place", "text": ordinal(places[s])}),
            )
        )
    draws = entry.get("draws_next") if blato else None
    return h(
        "div",
        {"cls": "summary hand-summary", "data_role": "hand-summary"},
        h("p", {"cls": "kicker", "text": t("b_s_result" if blato else "s_result")}),
        h("h2", {"text": head}),
        last_trick(table, view),
        h(
            "table",
            {"cls": "summary-table"},
            h("thead", {}, h("tr", {}, [h("th", {"scope": "col", "text": c}) for c in columns])),
            h("tbody", {}, rows),
        ),
        h("p", {"cls": "summary-note", "data_role": "payment", "text": paid_sentence(table, entry)})
        if paid
        else None,
        h("p", {"cls": "summary-note", "text": t("b_n_next_draws", draws=table.draws_text(draws))})
        if draws
        else None,
        h("p", {"cls": "summary-note", "text": t("s_next_soon")})
        if ctl.demo
        else h(
            "div",
            {"cls": "result-buttons"},
            h(
                "button",
                {
                    "type": "button",
                    "cls": "cmd big",
                    "data_cmd": "continue",
                    "text": t("b_s_next" if blato else "s_next"),
                },
            ),
            share_hand(n, kind),
        ),
    )


def share_hand(n: int, kind: str):
    """The button that copies a link to hand (deal) ``n`` (ui/screens/share.py), to replay it."""
    return h(
        "button",
        {
            "type": "button",
            "cls": "cmd",
            "data_cmd": "share-hand",
            "data_hand": n,
            "text": t(games.word(kind, "share_hand")),
        },
    )


def match_summary(table, view: dict):
    """The end of the match: the placings, the winner, play again, the menu, the statistics."""
    ctl = table.ctl
    scores = list(ctl.game.scores)
    winners = list(view.get("winners") or [])
    places = placings(scores, winners or [s for s, v in enumerate(scores) if v == max(scores)])
    order = sorted(range(len(scores)), key=lambda s: (places[s], s))
    shared = {p for p in places if places.count(p) > 1}
    items = [
        h(
            "li",
            {"data_seat": s, "data_place": places[s], "cls": "me" if s == 0 else None},
            h("span", {"cls": "place", "text": ordinal(places[s])}),
            h("span", {"cls": "who", "text": table.name(s)}),
            h("span", {"cls": "num", "text": fmt(scores[s])}),
            h("small", {"text": t("s_shared")}) if places[s] in shared else None,
        )
        for s in order
    ]
    buttons = [
        h(
            "button",
            {"type": "button", "cls": "cmd big", "data_cmd": "new", "text": t("s_same_rules")},
        ),
        h("button", {"type": "button", "cls": "cmd", "data_cmd": "menu", "text": t("menu")}),
    ]
    if ctl.persist:
        buttons.append(
            h("button", {"type": "button", "cls": "cmd", "data_cmd": "stats", "text": t("s_stats")})
        )
    return h(
        "div",
        {"cls": "summary result match-summary", "data_role": "result"},
        h("h2", {"text": t("game_over")}),
        h("p", {"cls": "winner", "text": table.result_text(view)}),
        h("p", {"cls": "summary-note", "data_role": "capped", "text": t("s_capped")})
        if getattr(ctl.game, "capped", False)
        else None,
        h("ol", {"cls": "placings", "data_role": "placings", "aria_label": t("s_placings")}, items),
        h("p", {"cls": "summary-note", "text": t("s_stats_saved")}) if ctl.persist else None,
        h("div", {"cls": "result-buttons"}, buttons),
    )
