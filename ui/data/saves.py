"""The page's saved games (a slot per game), statistics and quarantine, in safe localStorage.

On top of ui/data/storage.py (safe localStorage) and ui/data/records.py (the rules, pure Python).

A bad entry (corrupt JSON, a foreign or future format, a log that replays into an illegal
move, an oversized entry) is moved under ``cardgames.quarantine`` and reported once; no other
entry is touched. Writes carry a revision counter: a tab never overwrites a newer save.
"""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING

import engine
from ui.data import deal_codes, records, storage
from ui.data.records import RecordError

if TYPE_CHECKING:
    from collections.abc import Iterable

    from engine.games import GameLike


QUARANTINE = "quarantine"
problems: list[tuple[str, str, dict]] = []  # (what, code, params) found since boot, to tell
_mem_quarantine: list[dict] = []  # set-aside entries the browser refused to store
_ignored: set[str] = set()  # bad keys that could not be moved: skipped for this session
_stats_aside: str | None = None  # the stored statistics whose bad matches are set aside


def now() -> float:
    return round(time.time(), 3)


def game_key(kind: str) -> str:
    return "game." + kind


def meta_key(kind: str) -> str:
    return "meta." + kind


# --- quarantine ---------------------------------------------------------------------------------


def _stored_quarantine():
    """The stored quarantine's list; None when it is damaged (not JSON, nested too deep, not a
    list); [] when there is none."""
    raw = storage.get(QUARANTINE)
    if not raw:
        return []
    try:
        kept = records.read_json(raw)
    except RecordError:
        return None
    return kept if isinstance(kept, list) else None


def quarantine() -> list:
    stored = _stored_quarantine() or []
    seen = {json.dumps(e, sort_keys=True) for e in stored}
    return stored + [e for e in _mem_quarantine if json.dumps(e, sort_keys=True) not in seen]


def set_aside(
    key: str,
    code: str,
    params: dict | None = None,
    extra_keys: Iterable[str] = (),
    tell: bool = True,
) -> None:
    """Move the entry ``key`` (and ``extra_keys`` that belong to it) into the quarantine."""
    value = storage.get(key)
    entry = records.quarantine_entry(storage.prefix() + key, value or "", code, now(), params)
    for extra in extra_keys:
        v = storage.get(extra)
        if v is not None:
            entry.setdefault("with", {})[storage.prefix() + extra] = v[:4096]
    if _keep_aside(entry):
        storage.remove(key)
        for extra in extra_keys:
            storage.remove(extra)
    else:
        _ignored.add(key)
    if tell:
        problems.append((key, code, params or {}))


def _keep_aside(entry: dict) -> bool:
    """Add ``entry`` to the stored quarantine; False (kept in this tab's memory) when the
    browser refuses."""
    kept = _stored_quarantine()
    if kept is None:  # the quarantine itself is damaged: keep it inside
        raw = storage.get(QUARANTINE) or ""
        kept = [records.quarantine_entry(storage.prefix() + QUARANTINE, raw, "not_json", now())]
    kept.append(entry)
    if storage.put_json(QUARANTINE, kept):
        return True
    _mem_quarantine.append(entry)
    return False


# --- slots ------------------------------------------------------------------------------------


def read_meta(kind: str, stored: bool = False) -> dict:
    text = storage.get_stored(meta_key(kind)) if stored else storage.get(meta_key(kind))
    if text and len(text) > 4 * records.MAX_SAVE_BYTES:
        text = None  # an oversized wrapper holds nothing of the game: start it afresh
    try:
        data = records.read_json(text) if text else {}
    except RecordError:
        data = {}
    return records.migrate_meta(data)


def load_slot(kind: str) -> tuple[GameLike, dict] | None:
    """(game, meta) of the saved game of ``kind``, or None (nothing saved, or set aside now:
    the reason is appended to ``problems``)."""
    key = game_key(kind)
    if key in _ignored:
        return None
    text = storage.get(key)
    if not text:
        return None
    try:
        game = records.check_save(kind, text)
    except RecordError as err:
        set_aside(key, err.code, err.params, extra_keys=(meta_key(kind),))
        return None
    except Exception as err:  # noqa: BLE001 - whatever a save does, the page goes on
        set_aside(key, "not_a_save", {"error": type(err).__name__}, extra_keys=(meta_key(kind),))
        return None
    meta = read_meta(kind)
    movers = meta.get("movers")
    if not (
        isinstance(movers, list)
        and len(movers) == len(game.log)
        and all(m is None or isinstance(m, int) for m in movers)
    ):
        movers = []
        replayed = game.rewound(0)
        for action in game.log:
            movers.append(replayed.to_move)
            replayed.apply(action)
    meta["movers"] = movers
    if not meta.get("id"):
        meta["id"] = f"{kind}-{game.seed}-{meta.get('started') or 0}"
    return game, meta


def stored_rev(kind: str) -> int:
    if storage.get_stored(game_key(kind)) is None:
        return 0
    return read_meta(kind, stored=True)["rev"]


def write_slot(kind: str, game: GameLike, meta: dict, rev: int) -> tuple[str, int]:
    """Save ``game`` with its wrapper. Returns (status, new rev): "ok"; "stale" when another tab
    saved a newer revision (nothing written); "memory" when the browser refused (kept in this
    tab only)."""
    on_disk = stored_rev(kind)
    text = game.to_json()
    if on_disk > rev and storage.get_stored(game_key(kind)) != text:
        return "stale", rev
    new_rev = max(on_disk, rev) + 1
    wrapper = dict(meta)
    wrapper.update({"v": records.WRAP_VERSION, "rev": new_rev, "updated": now()})
    wrapper.setdefault("started", wrapper["updated"])
    ok = storage.put(game_key(kind), text)
    ok = storage.put_json(meta_key(kind), wrapper) and ok
    _ignored.discard(game_key(kind))
    return ("ok" if ok else "memory"), new_rev


def delete_slot(kind: str) -> None:
    storage.remove(game_key(kind))
    storage.remove(meta_key(kind))
    if storage.get("current") == kind:
        storage.remove("current")


def list_slots() -> list[dict]:
    """The saved games in progress: kind, date, hand, scores, level, deal code."""
    out = []
    for kind in engine.GAMES:
        loaded = load_slot(kind)
        if loaded is None:
            continue
        game, meta = loaded
        if game.is_over:
            continue
        view = game.view(0)
        out.append(
            {
                "kind": kind,
                "updated": meta.get("updated") or 0,
                "hand": view.get("hand_number"),
                "scores": list(game.scores),
                "level": meta.get("level"),
                "rev": meta["rev"],
                "code": deal_codes.deal_code(kind, game.seed, game.options.changed()),
            }
        )
    return out


# --- statistics -------------------------------------------------------------------------------


def load_stats() -> dict:
    """The stored statistics, checked. Statistics that are not ours are set aside whole; a
    recorded match that is bad (a field of the wrong type or range, written by hand or by a
    version with a bug) is set aside alone, and the others are kept and shown."""
    global _stats_aside
    if "stats" in _ignored:
        return records.empty_stats()
    raw = storage.get("stats")
    if raw is None:
        return records.empty_stats()
    try:
        if len(raw) > records.MAX_IMPORT_BYTES:
            raise RecordError("too_large")
        stats, bad = records.split_stats(records.read_json(raw))
    except RecordError as err:
        set_aside("stats", err.code, err.params)
        return records.empty_stats()
    if bad and raw != _stats_aside:
        _stats_aside = raw
        aside = {"v": records.STATS_VERSION, "matches": [m for _, m, _ in bad]}
        params = {"count": len(bad), "n": bad[0][0] + 1, "field": bad[0][2]}
        entry = records.quarantine_entry(
            storage.prefix() + "stats", json.dumps(aside), "stats_matches", now(), params
        )
        if _keep_aside(entry):
            storage.put_json("stats", stats)
        problems.append(("stats", "stats_matches", params))
    return stats


def record_match(match_id: str, kind: str, level: str, game: GameLike) -> bool:
    """Count a finished match in the statistics, once (by its id)."""
    from ui.table.summary import placings  # the same places as the end of the match shows

    stats = load_stats()
    summary = records.match_summary(match_id, kind, level, game, now())
    scores = list(game.scores)
    winners = list(game.winners()) if hasattr(game, "winners") else []
    place = placings(scores, winners or [s for s, v in enumerate(scores) if v == max(scores)])[0]
    summary["placing"] = place  # from 2026-12: older matches have none
    summary["won"] = place == 1  # the game's tie-break decides a tie for first
    stats, new = records.add_match(stats, summary)
    if new:
        storage.put_json("stats", stats)
    return new


def save_stats(stats: dict) -> bool:
    return storage.put_json("stats", stats)


def slot_keys(kind: str) -> tuple[str, str]:
    """The keys ``write_slot`` writes."""
    return game_key(kind), meta_key(kind)


def values_of(keys: Iterable[str]) -> dict[str, str | None]:
    """What this tab reads under each of ``keys`` now (None: nothing), for ``put_back``."""
    return {key: storage.get(key) for key in keys}


def put_back(values: dict[str, str | None]) -> None:
    """Every key of ``values`` as it was (``values_of``): a write of several keys that failed
    half way undone. A value the browser refuses again stands in this tab's memory
    (ui/data/storage.py), so the tab reads what it read before either way."""
    for key, value in values.items():
        if value is None:
            storage.remove(key)
        else:
            storage.put(key, value)


# --- export -----------------------------------------------------------------------------------


def export_text(settings: dict) -> str:
    saves = {}
    for kind in engine.GAMES:
        text = storage.get(game_key(kind))
        if text and game_key(kind) not in _ignored:
            saves[kind] = {"save": text, "meta": read_meta(kind)}
    doc = records.export_doc(saves, load_stats(), settings, quarantine(), now())
    return json.dumps(doc, ensure_ascii=False, indent=1)


def boot_check() -> None:
    """At start: read every slot and the statistics once, setting aside what is bad."""
    for kind in engine.GAMES:
        if storage.get("bad." + kind) is not None:  # set aside by the page's first version
            set_aside("bad." + kind, "not_a_save", tell=False)
        load_slot(kind)
    load_stats()
