"""The engine's modules, and the page's, import one another without circles (issue 28): every
import of a module, at its top or put off inside a function (the usual way round a circle), is
an edge of a graph with no cycle, so that each module can be read, and imported, before those
that use it."""

from __future__ import annotations

import ast

import pytest

from tests.conftest import ROOT


def graph(package: str) -> dict[str, set[str]]:
    """module -> the modules of ``package`` it imports, anywhere in its text."""
    out: dict[str, set[str]] = {}
    for path in sorted((ROOT / package).rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        is_init = parts[-1] == "__init__"
        if is_init:
            parts = parts[:-1]
        name = ".".join(parts)
        here = parts if is_init else parts[:-1]  # the package a relative import starts from
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = (here[: len(here) - node.level + 1] if node.level else []) + (
                    node.module.split(".") if node.module else []
                )
                target = ".".join(base)
                for alias in node.names:  # "from . import codec" imports a module
                    sub = f"{target}.{alias.name}"
                    path_of = ROOT / sub.replace(".", "/")  # a module, or a package
                    is_module = path_of.with_suffix(".py").exists() or path_of.is_dir()
                    deps.add(sub if is_module else target)
            elif isinstance(node, ast.Import):
                deps.update(a.name for a in node.names)
        out[name] = {d for d in deps if d.split(".")[0] == package and d != name}
    return out


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    found, done = [], set()

    def walk(node: str, path: list[str]) -> None:
        if node in path:
            found.append(path[path.index(node) :] + [node])
            return
        if node in done:
            return
        for nxt in sorted(edges.get(node, ())):
            walk(nxt, path + [node])
        done.add(node)

    for node in sorted(edges):
        walk(node, [])
    return found


def test_the_cycle_finder_finds_a_circle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_relative_imports_and_imports_put_off():
    assert "engine.codec" in graph("engine")["engine.game"]  # "from . import codec"
    assert "ui.screens.puzzle" in graph("ui")["ui.screens.position_link"]  # inside a function


@pytest.mark.parametrize("package", ["engine", "ui"])
def test_no_module_imports_one_that_imports_it_back(package):
    edges = graph(package)
    assert not cycles(edges), cycles(edges)
