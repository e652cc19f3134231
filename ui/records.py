"""Saves, deal codes, statistics and export files as plain data, without the browser.

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
"""

from __future__ import annotations

import json
import re

import engine
from engine.game import MAX_SAVE_BYTES, SAVE_FORMAT
from ui import games

WRAP_VERSION = 2
STATS_VERSION = 1
EXPORT_APP = "cardgames"
EXPORT_VERSION = 1
MAX_IMPORT_BYTES = 4 * 1024 * 1024
MAX_MATCHES = 1000  # statistics keep this many finished matches (the oldest go first)
MAX_QUARANTINE_BYTES = 1024 * 1024
NAME_MAX = 40


class RecordError(ValueError):
    """Data the page cannot use; ``code`` names why (translated as ``why_<code>``)."""

    def __init__(self, code: str, message: str = "", **params) -> None:
        super().__init__(message or code)
        self.code = code
        self.params = params


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


def migrate_engine_save(text: str) -> str:
    """``text`` brought to the engine's current save format (unchanged if already current).
    Raises RecordError("format") for a future or unknown format, ("too_large") for an
    oversized one, ("not_json") for text that is not JSON."""
    if not isinstance(text, str):
        raise RecordError("not_a_save")
    if len(text) > MAX_SAVE_BYTES:
        raise RecordError("too_large", size=len(text))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise RecordError("not_json") from None
    if not isinstance(data, dict):
        raise RecordError("not_a_save")
    fmt = data.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        raise RecordError("not_a_save")
    if fmt == SAVE_FORMAT:
        return text
    while fmt != SAVE_FORMAT:
        step = ENGINE_MIGRATIONS.get(fmt)
        if step is None:
            raise RecordError("format", format=fmt)
        data = step(data)
        fmt = data["format"]
    return json.dumps(data, separators=(",", ":"))


def migrate_meta(meta) -> dict:
    """The wrapper brought to WRAP_VERSION. Unreadable or future wrappers give a fresh one:
    the wrapper holds no part of the game itself, so nothing is lost."""
    if not isinstance(meta, dict):
        meta = {}
    v = meta.get("v", 1)
    if not isinstance(v, int) or isinstance(v, bool) or v > WRAP_VERSION or v < 1:
        meta, v = {}, 1
    while v < WRAP_VERSION:
        meta = WRAP_MIGRATIONS[v](meta)
        v = meta["v"]
    rev = meta.get("rev")
    if not isinstance(rev, int) or isinstance(rev, bool) or rev < 0:
        meta["rev"] = 0
    for key in ("started", "updated"):
        if not isinstance(meta.get(key), (int, float)) or isinstance(meta.get(key), bool):
            meta[key] = 0
    return meta


def check_save(kind: str, text: str):
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


def quarantine_entry(key: str, value, code: str, when: float, params: dict | None = None) -> dict:
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


# --- deal codes -------------------------------------------------------------------------------

_KINDS = "|".join(re.escape(kind) for kind in engine.GAMES)  # a code may name its game in full
_CODE = re.compile(rf"^\s*([A-Za-z]|{_KINDS})\s*-\s*([A-Za-z0-9_]+)\s*-\s*(\d{{1,12}})\s*$")
_B36 = "0123456789abcdefghijklmnopqrstuvwxyz"


def preset_of(kind: str, options: dict) -> str | None:
    """The name of the preset whose options are exactly ``options`` (changed values only)."""
    for name, opts in engine.presets(kind).items():
        if opts == options:
            return name
    return None


def deal_code(kind: str, seed: int, options: dict | None = None) -> str:
    """A short code for a deal: "K-portuguese-1234" (King, preset, seed); options that are
    no preset are written as "o" + one base-36 digit per option (its value's index)."""
    options = dict(options or {})
    name = preset_of(kind, options)
    if name is None:
        spec = engine.option_spec(kind)
        digits = []
        for o in spec:
            value = options.get(o["key"], o["default"])
            digits.append(_B36[o["values"].index(value)])
        name = "o" + "".join(digits).rstrip("0")
        if name == "o":
            name = "default"
    return f"{games.get(kind).letter}-{name}-{int(seed)}"


def parse_deal_code(code: str) -> tuple[str, int, dict]:
    """(kind, seed, options) of a deal code; RecordError("deal_code") if it is not one."""
    if not isinstance(code, str):
        raise RecordError("deal_code")
    m = _CODE.match(code)
    if not m:
        raise RecordError("deal_code")
    letter, name, seed = m.group(1), m.group(2), int(m.group(3))
    kind = letter.lower() if letter.lower() in engine.GAMES else games.by_letter(letter)
    if kind is None:
        raise RecordError("deal_code")
    presets = engine.presets(kind)
    lowered = {k.lower(): k for k in presets}
    if name.lower() in lowered:
        return kind, seed, dict(presets[lowered[name.lower()]])
    if name[:1] in "oO" and all(c in _B36 for c in name[1:].lower()):
        spec = engine.option_spec(kind)
        digits = name[1:].lower()
        if len(digits) > len(spec):
            raise RecordError("deal_code")
        options = {}
        for o, d in zip(spec, digits, strict=False):
            i = _B36.index(d)
            if i >= len(o["values"]):
                raise RecordError("deal_code")
            if i:
                options[o["key"]] = o["values"][i]
        return kind, seed, options
    raise RecordError("deal_code")


# --- statistics -------------------------------------------------------------------------------


def empty_stats() -> dict:
    return {"v": STATS_VERSION, "matches": []}


def check_stats(data) -> dict:
    """Statistics as stored, checked; RecordError("stats") if they are not ours."""
    if (
        not isinstance(data, dict)
        or data.get("v") != STATS_VERSION
        or not isinstance(data.get("matches"), list)
    ):
        raise RecordError("stats")
    matches = [m for m in data["matches"] if _match_ok(m)]
    return {"v": STATS_VERSION, "matches": matches[-MAX_MATCHES:]}


def _match_ok(m) -> bool:
    return (
        isinstance(m, dict)
        and isinstance(m.get("id"), str)
        and m.get("kind") in engine.GAMES
        and isinstance(m.get("level"), str)
        and isinstance(m.get("score"), int)
        and isinstance(m.get("won"), bool)
    )


def match_summary(match_id: str, kind: str, level: str, game, when: float) -> dict:
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
    out.update(games.get(kind).summary(game.score_sheet()))
    return out


def add_match(stats: dict, summary: dict) -> tuple[dict, bool]:
    """``stats`` with ``summary`` added, and whether it was new (a match is recorded once)."""
    if any(m.get("id") == summary["id"] for m in stats["matches"]):
        return stats, False
    matches = (stats["matches"] + [summary])[-MAX_MATCHES:]
    return {"v": STATS_VERSION, "matches": matches}, True


def merge_stats(mine: dict, theirs: dict) -> tuple[dict, int]:
    """The union of two statistics by match id (an import); and how many matches were new."""
    new = 0
    for m in theirs["matches"]:
        mine, added = add_match(mine, m)
        new += added
    matches = sorted(mine["matches"], key=lambda m: m.get("when") or 0)
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
    """The checked content of an export file: {"saves": {kind: (save_text, meta)},
    "stats": stats or None, "skipped": [(kind, code)], "settings": dict or None}.
    RecordError("import_file") if it is not one of ours."""
    if not isinstance(text, str) or len(text) > MAX_IMPORT_BYTES:
        raise RecordError("import_file")
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        raise RecordError("import_file") from None
    if not isinstance(doc, dict) or doc.get("app") != EXPORT_APP:
        raise RecordError("import_file")
    if not isinstance(doc.get("export"), int) or doc["export"] > EXPORT_VERSION:
        raise RecordError("import_file")
    saves, skipped = {}, []
    raw = doc.get("saves") if isinstance(doc.get("saves"), dict) else {}
    for kind, rec in raw.items():
        if kind not in engine.GAMES or not isinstance(rec, dict):
            skipped.append((str(kind), "game"))
            continue
        try:
            text = rec.get("save")
            game = check_save(kind, text)
        except RecordError as err:
            skipped.append((kind, err.code))
            continue
        saves[kind] = (game.to_json(), migrate_meta(rec.get("meta")), game)
    stats = None
    if doc.get("stats") is not None:
        try:
            stats = check_stats(doc["stats"])
        except RecordError:
            skipped.append(("stats", "stats"))
    settings = doc.get("settings") if isinstance(doc.get("settings"), dict) else None
    return {"saves": saves, "stats": stats, "skipped": skipped, "settings": settings}


def clean_name(text) -> str:
    """A player's name as typed: one line, at most NAME_MAX characters (shown only as text)."""
    if not isinstance(text, str):
        return ""
    return " ".join(text.split())[:NAME_MAX]
