"""Copy the browser runtime (PyScript and Pyodide, from node_modules) into vendor/.

Only the files the page needs at run time are copied: no source maps (nor the comments that
name them: strip_source_maps), no Node-only entry points,
and of PyScript's dist/ only core.js, the modules it imports and, of those it may import later,
the ones a page loads (PYSCRIPT_LOADS: the TOML reader, the plugins; not what a plugin loads when
a page uses it: the editor's CodeMirror, the terminal's xterm), so the service worker downloads
nothing the page never runs. Run `npm ci` first (the `dev` script does both).

Two files are changed on the way. PyScript's core-*.js, where its Python package is written
(PYSCRIPT_PATCHES below) and where it opens IndexedDB (PYSCRIPT_CORE_PATCHES). And Pyodide's
standard library (python_stdlib.zip) ships as sources, which the page would compile at every
start; here each module is replaced by its bytecode, compiled by this same Pyodide under Node
(tools/pyc.py). Measured warm on 2 cores: a bare Pyodide then loads in about 1.2 s instead of
3.2 s. The zip holds the bytecode only, as `python -OO` compiles it (no docstrings, no asserts)
and without column ranges (tools/pyc.py STDLIB), so a traceback through the standard library
shows file and line, no source. The whole library stays here (./dev serve,
tools/stdlib_list.py); the built site ships the modules of tools/stdlib.txt.
"""

from __future__ import annotations

import json
import re
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

# PyScript's dist/ modules that core.js imports on demand and a PyScript page loads: the TOML
# reader (pyscript.toml) and the plugins (loaded whatever a page's settings say: PyScript loads
# them for MicroPython too). Not what those load when a page uses them (CodeMirror, xterm).
PYSCRIPT_LOADS = (
    "toml-",
    "error-",
    "deprecations-manager-",
    "donkey-",
    "py-editor-",
    "py-game-",
    "py-terminal-",
)

# PyScript's Python package is changed on the way too: its modules are JSON strings inside
# core-*.js, which PyScript writes to the file system at every start (on the dev page: the built
# site's copy has none, drop_pyscript_package; tools/bundle.py compiles the same changed sources
# into app.zip). Each change is (module, text, replacement, modules now imported lazily), with
# its reason. A PyScript whose module lacks the text stops the vendoring.
PYSCRIPT_PATCHES = (
    (
        "display.py",
        "import base64,html,io\n",
        "import base64,io\n"
        "class html:\n"
        "\t@staticmethod\n"
        "\tdef escape(s,quote=True):import html;return html.escape(s,quote)\n",
        # `import pyscript` imports pyscript.display, which imported html (and its table of
        # entities) for display() of a string, which the app never calls: 17-30 ms of a cold
        # start under Pyodide, on the main thread before the first screen.
        ("html",),
    ),
)

# PyScript's core (JavaScript, minified) is changed on the way too: each change is (text,
# replacement), the text found exactly once in core-*.js, with its reason beside it. A core that
# no longer holds the text stops the vendoring.
#
# A frame on another site whose storage the browser blocks (Chromium's default for third-party
# frames, and private windows) has no IndexedDB: `indexedDB.open` fails. PyScript's IndexedDB map
# then re-dispatched the failing event from inside its own handler (InvalidStateError, "The event
# is already being dispatched", uncaught) and left its promise rejected with nobody to catch it;
# PyScript's Pyodide start awaited its package cache in that map and never started: an embed
# stayed on its loading screen (issue 26). PyScript opens such a map at import (its file-system
# handles, which the app never uses) and one for its package cache at start.
PYSCRIPT_CORE_PATCHES = (
    (
        # A map whose database cannot open: its promise rejects (with the request's error) for
        # the callers that await it, and is not left unhandled for PyScript's own map at import.
        "onerror(e){n(e),this.dispatchEvent(e)}})}).then(e=>{const t=this.dispatchEvent.bind(this);"
        'for(const n in e)n.startsWith("on")&&(e[n]=t);return e})}dispatchEvent(e){',
        "onerror(e){n(e.target.error||e)}})}).then(e=>{const t=this.dispatchEvent.bind(this);"
        'for(const n in e)n.startsWith("on")&&(e[n]=t);return e}),this.#e.catch(()=>{})}'
        "dispatchEvent(e){",
    ),
    (
        # Pyodide's start: its package cache in memory when there are no packages to install
        # (`a`, pyscript.toml's packages: the app has none), where the cache was only opened,
        # read whole and closed, never used. So no storage is needed to start.
        "l=new h(`${c}@${t}`)",
        "l=a?new h(`${c}@${t}`):new class extends Map{async sync(){}async close(){}}",
    ),
)

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
    dist = NODE / "@pyscript" / "core" / "dist"
    for name in pyscript_modules(dist):
        shutil.copy2(dist / name, tmp / "pyscript" / name)
    try:
        patch_pyscript_dist(tmp / "pyscript")
    except PatchError as error:
        shutil.rmtree(tmp, ignore_errors=True)
        sys.exit(f"vendoring failed: {error}")
    strip_source_maps(tmp)
    # Swapped by two renames, so that a page being served meanwhile misses files for an instant.
    old = VENDOR.with_name("vendor.old")
    shutil.rmtree(old, ignore_errors=True)
    if VENDOR.exists():
        VENDOR.rename(old)
    tmp.rename(VENDOR)
    shutil.rmtree(old, ignore_errors=True)
    return VENDOR


# A script's last line naming its source map: the maps are not copied (nor are they needed to
# play), so a browser's developer tools, and Lighthouse's best-practices audit, would ask for
# files the site does not have (a 404 each).
SOURCE_MAP_LINE = re.compile(r"\n?//# sourceMappingURL=[^\n]*\s*\Z")


def strip_source_map(js: str) -> str:
    """The script ``js`` without the comment naming its source map (a trailing newline kept)."""
    out = SOURCE_MAP_LINE.sub("", js)
    return out + "\n" if out != js else js


def strip_source_maps(folder: Path) -> list[str]:
    """Drop the source map comments of the scripts under ``folder``; returns those changed."""
    changed = []
    for path in sorted(folder.rglob("*")):
        if path.suffix in (".js", ".mjs") and path.is_file():
            js = path.read_text(encoding="utf-8")
            out = strip_source_map(js)
            if out != js:
                path.write_text(out, encoding="utf-8")
                changed.append(path.relative_to(folder).as_posix())
    return changed


def pyscript_modules(dist: Path, loads: tuple[str, ...] = PYSCRIPT_LOADS) -> list[str]:
    """core.js and the dist/ modules it imports: statically, and those its bundle (the modules
    core.js imports) imports on demand whose names start with one of `loads`."""
    found: set[str] = set()
    todo = [("core.js", True)]
    while todo:
        name, entry = todo.pop()
        if name in found:
            continue
        found.add(name)
        text = (dist / name).read_text(encoding="utf-8")
        for static in re.findall(r"""(?:from|import)\s*["']\./([\w.-]+\.js)["']""", text):
            todo.append((static, entry and name == "core.js"))
        if entry and name != "core.js":
            for dynamic in re.findall(r"""import\(\s*["']\./([\w.-]+\.js)["']\s*\)""", text):
                if dynamic.startswith(loads):
                    todo.append((dynamic, False))
    return sorted(found)


class PatchError(Exception):
    pass


def patch_pyscript_package(package: dict[str, str]) -> dict[str, str]:
    """PyScript's package ({module file: source}) with PYSCRIPT_PATCHES applied."""
    out = dict(package)
    for name, text, new, _lazy in PYSCRIPT_PATCHES:
        if out.get(name, "").count(text) != 1:
            raise PatchError(f"pyscript/{name} no longer holds {text!r}: review PYSCRIPT_PATCHES")
        out[name] = out[name].replace(text, new)
    return out


def patch_pyscript_core(js: str, name: str = "core-*.js") -> str:
    """The text of PyScript's core-*.js with PYSCRIPT_CORE_PATCHES applied."""
    for text, new in PYSCRIPT_CORE_PATCHES:
        if js.count(text) != 1:
            found = f"{name} no longer holds {text[:50]!r}... once ({js.count(text)} times)"
            raise PatchError(f"{found}: review PYSCRIPT_CORE_PATCHES")
        js = js.replace(text, new)
    return js


def patch_pyscript_dist(folder: Path) -> None:
    """Apply PYSCRIPT_CORE_PATCHES and PYSCRIPT_PATCHES to the core-*.js in folder, where each
    module of PyScript's package is a JSON string after its name."""
    paths = sorted(folder.glob("core-*.js"))
    if not paths:
        raise PatchError(f"no core-*.js in {folder}")
    for path in paths:
        js = patch_pyscript_core(path.read_text(encoding="utf-8"), path.name)
        for name, text, new, _lazy in PYSCRIPT_PATCHES:
            key = json.dumps(name) + ":"
            if js.count(key) != 1:
                raise PatchError(f"{path.name} holds pyscript/{name} {js.count(key)} times")
            start = js.index(key) + len(key)
            source, end = json.JSONDecoder().raw_decode(js, start)
            if js[start:end] != json.dumps(source, ensure_ascii=False) or source.count(text) != 1:
                raise PatchError(f"{path.name}: pyscript/{name} no longer holds {text!r}")
            patched = json.dumps(source.replace(text, new), ensure_ascii=False)
            js = js[:start] + patched + js[end:]
        path.write_text(js, encoding="utf-8")


# Where core-*.js hands its Python package to the code that writes it: {pyscript: {module: text}}.
PACKAGE_START = "{pyscript:{"


def drop_pyscript_package(folder: Path) -> list[str]:
    """For the built site (tools/build.py), whose app.zip carries PyScript's package as bytecode:
    the core-*.js in folder with an empty package in place of its modules' sources, so that
    PyScript neither compiles its 33 kB bootstrap nor writes the files at every start
    (docs/startup.md, start-up) and `import pyscript` finds the package in app.zip. Returns the
    module files dropped; writes nothing unless every core-*.js holds the package as expected."""
    paths = sorted(folder.glob("core-*.js"))
    if not paths:
        raise PatchError(f"no core-*.js in {folder}")
    dropped, changed = [], {}
    for path in paths:
        js = path.read_text(encoding="utf-8")
        if js.count(PACKAGE_START) != 1:
            raise PatchError(f"{path.name} holds {PACKAGE_START!r} {js.count(PACKAGE_START)} times")
        start = js.index(PACKAGE_START)
        at, decode = start + len(PACKAGE_START), json.JSONDecoder().raw_decode
        try:
            while js[at] != "}":
                name, at = decode(js, at)
                text, at = decode(js, at + 1) if js[at] == ":" else (None, at)
                if not (str(name).endswith(".py") and isinstance(text, str) and js[at] in ",}"):
                    raise ValueError(name)
                dropped.append(name)
                at += js[at] == ","
            if js[at + 1] != "}" or not dropped:
                raise ValueError("}")
        except (ValueError, IndexError):
            raise PatchError(f"{path.name}: PyScript's package is not {{module: text}}") from None
        changed[path] = js[:start] + "{}" + js[at + 2 :]
    for path, js in changed.items():
        path.write_text(js, encoding="utf-8")
    return dropped


def compile_stdlib(runtime: Path) -> dict:
    """Replace every .py of runtime/python_stdlib.zip by its .pyc, compiled by that runtime."""
    path = runtime / STDLIB
    with zipfile.ZipFile(path) as archive:
        infos = archive.infolist()
        sources = [i.filename for i in infos if i.filename.endswith(".py")]
        with tempfile.TemporaryDirectory() as tmp:
            src, out = Path(tmp) / "src", Path(tmp) / "out"
            archive.extractall(src, members=sources)
            # (the runtime reads the original zip meanwhile)
            found = pyc.compile_files(runtime, src, sources, out, pyc.STDLIB)
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
