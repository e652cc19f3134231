"""The assembled site's Python: one zip holding every file of engine/ and ui/ with its bytecode,
and the compiled text catalogues (ui/locale/*.mo, read from the zip by ui/i18n.py).

In development the page fetches each .py that pyscript.toml's [files] table names (about 45
requests) and Python compiles every module it imports, in WebAssembly: measured in Pyodide,
compiling all the sources takes about 400 ms, unmarshalling their bytecode 13 ms. The assembled
site (tools/build.py) therefore ships `app.zip` instead:

* one request: [files] maps "./app.zip" to itself, so PyScript writes it as it is, and ui/main.py
  puts it first on sys.path: Python's zipimport reads the modules from it in place (no
  unpacking, which costs Pyodide about 80 ms for this many files);
* `pkg/mod.py` beside `pkg/mod.pyc` (zipimport's layout; it does not look into __pycache__),
  the bytecode compiled by the vendored Pyodide itself (tools/pyc.py), so the magic number is
  always the runtime's; unchecked hash-based (PEP 552), since a zip keeps no
  usable time stamps. The sources stay in the zip for tracebacks;
* deterministic: same sources, runtime and zlib, same bytes (so the service worker's version
  only changes when something did).

`python3 tools/bundle.py OUT.zip` writes one from the repo.
"""

from __future__ import annotations

import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools import pyc, pyscript_files  # noqa: E402

NAME = "app.zip"
RUNTIME = ROOT / "vendor" / "pyodide"
FIXED_TIME = (1980, 1, 1, 0, 0, 0)  # the zip format's epoch: no build time in the bytes

BundleError = pyc.CompileError


def files_table() -> str:
    """The [files] table of the assembled site's pyscript.toml."""
    return pyscript_files.MARK + f'\n"./{NAME}" = "./{NAME}"\n'


def bundle(target: Path, source: Path = ROOT) -> dict:
    """Write the zip to target; returns {"magic", "version", "files": [source paths],
    "data": [catalogue paths]}."""
    paths = pyscript_files.sources(source)
    catalogues = pyscript_files.catalogues(source)
    with tempfile.TemporaryDirectory() as tmp:
        runtime = pyc.compile_files(RUNTIME, source, paths, Path(tmp))
        entries = [(path, (source / path).read_bytes()) for path in catalogues]
        for path in paths:
            entries.append((path, (source / path).read_bytes()))
            entries.append((path + "c", (Path(tmp) / (path + "c")).read_bytes()))
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w") as archive:
        for name, data in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return {**runtime, "files": paths, "data": catalogues}


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: python3 tools/bundle.py OUT.zip", file=sys.stderr)
        return 2
    try:
        data = bundle(Path(sys.argv[1]))
    except BundleError as error:
        print(f"bundle failed: {error}", file=sys.stderr)
        return 1
    print(
        f"{sys.argv[1]}: {len(data['files'])} modules with bytecode for Python "
        f"{data['version']} (magic {data['magic']})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
