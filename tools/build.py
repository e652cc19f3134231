"""Assemble the deployable static folder: `./dev build` writes dist/ (or `--out DIR`).

dist/ holds exactly what the page loads, and nothing else (no tests, tools or node_modules):

* index.html, with PyScript's configuration written into it as JSON (pyscript.toml's settings:
  no request for it, no TOML reader), `<meta name="python-bundle">` naming app.zip.gz, the
  standard library and the hash of the files that make Python's memory snapshot
  (ui/start/runtime.js), and preload hints for the runtime's files, so that the browser fetches them
  all at once instead of one after the other as the scripts discover them;
* the web app manifest and its icons, the service worker (sw.js) with its precache list
  (precache.js, non-dev), ui/*.js, the page's style sheets in one (ui/styles.css, in their
  order in index.html), the loading screen's words (ui/locale/words.js);
  the page's script (ui/main.py) runs from app.zip: index.html says `import ui.main`;
* app.zip: the rest of the Python, as bytecode, and the compiled text catalogues
  (tools/bundle.py), which ui/start/runtime.js fetches while Pyodide loads;
* app.zip and the standard library gzipped whole (pack(): app.zip.gz, python_stdlib.zip.gz),
  which ui/start/gunzip.js unpacks: one gzip stream over all the files of a stored zip is 13%
  smaller than the files deflated one by one inside the zip, and zopfli's gzip 5% smaller than gzip
  -9. A file sent gzipped is what any host sends, compressing or not (a host that compresses zips
  would gain nothing over stored ones sent whole; one that does not would send them raw);
* of the vendored runtime: Pyodide's files, its standard library cut to the modules the page
  imports (tools/stdlib.txt, tools/stdlib_list.py) and its lock file without the package list
  (the page installs no package; a lock file is still read at start), and of PyScript only the
  modules the built page loads (tools/vendor.py: its plugins, no TOML reader), its core-*.js
  without the sources of its Python package, which app.zip carries as bytecode (so PyScript
  neither compiles nor writes them at start: tools/vendor.py drop_pyscript_package).

The catalogues are compiled first (tools/catalogues.py, which needs Babel: ./dev build runs in
.venv). Serve it from any static host (GitHub Pages: see README).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import html
import json
import os
import re
import shutil
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools import bundle, catalogues, precache, pyscript_files, stdlib_list, vendor  # noqa: E402

DIST = ROOT / "dist"
PYODIDE = "vendor/pyodide"
PYSCRIPT = "vendor/pyscript"
# The PyScript modules the built page loads on demand: its plugins, not the TOML reader (the
# settings are JSON in index.html). A page's settings cannot turn the plugins off: PyScript loads
# them for MicroPython too, whose settings a page without MicroPython does not have.
PYSCRIPT_LOADS = tuple(name for name in vendor.PYSCRIPT_LOADS if name != "toml-")
CONFIG = 'config="./pyscript.toml"'
# The page's script: in the built site, its bytecode from app.zip, run by an inline one-liner
# (no request for it, no compiling).
MAIN = '<script type="py" src="./ui/main.py"'
MAIN_FILE = "ui/main.py"
GUNZIP = "ui/start/gunzip.js"  # ui/start/runtime.js's helper: preloaded with it
BUNDLE_MARK = "<!-- tools/build.py: bundle -->"
PRELOADS_MARK = "<!-- tools/build.py: preloads -->"
# The page's style sheets, in one file in the built site (one request instead of a dozen; same
# order, same cascade; they are all in ui/, so relative URLs in them stay right).
STYLESHEET = re.compile(r'[ \t]*<link rel="stylesheet" href="\./(ui/[\w-]+\.css)">\n')
STYLES = "ui/styles.css"
# Sent gzipped whole, as NAME.gz (pack()); ui/start/runtime.js fetches them with ui/start/gunzip.js.
PACKED = (bundle.NAME, f"{PYODIDE}/{stdlib_list.STDLIB}")
GZ = ".gz"
# zopfli's iterations: 5 gains nearly all that 15 do, in a third of the time (app.zip 4 s).
ZOPFLI_ITERATIONS = 5
# Files packed before, by their hash (the standard library is the same at every build): git-ignored.
PACKED_CACHE = ROOT / ".cache" / "packed"
PACKED_CACHE_KEEP = 6


class BuildError(Exception):
    pass


def build(
    out: Path = DIST, source: Path = ROOT, check: bool = True, examples: bool = False
) -> dict:
    """Write the site into `out` (replaced whole); returns its precache list. `check` refuses a
    pyscript.toml whose [files] table misses a Python file of the repo (the page would break).
    `examples` adds examples/ (the tutorial pages that embed the app) beside it, out of the
    precache list: ./dev test's site, where the tutorial's tests run too."""
    out = Path(out).resolve()
    if not (source / PYODIDE / "pyodide.mjs").is_file():
        raise BuildError("the runtime is not vendored: run ./dev vendor first")
    catalogues.compile_all(source / "ui" / "locale")
    if check and source == ROOT:
        head, files = pyscript_files.current()
        if files != pyscript_files.wanted():
            raise BuildError(
                "pyscript.toml [files] is out of date: run python3 tools/pyscript_files.py"
            )
    try:
        names = copied_files(source)
    except FileNotFoundError as error:
        raise BuildError(str(error)) from None
    tmp = out.with_name(out.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    for name in names:
        target = tmp / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source / name, target)
    try:
        dropped = vendor.drop_pyscript_package(tmp / PYSCRIPT)  # app.zip carries it
        carried = bundle.bundle(tmp / bundle.NAME, source)["pyscript"]
        if not {p.removeprefix("pyscript/") for p in carried} <= set(dropped):
            raise BuildError(f"app.zip carries PyScript modules its core-*.js lacks: {carried}")
        stdlib_list.trim(
            source / PYODIDE / stdlib_list.STDLIB,
            tmp / PYODIDE / stdlib_list.STDLIB,
            stdlib_list.read(),
        )
    except (vendor.PatchError, bundle.BundleError, stdlib_list.StdlibError) as error:
        raise BuildError(str(error)) from None
    for name in PACKED:
        pack(tmp / name)
    lock = json.loads((source / PYODIDE / "pyodide-lock.json").read_text(encoding="utf-8"))
    (tmp / PYODIDE / "pyodide-lock.json").write_text(
        json.dumps({"info": lock["info"], "packages": {}}), encoding="utf-8"
    )
    (tmp / "index.html").write_text(page(source, tmp), encoding="utf-8")
    data = precache.write(tmp, dev=False, names=precache.site_files(tmp))
    if examples:
        shutil.copytree(source / "examples", tmp / "examples")
    shutil.rmtree(out, ignore_errors=True)
    tmp.rename(out)
    return data


def pack(path: Path) -> Path:
    """Replace path by path.gz, gzipped whole by zopfli (deterministic: same bytes in, same bytes
    out, no time stamp), from PACKED_CACHE when these bytes were packed before by the same zopfli
    with the same settings."""
    try:
        from zopfli import __version__ as zopfli_version
        from zopfli.gzip import compress
    except ImportError:
        raise BuildError("zopfli is missing: ./dev build installs it into .venv") from None
    data = path.read_bytes()
    digest = hashlib.sha256(f"zopfli {zopfli_version} {ZOPFLI_ITERATIONS}\0".encode() + data)
    cached = PACKED_CACHE / f"{digest.hexdigest()[:32]}{GZ}"
    packed = cached.read_bytes() if cached.is_file() else None
    if packed is not None and _unpacks_to(packed, data):
        os.utime(cached)  # the cache keeps the entries used last
    else:
        packed = compress(data, numiterations=ZOPFLI_ITERATIONS)
        if not _unpacks_to(packed, data):
            raise BuildError(f"zopfli's gzip of {path.name} does not unpack to it")
        _keep(cached, packed)
    target = path.with_name(path.name + GZ)
    target.write_bytes(packed)
    path.unlink()
    return target


def _unpacks_to(packed: bytes, data: bytes) -> bool:
    try:
        return gzip.decompress(packed) == data
    except (OSError, EOFError):
        return False


def _keep(cached: Path, packed: bytes) -> None:
    """Write a packed file into the cache (atomically: builds may run at once), and drop all but
    the PACKED_CACHE_KEEP entries used last."""
    cached.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=cached.parent, suffix=".tmp")
    with os.fdopen(fd, "wb") as file:
        file.write(packed)
    os.replace(tmp, cached)
    entries = sorted(cached.parent.glob(f"*{GZ}"), key=lambda p: p.stat().st_mtime)
    for stale in entries[:-PACKED_CACHE_KEEP]:
        stale.unlink(missing_ok=True)


def copied_files(source: Path) -> list[str]:
    """The files copied as they are: what index.html and the manifest name, the page's scripts
    and styles, the service worker, Pyodide's runtime files and the PyScript modules the page
    loads. Not pyscript.toml (its settings go into index.html), nor the Python and the
    catalogues (app.zip), nor the standard library and the lock file (written cut)."""
    names = set(precache.page_references(source)) - {MAIN_FILE}
    names |= set(precache.manifest_icons(source))
    names |= {"manifest.webmanifest", "sw.js"}
    names |= {p.relative_to(source).as_posix() for p in (source / "ui").rglob("*.js")}
    names -= set(stylesheets(source))  # in one file: page()
    names |= {f"{PYODIDE}/{n}" for n in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")}
    names |= {f"{PYSCRIPT}/{n}" for n in vendor.pyscript_modules(source / PYSCRIPT, PYSCRIPT_LOADS)}
    missing = sorted(n for n in names if not (source / n).is_file())
    if missing:
        raise FileNotFoundError(f"files the page needs are missing in {source}: {missing}")
    return sorted(names)


def stylesheets(source: Path) -> list[str]:
    """The style sheets index.html links, in order."""
    return STYLESHEET.findall((source / "index.html").read_text(encoding="utf-8"))


# A CSS comment, or a string (kept: a "/*" in it is no comment).
CSS_COMMENT = re.compile(r"(\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*')|/\*.*?\*/", re.S)


def without_comments(css: str) -> str:
    """The style sheet without its comments and the lines they leave blank (a fifth of its
    gzipped bytes: the reasons are for the reader of the sources)."""
    text = CSS_COMMENT.sub(lambda m: m.group(1) or "", css)
    return "".join(line + "\n" for line in text.splitlines() if line.strip())


def page(source: Path, site: Path) -> str:
    """index.html as the built site serves it: PyScript's settings inline, the page's script
    from the bundle, the bundle named, and the runtime's files preloaded."""
    text = (source / "index.html").read_text(encoding="utf-8")
    head, _ = pyscript_files.split((source / "pyscript.toml").read_text(encoding="utf-8"))
    settings = json.dumps(tomllib.loads(head), separators=(",", ":"))
    for needed in (CONFIG, BUNDLE_MARK, PRELOADS_MARK, MAIN):
        if needed not in text:
            raise BuildError(f"index.html lacks {needed}")
    settings = html.escape(settings, quote=False).replace("'", "&#39;")
    text = text.replace(CONFIG, f"config='{settings}'")
    sheets = stylesheets(source)
    (site / STYLES).write_text(
        "".join(
            f"/* {name} */\n" + without_comments((source / name).read_text(encoding="utf-8"))
            for name in sheets
        ),
        encoding="utf-8",
    )
    first = STYLESHEET.search(text)
    if first:
        joined = f'{first.group(0).split("<")[0]}<link rel="stylesheet" href="./{STYLES}">\n'
        text = text[: first.start()] + joined + STYLESHEET.sub("", text[first.start() :])
    main = re.compile(re.escape(MAIN) + r"([^>]*)></script>")
    text = main.sub(lambda m: f'<script type="py"{m.group(1)}>import ui.main</script>', text)
    core = [
        f"{PYSCRIPT}/{n}"
        for n in vendor.pyscript_modules(site / PYSCRIPT, PYSCRIPT_LOADS)
        if n != "core.js"
    ]
    # The runtime's own modules first, then PyScript's.
    runtime = [f"{PYODIDE}/pyodide.mjs", f"{PYODIDE}/pyodide.asm.mjs", GUNZIP]
    fetched = [
        f"{PYODIDE}/pyodide.asm.wasm",
        f"{PYODIDE}/{stdlib_list.STDLIB}{GZ}",
        f"{PYODIDE}/pyodide-lock.json",
        bundle.NAME + GZ,
    ]
    # The runtime's own files first (a browser fetches few files at once over HTTP/1.1).
    lines = [f'<link rel="modulepreload" href="./{n}" fetchpriority="high">' for n in runtime]
    lines += [
        f'<link rel="preload" href="./{n}" as="fetch" crossorigin fetchpriority="high">'
        for n in fetched
    ]
    lines += [f'<link rel="modulepreload" href="./{n}">' for n in core]
    meta = (
        f'<meta name="python-bundle" content="./{bundle.NAME}{GZ}" '
        f'data-stdlib="./{PYODIDE}/{stdlib_list.STDLIB}{GZ}" data-snapshot="{key(site)}">'
    )
    text = text.replace(BUNDLE_MARK, meta)
    indent = re.search(r"\n([ \t]*)" + re.escape(PRELOADS_MARK), text)
    joint = "\n" + (indent.group(1) if indent else "")
    return text.replace(PRELOADS_MARK, joint.join(lines))


# What makes the memory snapshot of ui/start/snapshot.js: a snapshot is used only by these very
# files.
SNAPSHOT_MAKERS = (
    *(f"{PYODIDE}/{n}" for n in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")),
    f"{PYODIDE}/{stdlib_list.STDLIB}{GZ}",
    f"{PYODIDE}/pyodide-lock.json",
    bundle.NAME + GZ,
    "ui/start/runtime.js",
    "ui/start/gunzip.js",
    "ui/start/snapshot.js",
)


def key(site: Path) -> str:
    """The hash of the files that make the memory snapshot (ui/start/runtime.js keys it by this)."""
    digest = hashlib.sha256()
    for name in SNAPSHOT_MAKERS:
        digest.update(f"{name}\0".encode() + hashlib.sha256((site / name).read_bytes()).digest())
    return digest.hexdigest()[:16]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DIST, help="target folder (default dist/)")
    parser.add_argument(
        "--examples", action="store_true", help="add examples/ (the tutorial pages) beside it"
    )
    args = parser.parse_args()
    try:
        data = build(args.out, examples=args.examples)
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
