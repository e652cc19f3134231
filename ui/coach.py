"""The hint and the end-of-hand review, without the browser (tracker issue 7).

* ``hint_bot(seed)`` is a bot of the strongest level (``engine.bots.LEVELS[-1]``) with a small
  time budget; the page drives ``bot.analyse_steps(view)`` in slices and says the result with
  ``hint_sentence``.
* ``review_steps(kind, seed, options, log, hand_number)`` is a generator (yields between slices,
  like a bot's ``think``) that replays the game log, rebuilds the view of each decision the
  human (seat 0) took in that hand, analyses it with a fixed small iteration budget and returns
  the decisions that lost at least ``THRESHOLD[kind]`` (King: points; 3-5-8: tricks minus
  target), biggest loss first, at most ``REVIEW_MAX``. ``review_lines`` says them.

Words go through ``ui.i18n.t`` (the reason codes of the bots are translated in
ui/i18n_coach.py). A label callback ``label(action, view)`` names an action as the table shows it.
"""

from __future__ import annotations

import engine
from ui import i18n, i18n_358, i18n_coach  # noqa: F401 - their words are added on import
from ui.i18n import t

THRESHOLD = {"king": 10.0, "358": 0.5}  # a "clear" mistake loses at least this much
EQUAL = {"king": 1.0, "358": 0.25}  # the best two are "about equal" within this
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

def number(x: float, kind: str) -> str:
    """An amount as text: whole points in King, tenths of a trick in 3-5-8, with the decimal
    comma in Portuguese and Bulgarian."""
    if kind == "king":
        return str(int(round(x)))
    text = f"{round(x, 1):.1f}".removesuffix(".0")
    return text.replace(".", ",") if i18n.lang() in ("pt-BR", "bg") else text


def amount(x: float, kind: str) -> str:
    """'18 points' / '0.5 tricks' in the player's language."""
    n = number(x, kind)
    unit = "c_points" if kind == "king" else "c_tricks"
    return t(unit + "_1" if n == "1" else unit, n=n)


_SUIT_EN = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S"}


def _suit_words(value) -> str:
    value = str(value)
    letter = value if value in i18n.SUIT_SYMBOL else _SUIT_EN.get(value)
    if letter:
        return i18n.suit_name(letter)
    if value in ("no trump", "notrump", "None"):
        return t("c_notrump")
    return value


def contract_words(kind: str, value) -> str:
    """A contract parameter of a reason in words: King 'vazas' or 'positiva+...'; 3-5-8 an
    announcement ('trump H', 'notrump', 'pass') or the bots' English word ('hearts')."""
    value = str(value)
    if kind == "king":
        return " + ".join(t("k_" + p) if i18n.has("k_" + p) else p for p in value.split("+"))
    action = {"no trump": "notrump"}.get(value, value)
    if action in _SUIT_EN:
        action = "trump " + _SUIT_EN[action]
    if action.startswith("trump ") and action[-1] in i18n.SUIT_SYMBOL:
        name = i18n.suit_name(action[-1])
        return t("b_c_trump", suit=name, Suit=name[:1].upper() + name[1:])
    if action in ("notrump", "pass", "misere") and i18n.has("b_c_" + action):
        return t("b_c_" + action)
    return value


def localise(kind: str, params: dict) -> dict:
    out = {}
    for key, value in (params or {}).items():
        if key == "card" and isinstance(value, str) and len(value) == 2:
            out[key] = i18n.card_text(value)
        elif key == "suit":
            out[key] = _suit_words(value)
        elif key == "contract":
            out[key] = contract_words(kind, value)
        elif key == "tricks" and isinstance(value, (int, float)):
            out[key] = number(value, "358")
        else:
            out[key] = value
    return out


def reason_key(kind: str, code: str) -> str:
    return ("ck_" if kind == "king" else "cb_") + str(code)


def reason_text(kind: str, code, params: dict | None = None) -> str:
    """A bot's reason in the player's language (its English template if a code is new)."""
    key = reason_key(kind, code)
    params = localise(kind, params or {})
    if i18n.has(key):
        return t(key, **params)
    templates = engine.games.part(kind, "bot").REASONS
    text = templates.get(code, str(code))
    try:
        return text.format_map(i18n._Safe(params))
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
    eq = EQUAL.get(kind, 1.0)
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

def decisions_steps(kind: str, seed: int, options: dict, log: list, hand_number, seat: int = 0):
    """Generator: replays ``log`` and returns [(index, view, action)] for every decision of
    ``seat`` in hand ``hand_number`` that had a choice (more than one legal action)."""
    game = engine.new_game(kind, seed=seed, options=options)
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


def hands_decided(kind: str, seed: int, options: dict, log: list, seat: int = 0) -> set:
    """The hand numbers in which ``seat`` took a decision with a choice (tests, resume)."""
    game = engine.new_game(kind, seed=seed, options=options)
    out = set()
    for action in log:
        if game.to_move == seat and len(game.legal_actions()) > 1:
            out.add(game.view(seat).get("hand_number"))
        game.apply(action)
    return out


def judge(kind: str, view: dict, action: str, entries: list) -> dict | None:
    """A review item if ``action`` lost at least THRESHOLD[kind] against the best entry."""
    if not entries:
        return None
    best = entries[0]
    if best.get("action") == action or best.get("points") is None:
        return None
    chosen = next((e for e in entries if e.get("action") == action), None)
    if chosen is None or chosen.get("points") is None:
        return None
    loss = best["points"] - chosen["points"]
    if loss < THRESHOLD.get(kind, 10.0):
        return None
    trick = None
    if view.get("phase") == "play":
        trick = len((view.get("history") or {}).get("tricks") or []) + 1
    return {"action": action, "better": best["action"], "loss": round(loss, 2),
            "reason": best.get("reason"), "params": best.get("params") or {},
            "phase": view.get("phase"), "trick": trick, "view": view}


def review_steps(kind: str, seed: int, options: dict, log: list, hand_number, seat: int = 0,
                 bot=None):
    """Generator (yields between slices): the clear mistakes of ``seat`` in hand
    ``hand_number``, biggest loss first, at most REVIEW_MAX. Returns (items, decisions)."""
    found = yield from decisions_steps(kind, seed, options, log, hand_number, seat)
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
        return t("c_trick_n" if kind == "king" else "c_trick_n_358", n=item["trick"])
    key = "c_where_" + str(item.get("phase"))
    return t(key) if i18n.has(key) else str(item.get("phase"))


def review_line(kind: str, item: dict, label) -> str:
    """'Trick 4: you played Q♥; 7♣ was about 18 points better (it keeps you from ...).'"""
    view = item.get("view") or {}
    key = "c_line_play" if item["action"].startswith("play ") else "c_line_other"
    return t(key, where=where_words(kind, item), chosen=label(item["action"], view),
             better=label(item["better"], view), amount=amount(item["loss"], kind),
             why=reason_text(kind, item.get("reason"), item.get("params")))


def review_lines(kind: str, items: list, label) -> list:
    if not items:
        return [t("c_well_played")]
    return [review_line(kind, it, label) for it in items]


def plain_label(action: str, view: dict | None = None) -> str:
    """A label without a table (tests): cards as 'Q♥', other actions as they are."""
    verb, _, arg = action.partition(" ")
    if verb in ("play", "discard", "return") and len(arg) == 2:
        return i18n.card_text(arg)
    return action
