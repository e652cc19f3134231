"""The statistics page: per game and level, the results and two small SVG charts.

Played, won, average score and best match, with what the game counts (King: per-contract
averages; 3-5-8: made targets); the charts, drawn in Python, are bars per contract and a line of
the recent match scores.
"""

from __future__ import annotations

from ui import games, i18n, records
from ui.dom import h
from ui.i18n import t


def _chart(shape: str, name: str, label: str, width: int, height: int, *children):
    """An SVG chart: a picture with its words for a screen reader."""
    attrs = {"viewBox": f"0 0 {width} {height}", "width": width, "height": height, "role": "img"}
    attrs.update({"cls": "chart " + shape, "data_chart": name, "aria_label": label})
    return h("svg", attrs, *children)


def bars(values: list[tuple[str, float]], width: int = 380, row: int = 22):
    """Horizontal bars around a zero line (negative to the left), labels on the left."""
    if not values:
        return None
    label_w = 150
    span = max(1.0, max(abs(v) for _, v in values))
    has_neg = any(v < 0 for _, v in values)
    has_pos = any(v > 0 for _, v in values)
    left = label_w + 40  # room for a negative bar's value
    plot = width - left - 40
    zero = left + (plot if has_neg and not has_pos else plot / 2 if has_neg else 0)
    scale = plot / (2 * span) if has_neg and has_pos else plot / span
    height = row * len(values) + 4
    items = []
    for i, (label, v) in enumerate(values):
        y = 2 + i * row
        w = abs(v) * scale
        x = zero - w if v < 0 else zero
        items.append(
            h(
                "text",
                {
                    "x": label_w - 6,
                    "y": y + row * 0.7,
                    "text_anchor": "end",
                    "cls": "chart-label",
                    "text": label,
                },
            )
        )
        items.append(
            h(
                "rect",
                {
                    "x": round(x, 1),
                    "y": y + 3,
                    "width": round(max(w, 1), 1),
                    "height": row - 6,
                    "cls": "bar neg" if v < 0 else "bar pos",
                },
                h("title", {"text": f"{label}: {v:g}"}),
            )
        )
        items.append(
            h(
                "text",
                {
                    "x": round(zero + w + 4 if v >= 0 else zero - w - 4, 1),
                    "y": y + row * 0.7,
                    "text_anchor": "start" if v >= 0 else "end",
                    "cls": "chart-value",
                    "text": f"{v:g}",
                },
            )
        )
    items.append(h("line", {"x1": zero, "x2": zero, "y1": 0, "y2": height, "cls": "axis"}))
    return _chart("bars", "contracts", t("per_contract"), width, height, items)


def line(scores: list[int], width: int = 320, height: int = 120):
    """The recent match scores, oldest first, as a line with dots."""
    if not scores:
        return None
    lo, hi = min(scores + [0]), max(scores + [0])
    if hi == lo:
        hi = lo + 1
    pad = 10
    n = len(scores)

    def xy(i, v):
        x = pad + (width - 2 * pad) * (i / (n - 1) if n > 1 else 0.5)
        y = pad + (height - 2 * pad) * (hi - v) / (hi - lo)
        return round(x, 1), round(y, 1)

    points = [xy(i, v) for i, v in enumerate(scores)]
    zero_y = xy(0, 0)[1]
    return _chart(
        "line",
        "recent",
        t("recent_scores") + ": " + ", ".join(map(str, scores)),
        width,
        height,
        h("line", {"x1": pad, "x2": width - pad, "y1": zero_y, "y2": zero_y, "cls": "axis"}),
        h(
            "polyline",
            {
                "points": " ".join(f"{x},{y}" for x, y in points),
                "cls": "score-line",
                "fill": "none",
            },
        ),
        [
            h("circle", {"cx": x, "cy": y, "r": 3, "cls": "dot"}, h("title", {"text": str(v)}))
            for (x, y), v in zip(points, scores, strict=True)
        ],
    )


def block(a: dict):
    level = t("level_" + a["level"]) if i18n.has("level_" + a["level"]) else a["level"]
    rows = [
        (t("played"), a["played"], "played"),
        (t("won"), a["won"], "won"),
        (t("average"), f"{a['average']:g}", "average"),
        (t("best"), a["best"]["score"] if a["best"] else "—", "best"),
    ]
    extra = None
    game = games.get(a["kind"])
    if a["contract_avg"]:  # what a game counts is in its matches' summary (ui/games.py)
        known = game.contracts
        order = [c for c in known if c in a["contract_avg"]] + [
            c for c in a["contract_avg"] if c not in known
        ]
        words = [(game.letter.lower() + "_" + c, c) for c in order]
        values = [(t(key) if i18n.has(key) else c, a["contract_avg"][c]) for key, c in words]
        extra = h("figure", {}, h("figcaption", {"text": t("per_contract")}), bars(values))
    elif a["deals"]:
        pct = round(100 * a["made"] / a["deals"])
        rows.append(
            (t("made_targets"), t("deals_made", made=a["made"], deals=a["deals"], pct=pct), "made")
        )
    table = h(
        "table",
        {"cls": "stats-table"},
        h(
            "tbody",
            {},
            [
                h(
                    "tr",
                    {"data_stat": key},
                    h("th", {"scope": "row", "text": k}),
                    h("td", {"cls": "num", "text": v}),
                )
                for k, v, key in rows
            ],
        ),
    )
    return h(
        "section",
        {"cls": "stats-block", "data_kind": a["kind"], "data_level": a["level"]},
        h("h2", {"text": f"{game.name} · {t('level_word')}: {level}"}),
        table,
        extra,
        h("figure", {}, h("figcaption", {"text": t("recent_scores")}), line(a["recent"])),
    )


def stats_page(stats: dict):
    groups = records.aggregate(stats)
    blocks = [block(groups[key]) for key in sorted(groups)]
    return h(
        "section",
        {"cls": "menu stats-page", "data_role": "statistics"},
        h("h1", {"text": t("stats_title")}),
        blocks or h("p", {"text": t("no_stats")}),
        h("button", {"type": "button", "cls": "cmd", "data_menu": "back", "text": t("back")}),
    )
