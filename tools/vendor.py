"""Copy the browser runtime (PyScript and Pyodide, from node_modules) into vendor/.

Only the files the page needs at run time are copied: no source maps, no Node-only entry points.
Run `npm ci` first (the `dev` script does both).
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE = ROOT / "node_modules"
VENDOR = ROOT / "vendor"

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")


def vendor() -> Path:
    if not (NODE / "pyodide").is_dir() or not (NODE / "@pyscript" / "core").is_dir():
        sys.exit("node_modules is missing: run `npm ci` first")
    tmp = VENDOR.with_name("vendor.tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    (tmp / "pyodide").mkdir(parents=True)
    (tmp / "pyscript").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(NODE / "pyodide" / name, tmp / "pyodide" / name)
    for path in sorted((NODE / "@pyscript" / "core" / "dist").iterdir()):
        if path.suffix == ".map":  # PyScript imports its add-ons eagerly: keep all the rest
            continue
        shutil.copy2(path, tmp / "pyscript" / path.name)
    shutil.rmtree(VENDOR, ignore_errors=True)
    tmp.rename(VENDOR)
    return VENDOR


if __name__ == "__main__":
    print(f"runtime copied to {vendor().relative_to(ROOT)}/")
