"""Python bytecode for the page, compiled ahead of time by the page's own runtime.

Pyodide compiles every module it imports from source, in WebAssembly, at every page load: its
standard library ships as sources, and so do our files. Measured in the page (warm, 2 cores):
compiling the standard library modules a bare Pyodide imports while it boots takes about 2 s of
its 3 s start-up, and our own modules about 0.4 s. So `tools/vendor.py` and `tools/bundle.py`
compile them once, here, with the very runtime the page runs (under Node:
tools/compile_pyc.mjs), and ship the bytecode.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMPILER = ROOT / "tools" / "compile_pyc.mjs"
TIMEOUT_S = 900  # the whole standard library takes about 12 s on 2 cores


class CompileError(Exception):
    pass


# What the page ships: no column ranges (it ships no sources to draw them under); the standard
# library without docstrings and asserts (python -OO), our own files without the docstrings of
# modules and functions (the asserts stay, as under CPython's tests). A quarter smaller each.
STDLIB = {"optimize": 2, "ranges": False}
APP = {"docstrings": False, "ranges": False}


def compile_files(
    runtime: Path, source: Path, paths: list[str], out: Path, options: dict | None = None
) -> dict:
    """Write out/<path>c for every path (relative to source), compiled by the Pyodide in
    `runtime` (a folder with pyodide.mjs) with `options` (see tools/compile_pyc.mjs: STDLIB or
    APP); returns its {"magic": hex, "version": "3.x.y", "tag": "cpython-3x"}."""
    node = shutil.which("node")
    if not node:
        raise CompileError(
            "Node.js is needed to compile Python for the runtime (it comes with "
            "npm; see the README's set-up)"
        )
    if not (Path(runtime) / "pyodide.mjs").is_file():
        raise CompileError(f"no Pyodide runtime in {runtime}")
    try:
        result = subprocess.run(
            [node, str(COMPILER), str(runtime), str(source), str(out), json.dumps(options or {})],
            input="\n".join(paths),
            capture_output=True,
            text=True,
            check=False,
            timeout=TIMEOUT_S,
        )
    except subprocess.TimeoutExpired:
        raise CompileError(f"compiling Python for the runtime took over {TIMEOUT_S} s") from None
    if result.returncode:
        raise CompileError("compiling Python for the runtime failed:\n" + result.stderr[-3000:])
    return json.loads(result.stdout.strip().splitlines()[-1])
