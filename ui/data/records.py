"""Saves, statistics and export files as plain data, without the browser (deal codes:
ui/data/deal_codes.py).

No browser import, so CPython tests check every rule here (tests/test_saves_ui_pure.py).

A saved game in the page is two localStorage entries per game kind (one slot per kind, so a
King match and a 3-5-8 game are in progress at once):

* ``cardgames.game.<kind>``: exactly ``game.to_json()`` (the engine's own versioned save:
  seed, options, action log, engine version, ``format``);
* ``cardgames.meta.<kind>``: the page's wrapper ``{"v": WRAP_VERSION, "level", "lang",
  "speed", "started", "updated", "rev", "movers", "id"}``. ``rev`` grows by one at every save:
  a tab whose revision is behind the stored one never writes (two tabs, one game).

Old data is brought up to date by two migration chains, one function per step keyed by the
version it upgrades from: ``ENGINE_MIGRATIONS`` for the engine's ``format`` and
``WRAP_MIGRATIONS`` for the wrapper's ``v``. Anything that cannot be read is set aside under
``cardgames.quarantine`` (see ``quarantine_entry``) and offered in the export file.

Every text from outside or from storage is read by ``read_json`` (its size bounded first by
the caller, its nesting by engine.safejson), and every field checked for type and range
before it reaches a sum or a chart: a wrapper field by field (``migrate_meta``), a recorded
match field by field (``match_problem``), an export file as a whole (``parse_import``, all or
nothing).
"""

from __future__ import annotations

import json
import math
from typing import TYPE_CHECKING, Any, cast

import engine
from engine import safejson
from engine.formats import MAX_SAVE_BYTES, SAVE_FORMAT
from ui import games

if TYPE_CHECKING:
    from collections.abc import Iterable

    from engine.games import GameLike

WRAP_VERSION = 2
STATS_VERSION = 1
EXPORT_APP = "cardgames"
EXPORT_VERSION = 1
MAX_IMPORT_BYTES = 4 * 1024 * 1024
MAX_MATCHES = 1000  # statistics keep this many finished matches (the oldest go first)
MAX_QUARANTINE_BYTES = 1024 * 1024
NAME_MAX = 40
# The ranges of what a match record and a wrapper hold, far beyond anything a game reaches (a
# King match's score stays within -1,300..+1,300, a 3-5-8 game has at most 90 dealings) and
# small enough for every sum, average and chart the statistics page draws (a score of 10**400
# has no float: the average raised OverflowError on every open of the page).
SCORE_MAX = 100_000  # a final score, per seat, and a contract's sum of points in one match
COUNT_MAX = 10_000  # hands or deals in one match
WHEN_MAX = 10**11  # a date in seconds since 1970 (the year 5138)
REV_MAX = 2**53  # a wrapper's revision
ID_MAX = 5000  # a match's id holds its seed: an earlier page took deal numbers of ~4,300 digits
LEVEL_MAX = 40  # a bot level's key ("?" when none was set)
WORD_MAX = 20  # a wrapper's lang and speed
SEATS_MAX = 8
QUOTE_MAX = 24  # an unknown name quoted in a notice is cut to this many characters
QUOTE_COUNT = 3  # and at most this many are quoted


class RecordError(ValueError):
    """Data the page cannot use; ``code`` names why (translated as ``why_<code>``)."""

    def __init__(self, code: str, message: str = "", **params) -> None:
        super().__init__(message or code)
        self.code = code
        self.params = params


def _int(value, lo: int, hi: int) -> bool:
    """``value`` is an int (not a bool) of lo..hi."""
    return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi


def _num(value, lo: int, hi: int) -> bool:
    """``value`` is an int or a finite float (not a bool) of lo..hi (JSON may say NaN). An int
    is only compared, never made a float: JSON may hold 10**400, which has none
    (math.isfinite raised OverflowError on it, at every start of the page)."""
    if type(value) is int:
        return lo <= value <= hi
    return type(value) is float and math.isfinite(value) and lo <= value <= hi


def quote(text: object, most: int = QUOTE_MAX) -> str:
    """An outside name as a notice may quote it: one line, cut to ``most`` characters."""
    text = " ".join(str(text).split())
    return text if len(text) <= most else text[: most - 1] + "…"


def quote_list(names: Iterable[object]) -> str:
    """At most QUOTE_COUNT names, each quoted and cut, and "…" when there are more."""
    names = list(names)
    shown = [f"“{quote(n)}”" for n in names[:QUOTE_COUNT]]
    return ", ".join(shown + (["…"] if len(names) > QUOTE_COUNT else []))


def read_json(text: str) -> object:
    """Outside or stored text as JSON, its nesting bounded before parsing (under Pyodide a
    deeply nested text kills Python inside json.loads): RecordError("too_deep"), ("not_json"),
    or ("long_number") for a number of more digits than Python reads (4,300: json.loads
    refuses it with a plain ValueError)."""
    if not isinstance(text, str):
        raise RecordError("not_json")
    try:
        return safejson.loads(text)
    except safejson.TooDeep:  # refused before parsing
        raise RecordError("too_deep") from None
    except json.JSONDecodeError:
        raise RecordError("not_json") from None
    except ValueError:  # the only other refusal of json.loads on a text
        raise RecordError("long_number") from None


# --- migrations -----------------------------------------------------------------------------

# engine save format n -> n + 1 (on the decoded dict). Format 1 is the first: none yet.
ENGINE_MIGRATIONS: dict = {}


def _wrap_1_to_2(meta: dict) -> dict:
    """v1 (no "v" key): {level, lang, speed, movers}. v2 adds started/updated/rev/id."""
    out = dict(meta)
    out.setdefault("started", 0)
    out.setdefault("updated", out.get("started", 0))
    out.setdefault("rev", 0)
    out["v"] = 2
    return out


WRAP_MIGRATIONS = {1: _wrap_1_to_2}


def migrate_engine_save(text: object) -> str:
    """``text`` brought to the engine's current save format (unchanged if already current).
    Raises RecordError("format") for a future or unknown format, ("too_large") for an
    oversized one, ("not_json") for text that is not JSON."""
    if not isinstance(text, str):
        raise RecordError("not_a_save")
    if len(text) > MAX_SAVE_BYTES:
        raise RecordError("too_large", size=len(text))
    data = read_json(text)
    if not isinstance(data, dict):
        raise RecordError("not_a_save")
    fmt = data.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        raise RecordError("not_a_save")
    if fmt == SAVE_FORMAT:
        return text
    while fmt != SAVE_FORMAT:
        step = ENGINE_MIGRATIONS.get(fmt)
        if step is None:  # a format of a thousand digits is not quoted in a notice
            raise RecordError("format", format=fmt if _int(fmt, 0, 10**6) else "?")
        data = step(data)
        fmt = data["format"]
    return json.dumps(data, separators=(",", ":"))


def migrate_meta(meta: object) -> dict:
    """The wrapper brought to WRAP_VERSION, each field checked. Unreadable or future wrappers
    give a fresh one, and a field of the wrong type or range is dropped (or 0): the wrapper
    holds no part of the game itself (load_slot works out movers and id again), so nothing is
    lost."""
    if not isinstance(meta, dict):
        meta = {}
    v = meta.get("v", 1)
    if not isinstance(v, int) or isinstance(v, bool) or v > WRAP_VERSION or v < 1:
        meta, v = {}, 1
    while v < WRAP_VERSION:
        meta = WRAP_MIGRATIONS[v](meta)
        v = meta["v"]
    if not _int(meta.get("rev"), 0, REV_MAX):
        meta["rev"] = 0
    for key in ("started", "updated"):
        if not _num(meta.get(key), 0, WHEN_MAX):
            meta[key] = 0
    for key, most in (("level", LEVEL_MAX), ("lang", WORD_MAX), ("speed", WORD_MAX)):
        if key in meta and not (isinstance(meta[key], str) and len(meta[key]) <= most):
            del meta[key]
    if "id" in meta and not (isinstance(meta["id"], str) and 0 < len(meta["id"]) <= ID_MAX):
        del meta["id"]
    movers = meta.get("movers")
    if "movers" in meta and not (
        isinstance(movers, list)
        and len(movers) <= MAX_SAVE_BYTES
        and all(m is None or _int(m, 0, SEATS_MAX - 1) for m in movers)
    ):
        del meta["movers"]
    return meta


def check_save(kind: str, text: object) -> GameLike:
    """The game of a stored save after migration, or RecordError with the reason code
    (not_json, not_a_save, format, game, options, replay, too_large)."""
    text = migrate_engine_save(text)
    try:
        game = engine.load_game(text)
    except engine.SaveError as err:
        raise RecordError(err.code, str(err), **err.params) from None
    if game.GAME != kind:
        raise RecordError("game", game=game.GAME)
    return game


def quarantine_entry(
    key: str, value: object, code: str, when: float, params: dict | None = None
) -> dict:
    """What is kept of a bad entry: its key, why, when, and the text itself (cut to
    MAX_QUARANTINE_BYTES, with the full length noted)."""
    text = value if isinstance(value, str) else json.dumps(value)
    entry = {
        "key": key,
        "why": code,
        "when": when,
        "length": len(text),
        "value": text[:MAX_QUARANTINE_BYTES],
    }
    if params:
        entry["params"] = {k: v for k, v in params.items() if isinstance(v, (int, str))}
    return entry


# --- statistics -------------------------------------------------------------------------------


def empty_stats() -> dict:
    return {"v": STATS_VERSION, "matches": []}


CONTRACTS = frozenset(c for kind in engine.GAMES for c in games.get(kind).contracts)
# A contract's name as the games write it: one of a game's contracts, or two joined by "+" (a
# quick match's merged hands: "vazas+ultimas").
CONTRACT_NAMES = CONTRACTS | {a + "+" + b for a in CONTRACTS for b in CONTRACTS}


def match_problem(m: object) -> str | None:
    """The first field of a recorded match that is of the wrong type or range, or None when
    the match is good. Every match an earlier version recorded is good: the fields it always
    wrote (id, kind, level, score, won; from the first version also when, seed, scores, and
    contracts or made and deals) and "placing" (from 2026-12); tests and hand-made files may
    leave out any but the first five. Run on every stored match at each read of the
    statistics: plain tests, no call per field."""
    if type(m) is not dict:
        return "match"
    get, most = m.get, SCORE_MAX
    v = get("id")
    if type(v) is not str or len(v) > ID_MAX:
        return "id"
    v = get("kind")
    if type(v) is not str or v not in engine.GAMES:
        return "kind"
    v = get("level")
    if type(v) is not str or len(v) > LEVEL_MAX:
        return "level"
    v = get("score")
    if type(v) is not int or not -most <= v <= most:
        return "score"
    if type(get("won")) is not bool:
        return "won"
    if "when" in m and not _num(m["when"], 0, WHEN_MAX):
        return "when"
    if "seed" in m and type(m["seed"]) is not int:  # any seed a save may hold
        return "seed"
    v = get("scores")
    if "scores" in m and not (
        type(v) is list
        and 0 < len(v) <= SEATS_MAX
        and all(type(s) is int and -most <= s <= most for s in v)
    ):
        return "scores"
    v = get("placing")
    if v is not None and not (type(v) is int and 1 <= v <= SEATS_MAX):
        return "placing"
    v = get("contracts")
    if "contracts" in m and not (
        type(v) is dict
        and len(v) <= 4 * len(CONTRACTS)
        and all(
            c in CONTRACT_NAMES
            and type(pair) is list
            and len(pair) == 2
            and type(pair[0]) is int
            and -most <= pair[0] <= most
            and type(pair[1]) is int
            and 0 <= pair[1] <= COUNT_MAX
            for c, pair in v.items()
        )
    ):
        return "contracts"
    deals = get("deals", COUNT_MAX)
    if type(deals) is not int or not 0 <= deals <= COUNT_MAX:
        return "deals"
    if "made" in m and not (type(m["made"]) is int and 0 <= m["made"] <= deals):  # made <= deals
        return "made"
    return None


def split_stats(data: Any) -> tuple[dict, list[tuple[int, dict, str]]]:
    """Stored statistics, checked: the good matches (the newest MAX_MATCHES), and the bad
    ones as (index, match, field), to set aside. RecordError("stats") if the statistics
    themselves are not ours (then none of them is used)."""
    v = data.get("v") if isinstance(data, dict) else None
    if not _int(v, STATS_VERSION, STATS_VERSION) or not isinstance(data.get("matches"), list):
        raise RecordError("stats")
    good, bad = [], []
    for i, m in enumerate(data["matches"]):
        field = match_problem(m)
        if field is None:
            good.append(m)
        else:
            bad.append((i, m, field))
    return {"v": STATS_VERSION, "matches": good[-MAX_MATCHES:]}, bad


def check_stats(data: Any) -> dict:
    """Statistics from outside (an import), every match checked: RecordError("stats") if they
    are not ours, ("match", n=, field=) for the first bad match (numbered from 1)."""
    stats, bad = split_stats(data)
    if bad:
        i, _, field = bad[0]
        raise RecordError("match", n=i + 1, field=field, count=len(bad))
    return stats


def match_summary(match_id: str, kind: str, level: str, game: GameLike, when: float) -> dict:
    """What the statistics keep of a finished match (the human is seat 0)."""
    scores = list(game.scores)
    out = {
        "id": match_id,
        "kind": kind,
        "level": level,
        "when": when,
        "seed": game.seed,
        "score": int(scores[0]),
        "scores": [int(s) for s in scores],
        "won": scores[0] == max(scores),
    }
    # (every game's score_sheet() is a list; GameLike promises a Sequence)
    out.update(games.get(kind).summary(cast(list, game.score_sheet())))
    return out


def add_match(stats: dict, summary: dict) -> tuple[dict, bool]:
    """``stats`` with ``summary`` added, and whether it was new (a match is recorded once)."""
    if any(m.get("id") == summary["id"] for m in stats["matches"]):
        return stats, False
    matches = (stats["matches"] + [summary])[-MAX_MATCHES:]
    return {"v": STATS_VERSION, "matches": matches}, True


def merge_stats(mine: dict, theirs: dict) -> tuple[dict, int]:
    """The union of two checked statistics by match id (an import), oldest first; and how many
    matches were new. Both sides are checked (split_stats, check_stats), so every "when" is a
    number or missing."""
    seen = {m["id"] for m in mine["matches"]}
    matches, new = list(mine["matches"]), 0
    for m in theirs["matches"]:
        if m["id"] not in seen:
            seen.add(m["id"])
            matches.append(m)
            new += 1
    matches.sort(key=lambda m: m.get("when") or 0)
    return {"v": STATS_VERSION, "matches": matches[-MAX_MATCHES:]}, new


def aggregate(stats: dict) -> dict:
    """Per (kind, level): played, won, average score, best match, per-contract averages
    (King), made targets (3-5-8) and the recent scores (oldest first)."""
    out: dict[tuple[str, str], dict] = {}
    for m in stats["matches"]:
        a = out.setdefault(
            (m["kind"], m["level"]),
            {
                "kind": m["kind"],
                "level": m["level"],
                "played": 0,
                "won": 0,
                "total": 0,
                "best": None,
                "contracts": {},
                "made": 0,
                "deals": 0,
                "recent": [],
            },
        )
        a["played"] += 1
        a["won"] += int(m["won"])
        a["total"] += m["score"]
        if a["best"] is None or m["score"] > a["best"]["score"]:
            a["best"] = {"score": m["score"], "when": m.get("when"), "seed": m.get("seed")}
        for c, pair in (m.get("contracts") or {}).items():
            if isinstance(pair, list) and len(pair) == 2:
                s = a["contracts"].setdefault(c, [0, 0])
                s[0] += int(pair[0])
                s[1] += int(pair[1])
        a["made"] += int(m.get("made") or 0)
        a["deals"] += int(m.get("deals") or 0)
        a["recent"] = (a["recent"] + [m["score"]])[-20:]
    for a in out.values():
        a["average"] = round(a["total"] / a["played"], 1)
        a["contract_avg"] = {c: round(s / n, 1) for c, (s, n) in a["contracts"].items() if n}
    return out


# --- export and import --------------------------------------------------------------------------


def export_doc(saves: dict, stats: dict, settings: dict, quarantine: list, when: float) -> dict:
    """The export file's content: every save (engine text + wrapper), statistics, settings and
    the entries set aside."""
    return {
        "app": EXPORT_APP,
        "export": EXPORT_VERSION,
        "exported": when,
        "engine_format": SAVE_FORMAT,
        "saves": saves,
        "stats": stats,
        "settings": settings,
        "quarantine": quarantine,
    }


def parse_import(text: str) -> dict:
    """The checked content of an export file: {"saves": {kind: (save_text, meta, game)},
    "stats": stats or None, "settings": dict or None}. All or nothing: any part that cannot
    be used refuses the whole file with RecordError, its code saying why and its params
    which part ("part": a game's kind or "stats") and what was wrong; "import_file" when it
    is not an export of this page at all."""
    if not isinstance(text, str):
        raise RecordError("import_file")
    if len(text) > MAX_IMPORT_BYTES:
        raise RecordError("too_large")
    doc = read_json(text)
    if not isinstance(doc, dict) or doc.get("app") != EXPORT_APP:
        raise RecordError("import_file")
    version = doc.get("export")
    if _int(version, EXPORT_VERSION + 1, 10**6):
        raise RecordError("export_version", format=version)
    if not _int(version, 1, EXPORT_VERSION):  # a bool, a text, 0, or a thousand digits
        raise RecordError("export_bad")
    raw = doc.get("saves")
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise RecordError("import_file")
    unknown = [kind for kind in raw if kind not in engine.GAMES]
    if unknown:
        raise RecordError("unknown_game", names=quote_list(unknown))
    saves = {}
    for kind, rec in raw.items():
        if not isinstance(rec, dict):
            raise RecordError("not_a_save", part=kind)
        try:
            game = check_save(kind, rec.get("save"))
        except RecordError as err:
            raise RecordError(err.code, str(err), **{**err.params, "part": kind}) from None
        saves[kind] = (game.to_json(), migrate_meta(rec.get("meta")), game)
    stats = None
    if doc.get("stats") is not None:
        try:
            stats = check_stats(doc["stats"])
        except RecordError as err:
            raise RecordError(err.code, **{**err.params, "part": "stats"}) from None
    settings = doc.get("settings") if isinstance(doc.get("settings"), dict) else None
    return {"saves": saves, "stats": stats, "settings": settings}


def clean_name(text: object) -> str:
    """A player's name as typed: one line, at most NAME_MAX characters (shown only as text)."""
    if not isinstance(text, str):
        return ""
    return " ".join(text.split())[:NAME_MAX]
