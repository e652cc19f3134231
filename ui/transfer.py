"""The player's data as a file: export saves, statistics and settings; import them back.

An import never writes over a game in progress that is another match.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable

import js
from pyodide.ffi import create_once_callable, to_js
from pyscript import document

from ui import games, notices, records, saves
from ui.i18n import t, tn


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


async def import_file(file, done: Callable[[], None]) -> None:
    """Read an export file into the saves and statistics, call ``done`` (the menu shows what
    is there now) and tell what was taken in or why not."""
    try:
        if file.size > records.MAX_IMPORT_BYTES:
            raise records.RecordError("import_file")
        doc = records.parse_import(str(await file.text()))
    except Exception as err:  # noqa: BLE001 - a file we cannot read is refused, nothing else
        if not isinstance(err, records.RecordError):
            js.console.warn(traceback.format_exc())
        notices.notice(t("import_bad"), key="import")
        done()
        return
    loaded, skipped = 0, list(doc["skipped"])
    for kind, (text, meta, game) in doc["saves"].items():
        current = saves.load_slot(kind)
        if current is not None and current[0].to_json() == text:
            continue  # already here as it is
        if (
            current is not None
            and not current[0].is_over
            and current[1].get("id") != meta.get("id")
        ):
            skipped.append((kind, "slot_busy"))
            continue
        status, _ = saves.write_slot(kind, game, meta, saves.stored_rev(kind))
        loaded += status == "ok"
    matches = 0
    if doc["stats"] is not None:
        merged, matches = records.merge_stats(saves.load_stats(), doc["stats"])
        if matches:
            saves.save_stats(merged)
    text = t(
        "import_done", games=tn("saved_games_n", loaded), matches=tn("finished_matches_n", matches)
    )
    if skipped:
        text += " " + t(
            "import_skipped",
            what=", ".join(f"{games.name(k)}: {notices.why_text(code, {})}" for k, code in skipped),
        )
    done()
    notices.notice(text, key="import", level="warn" if skipped else "info")
