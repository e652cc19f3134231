"""A pytest plugin for tests/test_markers.py: with COLLECT_REPORT set, a collection writes
there, as JSON, for each test selected and each deselected, which of conftest.py's browser
fixtures it uses (found here from where each fixture is defined, apart from conftest's hook)."""

from __future__ import annotations

import json
import os
from pathlib import Path

CONFTEST = Path(__file__).resolve().parent / "conftest.py"
NAMES = ("browser", "context", "sw_context", "page", "guard", "server")
_deselected: list = []


def browser_fixtures(item) -> list[str]:
    defs = getattr(getattr(item, "_fixtureinfo", None), "name2fixturedefs", {})
    out = []
    for name in NAMES:
        if name in defs:
            code = getattr(defs[name][-1].func, "__code__", None)
            if code and Path(code.co_filename).resolve() == CONFTEST:
                out.append(name)
    return out


def pytest_deselected(items) -> None:
    _deselected.extend(items)


def pytest_collection_finish(session) -> None:
    path = os.environ.get("COLLECT_REPORT")
    if not path:
        return

    def rows(items):
        return [{"id": i.nodeid, "fixtures": browser_fixtures(i)} for i in items]

    report = {"selected": rows(session.items), "deselected": rows(_deselected)}
    Path(path).write_text(json.dumps(report), encoding="utf-8")
