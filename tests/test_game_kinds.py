"""A game's kind ("king", "358") is written only in its own packages and the registries (issue
28): code elsewhere asks the registry (engine/games.py, ui/games/) what a game says, counts or
draws, so that adding a game is packages plus one line in each registry.

The scan reads every string constant of engine/ and ui/ (docstrings aside). What is still
written outside, while the page's words are moved into the game packages, is listed in
``NOT_YET`` with its count: a new place, or one more in a listed file, fails."""

from __future__ import annotations

import ast

import engine
from tests.conftest import ROOT

KINDS = set(engine.GAMES) | {"blato"}  # blato: 3-5-8 in code (engine/games.py)
OWN = ("engine/king/", "engine/blato/", "ui/games/")  # the games' packages
REGISTRIES = ("engine/games.py", "ui/games/__init__.py")

# Where a kind is still written outside, and how often (to shrink, never to grow).
NOT_YET = {
    "ui/table/summary.py": 1,  # the end-of-hand summary: which game's parts it shows
}


def docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            value = body[0].value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                out.add(id(value))
    return out


def kinds_written(text: str) -> list[int]:
    """The lines of ``text`` where a string constant is a game's kind."""
    tree = ast.parse(text)
    skip = docstrings(tree)
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and node.value in KINDS
        and id(node) not in skip
    ]


def scan() -> dict[str, list[int]]:
    found: dict[str, list[int]] = {}
    for package in ("engine", "ui"):
        for path in sorted((ROOT / package).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if name.startswith(OWN) or name in REGISTRIES:
                continue
            lines = kinds_written(path.read_text(encoding="utf-8"))
            if lines:
                found[name] = lines
    return found


def test_the_scan_sees_a_kind_in_code_and_not_in_a_docstring():
    text = '"""Games: "king" or "358"."""\n\ndef f(kind):\n    return kind == "358"\n'
    assert kinds_written(text) == [4]
    assert kinds_written('x = {"king": 1, "other": 2}\n') == [1]


def test_no_game_kind_is_written_outside_its_packages_and_the_registries():
    found = scan()
    grown = {name: lines for name, lines in found.items() if len(lines) > NOT_YET.get(name, 0)}
    assert not grown, f"a game's kind written outside its package (ask the registry): {grown}"


def test_the_list_of_places_not_yet_moved_is_exact():
    """A place moved into its game's package leaves the list too (so the list only shrinks)."""
    assert {name: len(lines) for name, lines in scan().items()} == NOT_YET
