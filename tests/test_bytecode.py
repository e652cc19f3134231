"""Bytecode compiled ahead of time, so that the page compiles no Python at start-up: the vendored
standard library (tools/vendor.py) and the assembled site's bundle of our own files and of
PyScript's package (tools/bundle.py), both compiled by the page's own runtime. The bundle also
carries the compiled text catalogues, which ui/words/i18n.py reads from it.

The checks that import run the vendored Pyodide under Node, as `./dev build` does, with the
standard library the built site ships (tools/stdlib.txt).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import zipfile

import pytest

from tests.conftest import ROOT
from tests.test_pyodide_parity import CASES
from tools import bundle, pyscript_files, stdlib_list
from tools.playout import random_game

pytestmark = pytest.mark.runtime

# Imports every module of the bundle (which holds no sources: only bytecode can serve them),
# then plays the parity games. argv: pyodide.mjs, the standard library zip, the bundle,
# tools/playout.py, cases, the modules to import.
CHECK = r"""
import { readFileSync } from "node:fs";
const [runtime, stdlib, zip, playout, cases, names] = process.argv.slice(2);
const { loadPyodide } = await import(runtime);
const pyodide = await loadPyodide({ indexURL: runtime.replace(/[^/]*$/, ""), stdLibURL: stdlib });
pyodide.FS.mkdirTree("/check/tools");
pyodide.FS.writeFile("/check/app.zip", readFileSync(zip));
pyodide.FS.writeFile("/check/tools/__init__.py", "");
pyodide.FS.writeFile("/check/tools/playout.py", readFileSync(playout));
pyodide.globals.set("cases", cases);
pyodide.globals.set("names", names);
console.log(pyodide.runPython(`
import importlib, importlib.util, json, sys, types
sys.path[:0] = ["/check/app.zip", "/check"]
stub = types.ModuleType("pyscript")  # ui/ imports these names; only the page has them
stub.document = stub.window = None
stub.when = lambda *a, **k: (lambda f: f)
sys.modules["pyscript"] = stub
files = {name: importlib.import_module(name).__file__ for name in json.loads(names)}
from tools.playout import random_game
games = [random_game(k, s, o) for k, s, o in json.loads(cases)]
from ui.words import i18n
i18n.set_lang("bg")
json.dumps({"magic": importlib.util.MAGIC_NUMBER.hex(), "tag": sys.implementation.cache_tag,
            "files": files, "games": games, "words": i18n.tn("cards_n", 3)})
`));
"""


def pyc_flags(data: bytes) -> int:
    """PEP 552 flags of a .pyc: bit 0 hash-based, bit 1 check the source."""
    return int.from_bytes(data[4:8], "little")


def test_vendored_standard_library_is_bytecode_for_every_module():
    with zipfile.ZipFile(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip") as shipped:
        sources = {n for n in shipped.namelist() if n.endswith(".py")}
        others = {n for n in shipped.namelist() if not n.endswith(".py")}
    with zipfile.ZipFile(ROOT / "vendor" / "pyodide" / "python_stdlib.zip") as vendored:
        names = set(vendored.namelist())
        assert names == {n + "c" for n in sources} | others
        magic = {vendored.read(n)[:4] for n in names if n.endswith(".pyc")}
        flags = {pyc_flags(vendored.read(n)) for n in names if n.endswith(".pyc")}
    assert len(magic) == 1
    # Unchecked: a zip keeps no time stamps, and there is no source to check against.
    assert flags == {0b01}


@pytest.fixture(scope="module")
def bundled(tmp_path_factory):
    target = tmp_path_factory.mktemp("bundle") / bundle.NAME
    return target, bundle.bundle(target)


def test_bundle_holds_the_bytecode_of_every_python_file_and_no_source(bundled):
    target, data = bundled
    sources = pyscript_files.sources()
    assert data["files"] == sources
    assert data["data"] == pyscript_files.catalogues()
    # PyScript's package as the page imports it (its PyScript writes no sources: tools/build.py)
    assert {"pyscript/__init__.py", "pyscript/display.py"} <= set(data["pyscript"])
    with zipfile.ZipFile(target) as archive:
        assert sorted(archive.namelist()) == sorted(
            [s + "c" for s in sources + data["pyscript"]] + data["data"] + [bundle.INDEX]
        )
        modules = archive.read(bundle.INDEX).decode().split()
        assert "engine.king.bot" in modules and "ui.app" in modules
        assert len(modules) == len(sources) - 1  # ui.main: importing it starts the app
        for path in data["data"]:
            assert archive.read(path) == (ROOT / path).read_bytes(), path
        for path in sources + data["pyscript"]:
            header = archive.read(path + "c")[:8]
            assert header[:4].hex() == data["magic"], f"{path}c: not the runtime's magic number"
            # Unchecked: a zip keeps no time stamps, and the page must never fall back to
            # compiling.
            assert pyc_flags(header) == 0b01, path


def test_bundle_is_the_same_bytes_for_the_same_sources(bundled, tmp_path):
    target, _ = bundled
    again = tmp_path / bundle.NAME
    bundle.bundle(again)
    assert again.read_bytes() == target.read_bytes()


def test_runtime_imports_every_module_from_bytecode_and_plays_as_cpython(bundled, tmp_path):
    target, data = bundled
    stdlib = tmp_path / stdlib_list.STDLIB
    stdlib_list.trim(stdlib_list.RUNTIME / stdlib_list.STDLIB, stdlib, stdlib_list.read())
    expected = {p[:-3].replace("/", ".").removesuffix(".__init__") for p in data["files"]}
    node = shutil.which("node")
    assert node, "Node.js is part of the set-up (npm): see the README"
    result = subprocess.run(
        [
            node,
            "--input-type=module",
            "-",
            str(ROOT / "vendor" / "pyodide" / "pyodide.mjs"),
            str(stdlib),
            str(target),
            str(ROOT / "tools" / "playout.py"),
            json.dumps(CASES),
            json.dumps(sorted(expected - {"ui.main"})),
        ],
        input=CHECK,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    found = json.loads(result.stdout.strip().splitlines()[-1])
    assert found["magic"] == data["magic"]
    assert found["tag"] == data["tag"]
    assert set(found["files"]) == expected - {"ui.main"}
    assert all(f.endswith(".pyc") for f in found["files"].values()), found["files"]
    in_cpython = [random_game(kind, seed, options) for kind, seed, options in CASES]
    for case, ours, theirs in zip(CASES, in_cpython, found["games"], strict=True):
        assert ours == theirs, f"{case}: the bundle played a different game than CPython"
    assert found["words"] == "3 карти", "the catalogues did not load from the bundle"
