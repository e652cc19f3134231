// Which modules of Pyodide's standard library the page imports (tools/stdlib_list.py runs it):
//
//   node tools/stdlib_imports.mjs RUNTIME_DIR APP_ZIP SCAN_JSON [STDLIB_ZIP]
//
// Boots the Pyodide of RUNTIME_DIR (with STDLIB_ZIP instead of its own python_stdlib.zip, if
// given), then does what the page does and records every module imported, and by whom:
//   * Pyodide's own start (everything imported before the page's code runs);
//   * PyScript's `import pyscript` on the main thread (its JS modules stubbed), from APP_ZIP as
//     on the built page;
//   * every module of engine/ and ui/ from APP_ZIP (the built site's Python), as the page imports
//     them (SCAN_JSON's "modules"; ui.main excepted, which starts the app);
//   * every import written in our files, inside functions too (SCAN_JSON's "imports": [module,
//     importer, guess], found by tools/stdlib_list.py in the sources): imported here too, whether
//     the page has reached them or not;
//   * what an error costs: an exception raised in the engine and formatted as a traceback, a
//     warning, an exception in an asyncio task (what the page logs when something goes wrong).
// Prints JSON: {"modules": {name: {"file": path in the stdlib zip or null, "by": importer}},
// "failed": {name: error}} (a module that could not be imported, with the reason).
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const [runtimeDir, appZip, scanJson, stdlibZip] = process.argv.slice(2);
if (!runtimeDir || !appZip || !scanJson) {
  console.error("usage: node tools/stdlib_imports.mjs RUNTIME_DIR APP_ZIP SCAN_JSON [STDLIB_ZIP]");
  process.exit(2);
}
const runtime = resolve(runtimeDir);
const { loadPyodide } = await import(join(runtime, "pyodide.mjs"));
const options = { indexURL: runtime + "/", stdout: () => {}, stderr: () => {} };
if (stdlibZip) options.stdLibURL = resolve(stdlibZip);
// Imports are recorded from the very start: a meta path finder put first by a preRun hook
// cannot exist yet, so Pyodide's own start is read from sys.modules afterwards.
const pyodide = await loadPyodide(options);
pyodide.FS.mkdirTree("/check");
pyodide.FS.writeFile("/check/app.zip", readFileSync(appZip));
// The page's globals as PyScript's Python sees them on the main thread.
globalThis.document = {};
// PyScript's two JS modules, with the names its Python reads (polyscript/esm/script-handler.js
// and interpreter/_python.js register "polyscript", @pyscript/core's core.js "_pyscript").
pyodide.registerJsModule("polyscript", {
  config: {},
  js_modules: {},
  lazy_py_modules: async () => [],
  storage: async () => ({}),
  workers: {},
  currentScript: {},
  XWorker: () => null,
  IDBMap: class {},
  IDBMapSync: class {},
  JSON: { parse: JSON.parse, stringify: JSON.stringify },
});
pyodide.registerJsModule("_pyscript", {
  PyWorker: () => null,
  fs: { ERROR: "", NAMESPACE: "" },
  interpreter: {},
  js_import: async () => [],
  target: "",
});
pyodide.globals.set("scan", readFileSync(scanJson, "utf8"));
console.log(pyodide.runPython(`
import importlib, importlib.util, json, sys

STDLIB = sys.path[1].rstrip("/") + "/"  # /lib/python3xx.zip/
START = "(Pyodide's start)"
by = {name: START for name in sys.modules}
failed = {}


class Recorder:
    """First on sys.meta_path: notes who imports each module, finds nothing itself."""

    def find_spec(self, name, path=None, target=None):
        if name not in by:
            frame = sys._getframe(1)
            while frame and frame.f_globals.get("__name__", "").startswith(
                ("importlib", "_frozen_importlib")
            ):
                frame = frame.f_back
            by[name] = frame.f_globals.get("__name__", "?") if frame else "?"
        return None


sys.meta_path.insert(0, Recorder())
scan = json.loads(scan)
# As on the page: the bundle first on sys.path (ui/start/runtime.js), PyScript's package in it.
sys.path.insert(0, "/check/app.zip")


def attempt(name, importer=None):
    if importer and name not in sys.modules:
        by.setdefault(name, importer)
    try:
        importlib.import_module(name)
        return True
    except Exception as error:  # noqa: BLE001 - reported, not hidden
        failed[name] = f"{type(error).__name__}: {error} (imported by {importer or by.get(name)})"
        return False


attempt("pyscript", "PyScript (its code before main)")
for name in scan["modules"]:
    if name != "ui.main":
        attempt(name, "the page")
for name, importer, guess in scan["imports"]:
    if name in sys.modules:
        continue
    if guess:  # 'from package import name': a module only if the package has it
        try:
            if importlib.util.find_spec(name) is None:
                continue
        except Exception:  # noqa: BLE001 - the package itself is attempted on its own
            continue
    attempt(name, importer)


def errors():
    import asyncio, traceback, warnings
    from engine import load_game

    try:
        load_game("{")
    except Exception:
        traceback.format_exc()
    with warnings.catch_warnings(record=True):
        warnings.warn("a warning", stacklevel=1)

    async def fails():
        raise RuntimeError("in a task")

    loop = asyncio.new_event_loop()
    try:
        loop.run_until_complete(fails())
    except RuntimeError:
        traceback.format_exc()


by.setdefault("traceback", "an error's traceback")
errors()
modules = {}
for name, module in sorted(sys.modules.items()):
    spec = getattr(module, "__spec__", None)
    origin = getattr(spec, "origin", None) or ""
    if origin.startswith(STDLIB):
        modules[name] = {"file": origin[len(STDLIB):], "by": by.get(name, "?")}
    elif name in by and by[name] != START and not origin.startswith("/check/"):
        modules[name] = {"file": None, "by": by[name]}  # built in, frozen or a JS module
json.dumps({"modules": modules, "failed": failed})
`));
