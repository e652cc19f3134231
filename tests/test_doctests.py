"""The examples in the docstrings of the public surface run as written (issue 28): every module
of engine/ and ui/ whose text holds a ``>>>`` example is imported and its examples checked, so an
example that goes stale fails here. Examples are kept to the modules that import without the
browser (the engine, the page's words, data and the turned table)."""

from __future__ import annotations

import doctest
import importlib

import pytest

from tests.conftest import ROOT


def modules_with_examples() -> list[str]:
    out = []
    for package in ("engine", "ui"):
        for path in sorted((ROOT / package).rglob("*.py")):
            if ">>> " in path.read_text(encoding="utf-8"):
                parts = path.relative_to(ROOT).with_suffix("").parts
                out.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return out


MODULES = modules_with_examples()


def test_the_public_surface_has_examples():
    assert {"engine", "engine.cards", "ui.words.i18n", "ui.data.deal_codes"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_of_a_module_run_as_written(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted, f"{name}: no example was found"
    assert not result.failed, f"{name}: {result.failed} of {result.attempted} examples failed"
