"""The architecture the folder tree promises: engine is pure Python, the page is offline."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BROWSER_MODULES = re.compile(r"^\s*(from|import)\s+(ui|js|pyscript|pyodide)\b", re.M)
CDN = re.compile(r"cdn\.jsdelivr|unpkg\.com|pyscript\.net/|cdn[j]s|googleapis", re.I)


def test_engine_imports_no_browser_or_ui_module():
    for path in (ROOT / "engine").rglob("*.py"):
        match = BROWSER_MODULES.search(path.read_text(encoding="utf-8"))
        assert not match, f"{path.relative_to(ROOT)} imports {match.group(2)}"


def test_engine_imports_a_game_and_the_bots_only_when_they_are_used():
    # The page's first screen needs the rules of both games, not the games and their bots.
    code = """
import sys, engine
engine.presets("king"), engine.presets("358"), engine.option_spec("king"), engine.option_spec("358")
print(" ".join(sorted(m for m in sys.modules if m.startswith("engine"))))
engine.new_game("358", seed=1)
engine.bots.LEVELS
print(" ".join(sorted(m for m in sys.modules if m.startswith("engine"))))
"""
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    menu, later = (set(line.split()) for line in result.stdout.splitlines())
    assert not menu & {"engine.king.game", "engine.blato.game", "engine.bots"}, menu
    assert {"engine.blato.game", "engine.bots"} <= later and "engine.king.game" not in later


GAME_AND_BOTS = """
import sys, engine, engine.bots
game = engine.new_game({kind!r}, seed=3)
players = [engine.bots.make(level, seed=1, **({{"iterations": 2}}
                                              if level in engine.bots.SEARCHING else {{}}))
           for level in engine.bots.LEVELS]
while not game.is_over and game.hand_number < 3:
    view = game.view(game.to_move)
    game.apply(players[len(game.log) % len(players)].choose(view))
    players[0].analyse(view)
print(" ".join(sorted(m for m in sys.modules if m.startswith("engine"))))
"""
SHARED = {
    "engine",
    "engine.bots",
    "engine.bots.base",
    "engine.bots.random_bot",
    "engine.bots.search",
    "engine.cards",
    "engine.errors",
    "engine.formats",
    "engine.game",
    "engine.games",
    "engine.notation",
    "engine.options",
    "engine.safejson",  # load_game reads saves through it
    "engine.tricks",
}


def test_a_game_and_its_bots_load_the_shared_engine_and_their_own_package_only():
    for kind, package in (("king", "king"), ("358", "blato")):
        own = {f"engine.{package}"} | {
            f"engine.{package}.{p.stem}"
            for p in (ROOT / "engine" / package).glob("*.py")
            if p.stem not in ("__init__", "codec")  # the text codec loads when a text is used
        }
        result = subprocess.run(
            [sys.executable, "-c", GAME_AND_BOTS.format(kind=kind)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        assert set(result.stdout.split()) == SHARED | own, kind


def test_pyscript_files_table_lists_every_module():
    result = subprocess.run(
        [sys.executable, "tools/pyscript_files.py", "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout


def test_interpreter_is_the_vendored_pyodide():
    """PyScript's interpreter is our ui/start/runtime.js (memory snapshot, early start), which loads
    the vendored Pyodide by a relative path, never a version fetched from a CDN."""
    toml = (ROOT / "pyscript.toml").read_text(encoding="utf-8")
    assert 'interpreter = "./ui/start/runtime.js"' in toml
    runtime = (ROOT / "ui" / "start" / "runtime.js").read_text(encoding="utf-8")
    assert 'from "../../vendor/pyodide/pyodide.mjs"' in runtime


def test_nothing_we_serve_names_a_cdn():
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True)
    for name in tracked.stdout.split():
        path = ROOT / name
        if (
            path.suffix in (".html", ".js", ".css", ".toml", ".py", ".json", ".webmanifest")
            and "package-lock" not in name
            and path.exists()
            and path.name != "test_layout.py"
        ):
            assert not CDN.search(path.read_text(encoding="utf-8")), f"{name} names a CDN"
