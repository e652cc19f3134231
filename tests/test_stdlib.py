"""The built site ships only the standard-library modules the page imports (tools/stdlib.txt,
tools/stdlib_list.py): the list has every module the page's code imports, and with only those
modules Pyodide starts and imports every module of the page and PyScript's package.

Both run the vendored Pyodide under Node (tools/stdlib_imports.mjs), as the build does. The
browser tests, run on the built site by ./dev test, go through the page's code paths with the
trimmed library.
"""

from __future__ import annotations

import zipfile

import pytest

from tools import bundle, stdlib_list

pytestmark = pytest.mark.runtime


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    target = tmp_path_factory.mktemp("bundle") / bundle.NAME
    bundle.bundle(target)
    return target


@pytest.fixture(scope="module")
def trimmed(tmp_path_factory):
    target = tmp_path_factory.mktemp("stdlib") / stdlib_list.STDLIB
    stdlib_list.trim(stdlib_list.RUNTIME / stdlib_list.STDLIB, target, stdlib_list.read())
    return target


@pytest.fixture(scope="module")
def imports_with_the_whole_library(app):
    return stdlib_list.compute(app=app)


def test_the_list_has_every_standard_module_the_page_imports(imports_with_the_whole_library):
    found = imports_with_the_whole_library
    ours = [n for n in found["failed"] if n.split(".")[0] in ("engine", "ui", "pyscript")]
    assert not ours, {n: found["failed"][n] for n in ours}
    lacking = stdlib_list.missing(found, stdlib_list.read())
    assert not lacking, stdlib_list.advice(lacking)


def test_the_page_imports_everything_with_the_trimmed_library(
    app, trimmed, imports_with_the_whole_library
):
    found = stdlib_list.compute(app=app, stdlib=trimmed)
    before = imports_with_the_whole_library
    # Whatever imported with the whole library imports with the trimmed one, but for what is
    # left out on purpose (its importers go without it).
    broken = {
        name: error
        for name, error in found["failed"].items()
        if name not in before["failed"] and name not in stdlib_list.OPTIONAL
    }
    assert not broken, broken
    assert set(found["modules"]) >= set(stdlib_list.shipped(before))


def test_the_trimmed_library_holds_the_listed_modules_and_nothing_else(trimmed):
    names = zipfile.ZipFile(trimmed).namelist()
    modules = {
        n[:-4].replace("/", ".").removesuffix(".__init__") for n in names if n.endswith(".pyc")
    }
    assert modules == set(stdlib_list.read())
    assert all(n.endswith((".pyc", "/")) for n in names)


def test_a_stale_list_names_the_missing_module_and_the_fix():
    found = {
        "modules": {
            "fractions": {"file": "fractions.pyc", "by": "ui.newthing"},
            "bz2": {"file": "bz2.pyc", "by": "(Pyodide's start)"},
            "_compression_helper": {"file": "x.pyc", "by": "bz2"},
        },
        "failed": {},
    }
    lacking = stdlib_list.missing(found, ["json"])
    assert lacking == {"fractions": "ui.newthing"}  # optional ones and what only they import
    message = stdlib_list.advice(lacking)
    assert "fractions (imported by ui.newthing)" in message
    assert "./dev stdlib" in message
