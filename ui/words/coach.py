"""The words and the judgement of the hint and the end-of-hand review, without the browser.

* ``hint_bot(seed)`` is a bot of the strongest level (``engine.bots.LEVELS[-1]``) with a small
  time budget; the page drives ``bot.analyse_steps(view)`` in slices and says the result with
  ``hint_sentence``.
* ``review_steps(game.rewound(0), log, hand_number)`` is a generator (yields between slices,
  like a bot's ``think``) that replays the game log, rebuilds the view of each decision the
  human (seat 0) took in that hand, analyses it with a fixed small iteration budget and returns
  the decisions that lost at least the game's ``threshold`` (ui/games/; King: points; 3-5-8:
  tricks minus target), biggest loss first, at most ``REVIEW_MAX``. ``review_line`` says one.

Words go through ``ui.words.i18n`` (the bots' reason codes are the keys ``c<letter>_<code>``). A
label callback ``label(action, view)`` names an action as the table shows it.
"""

from __future__ import annotations

import engine
from ui import games
from ui.words import i18n
from ui.words.i18n import t, tn

HINT_BUDGET_MS = 400
REVIEW_ITERATIONS = 12
REVIEW_MAX = 3
STEP_ACTIONS = 24  # replayed actions between two yields of review_steps


def strongest() -> str:
    return engine.bots.LEVELS[-1]


def _make(seed: int, **kwargs):
    level = strongest()
    if level in engine.bots.SEARCHING:
        return engine.bots.make(level, seed=seed, **kwargs)
    return engine.bots.make(level, seed=seed)


def hint_bot(seed: int = 0):
    """The bot that answers the hint button (a time budget: stronger on a faster machine)."""
    return _make(seed, budget_ms=HINT_BUDGET_MS)


def review_bot(seed: int = 0):
    """The bot of the review (a fixed iteration count: quick and repeatable)."""
    return _make(seed, iterations=REVIEW_ITERATIONS)


# --- words -----------------------------------------------------------------------------------


def number(x: float, decimals: int) -> str:
    """An amount as text: whole (``decimals`` 0) or in tenths, as the language writes it."""
    return i18n.number(x, decimals)


def amount(x: float, kind: str) -> str:
    """'18 points' / '0.5 tricks' in the player's language."""
    game = games.get(kind)
    n = number(x, game.decimals)
    return tn(game.unit_key, x, n=n)


def _suit_words(value) -> str:
    """A trump parameter (a suit letter, or "notrump") in words."""
    if value in i18n.SUIT_SYMBOL:
        return i18n.suit_name(value)
    return t("c_notrump") if value == "notrump" else str(value)


def localise(kind: str, params: dict) -> dict:
    out = {}
    for key, value in (params or {}).items():
        if key == "card" and isinstance(value, str) and len(value) == 2:
            out[key] = i18n.card_text(value)
        elif key == "suit":
            out[key] = _suit_words(value)
        elif key == "contract":
            out[key] = i18n.contract_name(kind, str(value))
        elif key == "tricks" and isinstance(value, (int, float)):
            out[key] = number(value, 1)
        else:
            out[key] = value
    return out


class _Keep(dict):
    """Template parameters: one without a value stays as its placeholder."""

    def __missing__(self, key):
        return "{" + key + "}"


def reason_text(kind: str, code, params: dict | None = None) -> str:
    """A bot's reason in the player's language (its English template if a code is new)."""
    key = f"c{games.get(kind).letter.lower()}_{code}"
    templates = engine.games.part(kind, "bot").REASONS
    raw, params = params or {}, localise(kind, params or {})
    if i18n.has(key):
        return i18n.counted(key, templates.get(code), raw, params)
    text = templates.get(code, str(code))
    try:
        return text.format_map(_Keep(params))
    except (ValueError, IndexError):
        return text


# --- the hint ----------------------------------------------------------------------------------


def pick(entries: list, kind: str) -> dict | None:
    """What the hint says: the bot's best entry, the alternative it is compared with (the
    first later entry whose points differ clearly, else simply the next one), the difference
    and whether the two are about equal."""
    if not entries:
        return None
    best = entries[0]
    rest = [e for e in entries[1:] if e.get("action") != best.get("action")]
    if best.get("points") is None or not rest:
        return {"best": best, "other": None, "diff": None, "equal": False}
    scored = [e for e in rest if e.get("points") is not None]
    if not scored:
        return {"best": best, "other": None, "diff": None, "equal": False}
    eq = games.get(kind).equal
    other = next((e for e in scored if abs(best["points"] - e["points"]) > eq), scored[0])
    diff = best["points"] - other["points"]
    return {"best": best, "other": other, "diff": diff, "equal": abs(diff) <= eq or diff <= 0}


def hint_sentence(kind: str, entries: list, label, view: dict | None = None) -> str:
    """'Best: 7♣, about 18 points better than Q♥: it keeps you from winning the trick.'"""
    p = pick(entries, kind)
    if p is None:
        return ""
    best = p["best"]
    why = reason_text(kind, best.get("reason"), best.get("params"))
    name = label(best["action"], view)
    if p["other"] is None:
        return t("c_best_only", best=name, why=why)
    other = label(p["other"]["action"], view)
    if p["equal"]:
        return t("c_best_equal", best=name, other=other, why=why)
    return t("c_best_better", best=name, other=other, amount=amount(p["diff"], kind), why=why)


# --- the review --------------------------------------------------------------------------------


def decisions_steps(start, log: list, hand_number, seat: int = 0):
    """Generator: replays ``log`` on ``start`` (a game's first position, ``game.rewound(0)``,
    which plays by that game's rules) and returns [(index, view, action)] for every decision
    of ``seat`` in hand ``hand_number`` that had a choice (more than one legal action)."""
    game = start
    out = []
    for i, action in enumerate(log):
        if game.to_move == seat:
            view = game.view(seat)
            if view.get("hand_number") == hand_number and len(view.get("legal") or []) > 1:
                out.append((i, view, action))
        game.apply(action)
        if i % STEP_ACTIONS == STEP_ACTIONS - 1:
            yield
    return out


def judge(kind: str, view: dict, action: str, entries: list) -> dict | None:
    """A review item if ``action`` lost at least the game's threshold against the best entry."""
    if not entries:
        return None
    best = entries[0]
    if best.get("action") == action or best.get("points") is None:
        return None
    chosen = next((e for e in entries if e.get("action") == action), None)
    if chosen is None or chosen.get("points") is None:
        return None
    loss = best["points"] - chosen["points"]
    if loss < games.get(kind).threshold:
        return None
    trick = None
    if view.get("phase") == "play":
        trick = len((view.get("history") or {}).get("tricks") or []) + 1
    return {
        "action": action,
        "better": best["action"],
        "loss": round(loss, 2),
        "reason": best.get("reason"),
        "params": best.get("params") or {},
        "phase": view.get("phase"),
        "trick": trick,
        "view": view,
    }


def review_steps(start, log: list, hand_number, seat: int = 0, bot=None):
    """Generator (yields between slices): the clear mistakes of ``seat`` in hand
    ``hand_number`` of the game ``start`` (``game.rewound(0)``) played on by ``log``, biggest
    loss first, at most REVIEW_MAX. Returns (items, decisions)."""
    kind, seed = start.GAME, start.seed
    found = yield from decisions_steps(start, log, hand_number, seat)
    items = []
    for index, view, action in found:
        b = bot if bot is not None else review_bot(seed * 31 + index)
        entries = yield from b.analyse_steps(view)
        yield
        item = judge(kind, view, action, entries)
        if item is not None:
            item["index"] = index
            items.append(item)
    items.sort(key=lambda it: (-it["loss"], it["index"]))
    return items[:REVIEW_MAX], len(found)


def where_words(kind: str, item: dict) -> str:
    if item.get("trick"):
        return t(games.get(kind).trick_key, n=item["trick"])
    key = "c_where_" + str(item.get("phase"))
    return t(key) if i18n.has(key) else str(item.get("phase"))


def review_line(kind: str, item: dict, label) -> str:
    """'Trick 4: you played Q♥; 7♣ was about 18 points better (it keeps you from ...).'"""
    view = item.get("view") or {}
    key = "c_line_play" if item["action"].startswith("play ") else "c_line_other"
    return t(
        key,
        where=where_words(kind, item),
        chosen=label(item["action"], view),
        better=label(item["better"], view),
        amount=amount(item["loss"], kind),
        why=reason_text(kind, item.get("reason"), item.get("params")),
    )
