"""Copy the browser runtime (PyScript and Pyodide, from node_modules) into vendor/.

Only the files the page needs at run time are copied: no source maps, no Node-only entry points.
Run `npm ci` first (the `dev` script does both).

One file is changed on the way: Pyodide's standard library (python_stdlib.zip) ships as sources,
which the page would compile at every start; here each module is replaced by its bytecode,
compiled by this same Pyodide under Node (tools/pyc.py). Measured warm on 2 cores: a bare Pyodide
then loads in about 1.2 s instead of 3.2 s. The zip holds the bytecode only (4.5 MB instead of
2.5 MB of sources; sources and bytecode together would be 7 MB), so a traceback through the
standard library shows no source lines, as in Pyodide's own releases that shipped bytecode.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools import pyc  # noqa: E402

NODE = ROOT / "node_modules"
VENDOR = ROOT / "vendor"
STDLIB = "python_stdlib.zip"

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)


def vendor() -> Path:
    if not (NODE / "pyodide").is_dir() or not (NODE / "@pyscript" / "core").is_dir():
        sys.exit("node_modules is missing: run `npm ci` first")
    tmp = VENDOR.with_name("vendor.tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    (tmp / "pyodide").mkdir(parents=True)
    (tmp / "pyscript").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(NODE / "pyodide" / name, tmp / "pyodide" / name)
    try:
        compile_stdlib(tmp / "pyodide")
    except pyc.CompileError as error:
        shutil.rmtree(tmp, ignore_errors=True)
        sys.exit(f"vendoring failed: {error}")
    for path in sorted((NODE / "@pyscript" / "core" / "dist").iterdir()):
        if path.suffix == ".map":  # PyScript imports its add-ons eagerly: keep all the rest
            continue
        shutil.copy2(path, tmp / "pyscript" / path.name)
    shutil.rmtree(VENDOR, ignore_errors=True)
    tmp.rename(VENDOR)
    return VENDOR


def compile_stdlib(runtime: Path) -> dict:
    """Replace every .py of runtime/python_stdlib.zip by its .pyc, compiled by that runtime."""
    path = runtime / STDLIB
    with zipfile.ZipFile(path) as archive:
        infos = archive.infolist()
        sources = [i.filename for i in infos if i.filename.endswith(".py")]
        with tempfile.TemporaryDirectory() as tmp:
            src, out = Path(tmp) / "src", Path(tmp) / "out"
            archive.extractall(src, members=sources)
            found = pyc.compile_files(runtime, src, sources, out)  # reads the original zip
            compiled = path.with_name(STDLIB + ".tmp")
            with zipfile.ZipFile(compiled, "w") as target:
                for info in infos:
                    if info.filename.endswith(".py"):
                        entry = zipfile.ZipInfo(info.filename + "c", date_time=info.date_time)
                        entry.external_attr = info.external_attr
                        data = (out / entry.filename).read_bytes()
                    else:
                        entry, data = info, archive.read(info)
                    entry.compress_type = zipfile.ZIP_DEFLATED
                    target.writestr(entry, data)
    compiled.replace(path)
    return {**found, "modules": len(sources)}


if __name__ == "__main__":
    print(f"runtime copied to {vendor().relative_to(ROOT)}/")
