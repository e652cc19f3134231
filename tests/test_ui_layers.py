"""The page's pure Python stays apart from what touches the browser (issue 28): the words, the
stored records' rules, deal codes, each game's rules pages, lessons, coach and words, and the
turned table's renumbering import no browser module (js, pyodide, pyscript), nor anything that
does, so they run, and are tested, in CPython. The engine imports nothing of the page."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import ROOT

PURE = [
    "ui.words.i18n",
    "ui.words.options",
    "ui.words.coach",
    "ui.words.lesson",
    "ui.words.lessons",
    "ui.words.rules",
    "ui.data.records",
    "ui.data.deal_codes",
    "ui.games",
    "ui.table.turned",
] + [
    f"ui.games.{package}.{part}"
    for package in ("king", "blato")
    for part in ("rules", "lessons", "lesson", "words")
]

# A finder that refuses the browser's modules: importing one fails the import under test.
PROBE = """
import importlib, importlib.abc, sys
class NoBrowser(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("js", "pyodide", "pyscript"):
            raise ImportError(f"browser module {name} imported")
        return None
sys.meta_path.insert(0, NoBrowser())
for name in sys.argv[1:]:
    importlib.import_module(name)
from ui.words import lesson
for kind in ("king", "358"):
    lesson.game(kind)  # each game's part of the coach, imported when first asked for
print(sorted(m for m in sys.modules if m.split(".")[0] in ("js", "pyodide", "pyscript")))
"""


def run(*names: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", PROBE, *names], cwd=ROOT, capture_output=True, text=True
    )


def test_the_pure_modules_import_no_browser_module():
    result = run(*PURE)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["[]"]


def test_the_probe_catches_a_module_that_touches_the_browser():
    result = run("ui.core.dom")
    assert result.returncode != 0 and "browser module" in result.stderr


def test_the_engine_imports_nothing_of_the_page():
    for path in (ROOT / "engine").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "from ui" not in text and "import ui" not in text, path
