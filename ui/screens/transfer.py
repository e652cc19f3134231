"""The player's data as a file: export saves, statistics and settings; import them back.

An import never writes over a game in progress that is another match, and is all or nothing:
a file with any part that cannot be used (ui/data/records.py, parse_import) changes nothing and
says which part and why, and so does a write the browser refuses (its storage full): every key
written is put back as it was.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_once_callable, to_js
from pyscript import document

import engine
from ui import games
from ui.core import notices
from ui.data import records, saves
from ui.words.i18n import t, tn


def export(settings: dict) -> None:
    """Download the export file (``king-358-<date>.json``)."""
    text = saves.export_text(settings)
    blob = js.Blob.new(
        to_js([text]), to_js({"type": "application/json"}, dict_converter=js.Object.fromEntries)
    )
    url = js.URL.createObjectURL(blob)
    a = document.createElement("a")
    a.href = url
    a.download = "king-358-" + time.strftime("%Y%m%d-%H%M%S") + ".json"
    a.hidden = True
    document.body.appendChild(a)
    a.click()
    a.remove()
    js.setTimeout(create_once_callable(lambda: js.URL.revokeObjectURL(url)), 10_000)


def refusal(err: records.RecordError) -> str:
    """Why an import file was refused, in the player's language: which part of it (a saved
    game, the statistics) and what was wrong, anything quoted from the file cut short."""
    params = dict(err.params)
    part = params.pop("part", None)
    if err.code == "import_file":
        return t("import_bad")
    why = notices.why_text(err.code, params)
    if part == "stats":
        return t("import_refused_stats", why=why)
    if part in engine.GAMES:
        return t("import_refused_game", game=games.name(part), why=why)
    return t("import_refused", why=why)


def _write_all(writes: list, stats: dict | None) -> int | None:
    """Write the slots of ``writes`` and ``stats`` (None: none), all or nothing: how many games
    were written, or None when the browser refused a write (its storage full) and every key was
    put back as it was. A slot another tab saved meanwhile is left to it (write_slot: stale)."""
    keys = [key for kind, _, _ in writes for key in saves.slot_keys(kind)]
    before = saves.values_of(keys + (["stats"] if stats is not None else []))
    loaded = 0
    for kind, game, meta in writes:
        status, _ = saves.write_slot(kind, game, meta, saves.stored_rev(kind))
        if status == "memory":
            saves.put_back(before)
            return None
        loaded += status == "ok"
    if stats is not None and not saves.save_stats(stats):
        saves.put_back(before)
        return None
    return loaded


async def import_file(file: Any, done: Callable[[], None]) -> None:
    """Read an export file into the saves and statistics, call ``done`` (the menu shows what
    is there now) and tell what was taken in or why not. All or nothing: the whole file is
    checked and merged in memory first, nothing is written unless every part of it is good (a
    game in progress here that is another match is kept, and said), and a write the browser
    refuses puts back every key written (``_write_all``)."""
    try:
        if file.size > records.MAX_IMPORT_BYTES:
            raise records.RecordError("too_large")
        doc = records.parse_import(str(await file.text()))
        writes, skipped = [], []
        for kind, (text, meta, game) in doc["saves"].items():
            current = saves.load_slot(kind)
            if current is not None and current[0].to_json() == text:
                continue  # already here as it is
            if (
                current is not None
                and not current[0].is_over
                and current[1].get("id") != meta.get("id")
            ):
                skipped.append(kind)
                continue
            writes.append((kind, game, meta))
        merged, matches = None, 0
        if doc["stats"] is not None:
            merged, matches = records.merge_stats(saves.load_stats(), doc["stats"])
    except Exception as err:  # noqa: BLE001 - a file we cannot read is refused, nothing else
        if not isinstance(err, records.RecordError):
            js.console.warn(traceback.format_exc())
            err = records.RecordError("import_file")
        notices.notice(refusal(err), key="import")
        done()
        return
    loaded = _write_all(writes, merged if matches else None)
    if loaded is None:
        notices.notice(t("import_no_room"), key="import")
        done()
        return
    text = t(
        "import_done", games=tn("saved_games_n", loaded), matches=tn("finished_matches_n", matches)
    )
    if skipped:
        busy = notices.why_text("slot_busy", {})
        what = ", ".join(f"{games.name(k)}: {busy}" for k in skipped)
        text += " " + t("import_skipped", what=what)
    done()
    notices.notice(text, key="import", level="warn" if skipped else "info")
