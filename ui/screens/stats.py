"""The statistics page: matches, wins and placings per game and per level, and two SVG charts.

An overview table (per game over all levels, and per level), then a block per game and level:
matches played, won, each place, the average and best final score with its unit, what the game
counts (King: per-contract averages; 3-5-8: made targets); the charts, drawn in Python, are bars
per contract with their unit and the final score of each recent match on two labelled axes.
Matches recorded before placings were kept (2026-12-01) count as "place not recorded". What
reaches a sum or a chart is checked first (ui/data/saves.py load_stats, ui/data/records.py
match_problem).
"""

from __future__ import annotations

from ui import games
from ui.core.dom import h
from ui.data import records
from ui.words import i18n
from ui.words.i18n import t, tn


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
                h("title", {"text": f"{label}: {i18n.number(v, 1)}"}),
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
                    "text": i18n.number(v, 1),
                },
            )
        )
    items.append(h("line", {"x1": zero, "x2": zero, "y1": 0, "y2": height, "cls": "axis"}))
    items.append(  # the unit of the bars, under them
        h(
            "text",
            {
                "x": left + plot / 2,
                "y": height + 14,
                "text_anchor": "middle",
                "cls": "axis-label",
                "text": t("st_axis_per_hand"),
            },
        )
    )
    return _chart("bars", "contracts", t("per_contract"), width, height + 20, items)


def line(scores: list[int], unit: str, width: int = 380, height: int = 190):
    """The final score of each recent match, oldest first: a line with dots on two labelled
    axes (the matches along the bottom, the score up the side with its unit)."""
    if not scores:
        return None
    lo, hi = min(scores + [0]), max(scores + [0])
    if hi == lo:
        hi = lo + 1
    left, right, top, bottom = 54, 12, 10, 40  # room for the axes' numbers and names
    n = len(scores)

    def xy(i, v):
        x = left + (width - left - right) * (i / (n - 1) if n > 1 else 0.5)
        y = top + (height - top - bottom) * (hi - v) / (hi - lo)
        return round(x, 1), round(y, 1)

    points = [xy(i, v) for i, v in enumerate(scores)]
    zero_y = xy(0, 0)[1]
    base = height - bottom
    ticks_y = sorted({lo, 0, hi})
    ticks_x = sorted({0, n - 1} | ({(n - 1) // 2} if n > 2 else set()))
    label = t(
        "st_chart_alt",
        n=i18n.number(n),
        low=i18n.number(min(scores)),
        high=i18n.number(max(scores)),
        scores="; ".join(map(i18n.number, scores)),  # "; ": a comma is Portuguese's decimal sign
    )
    return _chart(
        "line",
        "recent",
        t(unit) + " · " + label,
        width,
        height,
        h("line", {"x1": left, "x2": left, "y1": top, "y2": base, "cls": "axis y-axis"}),
        h("line", {"x1": left, "x2": width - right, "y1": base, "y2": base, "cls": "axis x-axis"}),
        h("line", {"x1": left, "x2": width - right, "y1": zero_y, "y2": zero_y, "cls": "zero"}),
        [
            h(
                "text",
                {
                    "x": left - 5,
                    "y": xy(0, v)[1] + 4,
                    "text_anchor": "end",
                    "cls": "tick",
                    "text": i18n.number(v, 1),
                },
            )
            for v in ticks_y
        ],
        [
            h(
                "text",
                {
                    "x": xy(i, 0)[0],
                    "y": base + 14,
                    "text_anchor": "middle",
                    "cls": "tick",
                    "text": i + 1,
                },
            )
            for i in ticks_x
        ],
        h(
            "text",
            {
                "x": (left + width - right) / 2,
                "y": height - 4,
                "text_anchor": "middle",
                "cls": "axis-label",
                "text": t("st_axis_match"),
            },
        ),
        h(
            "text",
            {
                "x": 12,
                "y": (top + base) / 2,
                "text_anchor": "middle",
                "cls": "axis-label",
                "transform": f"rotate(-90 12 {(top + base) / 2})",
                "text": t(unit),
            },
        ),
        h(
            "polyline",
            {
                "points": " ".join(f"{x},{y}" for x, y in points),
                "cls": "score-line",
                "fill": "none",
            },
        ),
        [
            h(
                "circle",
                {"cx": x, "cy": y, "r": 3.5, "cls": "dot"},
                h("title", {"text": f"{i + 1}: {i18n.number(v, 1)}"}),
            )
            for i, ((x, y), v) in enumerate(zip(points, scores, strict=True))
        ],
    )


def place_counts(stats: dict) -> dict:
    """Per (kind, level) and per (kind, None) for all levels: the human's placings counted
    (matches saved before placings were recorded count under None)."""
    out: dict = {}
    for m in stats.get("matches") or []:
        placing = m.get("placing")
        place = placing if isinstance(placing, int) and not isinstance(placing, bool) else None
        for key in ((m["kind"], m["level"]), (m["kind"], None)):
            c = out.setdefault(key, {"played": 0, "won": 0, "places": {}})
            c["played"] += 1
            c["won"] += int(bool(m.get("won")))
            c["places"][place] = c["places"].get(place, 0) + 1
    return out


def level_name(level: str | None) -> str:
    if level is None:
        return t("st_all_levels")
    return t("level_" + level) if i18n.has("level_" + level) else level


def overview(stats: dict):
    """Matches, wins and placings per game (all levels) and per level, in one table."""
    counts = place_counts(stats)
    if not counts:
        return None
    seats = {kind: games.get(kind).seats for kind, _ in counts}
    most = max(seats.values())
    head = [t("st_game"), t("st_level"), t("st_played"), t("st_won")]
    head += [t(f"place_{p}") for p in range(1, most + 1)]
    rows = []
    for kind, level in sorted(counts, key=lambda k: (k[0], k[1] is not None, k[1] or "")):
        c = counts[(kind, level)]
        cells = [c["played"], c["won"]]
        cells += [c["places"].get(p, 0) if p <= seats[kind] else "—" for p in range(1, most + 1)]
        rows.append(
            h(
                "tr",
                {
                    "data_kind": kind,
                    "data_level": level or "all",
                    "cls": "all" if not level else None,
                },
                h("th", {"scope": "row", "text": games.name(kind)}),
                h("td", {"text": level_name(level)}),
                [
                    h("td", {"cls": "num", "text": i18n.number(v) if isinstance(v, int) else v})
                    for v in cells
                ],
            )
        )
    old = counts and sum(c["places"].get(None, 0) for (k, lv), c in counts.items() if lv is None)
    return h(
        "section",
        {"cls": "stats-overview", "data_role": "stats-overview"},
        h("h2", {"text": t("st_overview")}),
        h(
            "div",
            {"cls": "table-scroll"},
            h(
                "table",
                {"cls": "stats-table overview"},
                h(
                    "thead",
                    {},
                    h(
                        "tr",
                        {},
                        [
                            h("th", {"scope": "col", "cls": "num" if i > 1 else None, "text": c})
                            for i, c in enumerate(head)
                        ],
                    ),
                ),
                h("tbody", {}, rows),
            ),
        ),
        h("p", {"cls": "note", "text": t("st_place_unknown") + ": " + tn("st_matches_n", old)})
        if old
        else None,
    )


def block(a: dict, counts: dict | None):
    """One game at one level: matches, wins, placings, scores with their unit, the charts."""
    level = level_name(a["level"])
    unit_n = games.word(a["kind"], "stat_unit")
    places = (counts or {}).get("places") or {}
    rows = [
        (t("st_played"), a["played"], "played"),
        (t("st_won"), a["won"], "won"),
    ]
    rows += [
        (t(f"st_place_{p}"), places.get(p, 0), f"place-{p}")
        for p in range(1, games.get(a["kind"]).seats + 1)
    ]
    if places.get(None):
        rows.append((t("st_place_unknown"), places[None], "place-unknown"))
    unit = tn(unit_n, 2, n="").strip()
    rows += [
        (f"{t('st_average')} ({unit})", i18n.number(a["average"], 1), "average"),
        (f"{t('st_best')} ({unit})", i18n.number(a["best"]["score"]) if a["best"] else "—", "best"),
    ]
    extra = None
    game = games.get(a["kind"])
    if a["contract_avg"]:  # what a game counts is in its matches' summary (ui/games/)
        known = game.contracts
        order = [c for c in known if c in a["contract_avg"]] + [
            c for c in a["contract_avg"] if c not in known
        ]
        words = [(game.letter.lower() + "_" + c, c) for c in order]
        values = [(t(key) if i18n.has(key) else c, a["contract_avg"][c]) for key, c in words]
        extra = h(
            "figure",
            {},
            h("figcaption", {"text": t("per_contract")}),
            bars(values),
        )
    elif a["deals"]:
        pct = round(100 * a["made"] / a["deals"])
        rows.append(
            (
                t("made_targets"),
                tn("deals_made", a["deals"], made=i18n.number(a["made"]), pct=pct),
                "made",
            )
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
                    h("td", {"cls": "num", "text": i18n.number(v) if isinstance(v, int) else v}),
                )
                for k, v, key in rows
            ],
        ),
    )
    axis = games.word(a["kind"], "stat_axis")
    return h(
        "section",
        {"cls": "stats-block", "data_kind": a["kind"], "data_level": a["level"]},
        h("h2", {"text": f"{games.name(a['kind'])} · {t('level_word')}: {level}"}),
        table,
        extra,
        h("figure", {}, h("figcaption", {"text": t("st_chart")}), line(a["recent"], axis)),
    )


def stats_page(stats: dict):
    """The page of ``stats`` as ui/data/saves.py load_stats gives them, its only source: every match
    checked (records.split_stats), a bad one set aside, so only matches that pass
    records.match_problem reach a sum, an average or a chart."""
    groups = records.aggregate(stats)
    counts = place_counts(stats)
    blocks = [block(groups[key], counts.get(key)) for key in sorted(groups)]
    return h(
        "section",
        {"cls": "menu stats-page", "data_role": "statistics"},
        h("h1", {"text": t("stats_title")}),
        overview(stats),
        blocks or h("p", {"text": t("no_stats")}),
        h("button", {"type": "button", "cls": "cmd", "data_menu": "back", "text": t("back")}),
    )
