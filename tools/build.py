"""Assemble the deployable static folder: `./dev build` writes dist/ (or `--out DIR`).

dist/ holds exactly what the page loads: index.html, pyscript.toml, the web app manifest and its
icons, the service worker (sw.js) with its precache list (precache.js, non-dev), ui/main.py, the
rest of the Python and the compiled text catalogues as one zip with the bytecode (app.zip, see
tools/bundle.py: pyscript.toml's [files] table names it instead of each file), ui/*.js,
ui/*.css and the loading screen's words (ui/locale/words.js), and the vendored runtime. The
catalogues are compiled first (tools/catalogues.py, which needs Babel: ./dev build runs in .venv).
Nothing else: no tests, tools or node_modules. Serve it from any static host (GitHub Pages: see
README).
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools import bundle, catalogues, precache, pyscript_files  # noqa: E402

DIST = ROOT / "dist"


class BuildError(Exception):
    pass


def build(out: Path = DIST, source: Path = ROOT, check: bool = True) -> dict:
    """Write the site into `out` (replaced whole); returns its precache list. `check` refuses a
    pyscript.toml whose [files] table misses a Python file of the repo (the page would break)."""
    out = Path(out).resolve()
    if not (source / "vendor" / "pyodide" / "pyodide.mjs").is_file():
        raise BuildError("the runtime is not vendored: run ./dev vendor first")
    catalogues.compile_all(source / "ui" / "locale")
    if check and source == ROOT:
        head, files = pyscript_files.current()
        if files != pyscript_files.wanted():
            raise BuildError(
                "pyscript.toml [files] is out of date: run python3 tools/pyscript_files.py"
            )
    try:
        names = precache.app_files(source)
    except FileNotFoundError as error:
        raise BuildError(str(error)) from None
    # The Python files come in app.zip; only the page's own script (ui/main.py) stays apart.
    bundled = set(precache.python_files(source)) - set(precache.page_references(source))
    tmp = out.with_name(out.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    for name in [*names, "sw.js"]:
        if name in bundled:
            continue
        target = tmp / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source / name, target)
    try:
        bundle.bundle(tmp / bundle.NAME, source)
    except bundle.BundleError as error:
        raise BuildError(str(error)) from None
    head, _ = pyscript_files.split((tmp / "pyscript.toml").read_text(encoding="utf-8"))
    (tmp / "pyscript.toml").write_text(head + bundle.files_table(), encoding="utf-8")
    data = precache.write(tmp, dev=False)
    shutil.rmtree(out, ignore_errors=True)
    tmp.rename(out)
    return data


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DIST, help="target folder (default dist/)")
    args = parser.parse_args()
    try:
        data = build(args.out)
    except BuildError as error:
        print(f"build failed: {error}", file=sys.stderr)
        return 1
    size = sum(p.stat().st_size for p in args.out.rglob("*") if p.is_file())
    print(
        f"{args.out}: version {data['version']}, {len(data['files']) + 2} files, "
        f"{size / 1e6:.1f} MB"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
