"""The assembled site's Python: one zip holding the bytecode of every file of engine/ and ui/ and
of PyScript's own Python package, and the compiled text catalogues (ui/locale/*.json, read from
the zip by ui/words/i18n.py).

In development the page fetches each .py that pyscript.toml's [files] table names (about 45
requests) and Python compiles every module it imports, in WebAssembly: measured in Pyodide,
compiling all the sources takes about 400 ms, unmarshalling their bytecode 13 ms. PyScript, too,
writes its `pyscript` package as sources at every start and compiles them. The assembled site
(tools/build.py) therefore ships `app.zip` instead:

* one request, made by the page's runtime module (ui/start/runtime.js) while Pyodide loads: it
writes
  the zip to the virtual file system and puts it first on sys.path, so Python's zipimport reads
  the modules from it in place (no unpacking, which costs Pyodide about 80 ms for this many
  files), PyScript's `import pyscript` included;
* `pkg/mod.pyc` only (zipimport's layout; it does not look into __pycache__): bytecode compiled
  by the vendored Pyodide itself (tools/pyc.py APP: no docstrings of modules and functions, no
  column ranges), so the magic number is always the runtime's; unchecked hash-based (PEP 552),
  since a zip keeps no usable time stamps. No sources: the page never reads them (a traceback
  shows file and line; the sources are in the repository), and they would add a third;
* PyScript's own `pyscript` package, as bytecode like the rest: the built site's PyScript no
  longer writes it as sources into the working directory at every start, to be compiled there
  (tools/build.py empties it in core-*.js: tools/vendor.py drop_pyscript_package), so `import
  pyscript` finds it here. The modules `import pyscript` and the app's own files import, and
  those they import, anywhere in them (not pyscript.fs and pyscript.media, which nothing
  imports). Compiled from node_modules' src/stdlib/pyscript.js with PYSCRIPT_PATCHES applied,
  refused unless that is the text the vendored dist/ embeds;
* INDEX: the names of its modules (ui/start/snapshot.js imports them all);
* stored, not compressed file by file: the built site sends it gzipped whole (tools/build.py,
  pack()), 13% smaller than its files deflated one by one, and zipimport reads its modules
  without inflating them;
* deterministic: same sources and runtime, same bytes (so the service worker's version only
  changes when something did).

`python3 tools/bundle.py OUT.zip` writes one from the repo.
"""

from __future__ import annotations

import ast
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools import pyc, pyscript_files, vendor  # noqa: E402

NAME = "app.zip"
RUNTIME = ROOT / "vendor" / "pyodide"
PYSCRIPT_PACKAGE = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"
PYSCRIPT_DIST = ROOT / "vendor" / "pyscript"
# The zip's list of its modules (ui.main excepted: importing it starts the app), one per line:
# what ui/start/snapshot.js imports.
INDEX = "INDEX"
FIXED_TIME = (1980, 1, 1, 0, 0, 0)  # the zip format's epoch: no build time in the bytes

BundleError = pyc.CompileError


def files_table() -> str:
    """The [files] table of the assembled site's pyscript.toml: empty (ui/start/runtime.js brings
    the zip)."""
    return pyscript_files.MARK + "\n"


def pyscript_package(out: Path, app: list[Path] = ()) -> list[str]:
    """Write PyScript's Python package (pyscript/*.py) under out; returns the paths, relative to
    out, of the modules `import pyscript` and the files `app` import (imported()). Refuses a
    package that is not the one the vendored PyScript writes."""
    node = shutil.which("node")
    if not node or not PYSCRIPT_PACKAGE.is_file():
        raise BundleError(f"PyScript's package needs Node.js and {PYSCRIPT_PACKAGE} (npm ci)")
    script = (
        "const m = await import(process.argv[1]);process.stdout.write(JSON.stringify(m.default));"
    )
    result = subprocess.run(
        [node, "--input-type=module", "-e", script, PYSCRIPT_PACKAGE.as_uri()],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode:
        raise BundleError("reading PyScript's package failed:\n" + result.stderr[-2000:])
    try:  # as tools/vendor.py changed it in vendor/pyscript
        package = vendor.patch_pyscript_package(json.loads(result.stdout)["pyscript"])
    except vendor.PatchError as error:
        raise BundleError(str(error)) from None
    dist = "".join(p.read_text(encoding="utf-8") for p in sorted(PYSCRIPT_DIST.glob("core-*.js")))
    (out / "pyscript").mkdir(parents=True, exist_ok=True)
    for name, text in package.items():
        if json.dumps(text, ensure_ascii=False) not in dist:
            raise BundleError(
                f"pyscript/{name} of {PYSCRIPT_PACKAGE} is not what vendor/pyscript writes: "
                "run ./dev vendor"
            )
        (out / "pyscript" / name).write_text(text, encoding="utf-8")
    return [f"pyscript/{name}.py" for name in imported(package, app)]


def imported(package: dict[str, str], app: list[Path] = ()) -> list[str]:
    """The modules of PyScript's package (module file: source) that `import pyscript` and the
    files `app` import, with those they import, anywhere in them (in a function too)."""
    found, todo = set(), ["__init__"]
    sources = [(path.read_text(encoding="utf-8"), False) for path in app]
    while sources or todo:
        if todo:
            name = todo.pop()
            if name in found or f"{name}.py" not in package:
                continue
            found.add(name)
            sources.append((package[f"{name}.py"], True))
            continue
        text, in_package = sources.pop()
        for node in ast.walk(ast.parse(text)):
            if in_package and isinstance(node, ast.ImportFrom) and node.level:
                raise BundleError("a relative import in PyScript's package: teach imported() it")
            if isinstance(node, ast.Import):
                todo += [a.name.split(".")[1] for a in node.names if a.name.startswith("pyscript.")]
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("pyscript."):
                todo.append(node.module.split(".")[1])
            elif isinstance(node, ast.ImportFrom) and node.module == "pyscript":
                todo += [alias.name for alias in node.names]  # a module, or a name of __init__
    return sorted(found)


def bundle(target: Path, source: Path = ROOT) -> dict:
    """Write the zip to target; returns {"magic", "version", "files": [source paths],
    "data": [catalogue paths], "pyscript": [paths of PyScript's package]}."""
    paths = pyscript_files.sources(source)
    catalogues = pyscript_files.catalogues(source)
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp) / "src", Path(tmp) / "out"
        for path in paths:
            (src / path).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source / path, src / path)
        package = pyscript_package(src, [src / path for path in paths])
        runtime = pyc.compile_files(RUNTIME, src, paths + package, out, pyc.APP)
        entries = [(path, (source / path).read_bytes()) for path in catalogues]
        for path in paths + package:
            entries.append((path + "c", (out / (path + "c")).read_bytes()))
        # (not PyScript's package: it holds objects of the page, imported there)
        modules = [p[:-3].replace("/", ".").removesuffix(".__init__") for p in paths]
        entries.append((INDEX, "\n".join(m for m in modules if m != "ui.main").encode()))
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w") as archive:
        for name, data in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=FIXED_TIME)
            info.compress_type = zipfile.ZIP_STORED  # the site sends it gzipped whole
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return {**runtime, "files": paths, "data": catalogues, "pyscript": package}


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
