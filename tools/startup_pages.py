"""The pages and page scripts of the start-up benchmark (tools/startup_bench.py): a bare
Pyodide page, a bare PyScript page, and the JavaScript it runs in them."""

# PyScript with nothing of the app: the same vendored runtime, the interpreter as its only
# setting, and a main that only says it is ready. What PyScript itself adds to the bare Pyodide
# load: PyScript as vendored (vendor/pyscript of the repository, which writes its Python package
# at start; the built site's does not, its app.zip carries the package).
# Its settings are JSON in the page, as the built index.html has them (no TOML reader).
PYSCRIPT_DIR = "bench-vendored-pyscript"
PYSCRIPT_PAGE = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare PyScript</title>
<link rel="icon" href="data:,">
<script type="module" src="./{PYSCRIPT_DIR}/core.js"></script></head>
<body><p>Loading PyScript…</p>
<script type="py" config='{{"interpreter": "./vendor/pyodide/pyodide.mjs"}}'>
from pyscript import document
document.documentElement.dataset.ready = "1"
</script></body></html>
"""

BARE_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare Pyodide</title>
<link rel="icon" href="data:,"></head>
<body><p>Loading Pyodide…</p>
<script type="module">
const { loadPyodide } = await import("./vendor/pyodide/pyodide.mjs");
const pyodide = await loadPyodide();
pyodide.runPython("import sys");
window.benchPyodide = pyodide;
document.documentElement.dataset.ready = "1";
</script></body></html>
"""

# Bare Pyodide as vendored (the repository's vendor/pyodide, which the aims are measured
# against): the same runtime files as the bare page, so the service worker holds them too, with
# the vendored standard library and lock file whole (the built site trims both for the app).
VENDORED_DIR = "bench-vendored-pyodide"
VENDORED_PAGE = BARE_PAGE.replace("<title>bare Pyodide", "<title>bare Pyodide as vendored").replace(
    "loadPyodide()",
    f'loadPyodide({{stdLibURL: "./{VENDORED_DIR}/python_stdlib.zip", '
    f'lockFileURL: "./{VENDORED_DIR}/pyodide-lock.json"}})',
)

# Records when html[data-ready='1'] appears (ms since navigation start), before any page script,
# and when PyScript starts the page's script (py:ready).
READY_MARK = """(() => {
  addEventListener("py:ready", () => { window.__pyReadyAt ??= performance.now(); }, true);
  new MutationObserver((changes, observer) => {
    const root = document.documentElement;
    if (root && root.dataset.ready === "1") {
      window.__readyAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-ready"]});
})();"""

# Keeps the WebAssembly memories the page creates, to read their size.
WASM_MEMORY = """(() => {
  const memories = window.__wasmMemories = [];
  const Memory = WebAssembly.Memory;
  const keep = (result) => {
    const instance = result instanceof WebAssembly.Instance ? result : result.instance;
    for (const value of Object.values((instance && instance.exports) || {})) {
      if (value instanceof Memory && !memories.includes(value)) memories.push(value);
    }
    return result;
  };
  for (const name of ["instantiate", "instantiateStreaming"]) {
    const original = WebAssembly[name];
    WebAssembly[name] = function (...args) { return original.apply(this, args).then(keep); };
  }
  WebAssembly.Memory = new Proxy(Memory, {construct(target, args) {
    const memory = new target(...args);
    memories.push(memory);
    return memory;
  }});
})();"""

# Plays the human's seat: a random action among the page's [data-action] elements, while on.
AUTOPLAY = """() => {
  if (window.__autoplay) return;
  window.__autoplay = {on: true};
  setInterval(() => {
    if (!window.__autoplay.on) return;
    const actions = [...document.querySelectorAll("[data-action]")].filter(
      (el) => !el.disabled && el.getAttribute("aria-disabled") !== "true");
    if (actions.length) actions[Math.floor(Math.random() * actions.length)].click();
  }, 15);
}"""

# Where the app's time goes: the runtime's file fetched, Python loaded (ui/start/runtime.js's mark;
# data-python-start says whether from a snapshot), PyScript starting the page's script, ready.
BREAKDOWN = """() => {
  const mark = (name) => {
    const found = performance.getEntriesByName(name)[0];
    return found ? found.startTime : null;
  };
  const wasm = performance.getEntriesByType("resource").find(
    (e) => e.name.endsWith("pyodide.asm.wasm"));
  return {
    wasmFetched: wasm ? wasm.responseEnd : null,
    pythonLoaded: mark("python:loaded"),
    scriptStarted: window.__pyReadyAt ?? null,
    ready: window.__readyAt,
    start: document.documentElement.dataset.pythonStart || null,
  };
}"""

# In the page (service workers on): move the memory snapshot (its URL: snapshot_url) aside and
# leave a note in its place, so that the next visits start Python as usual and make no new one;
# and put it back.
HIDE_SNAPSHOT = """async (key) => {
  const [name] = (await caches.keys()).filter((n) => n.startsWith("king358 "));
  const cache = await caches.open(name);
  const stored = await cache.match(key);
  if (stored && !stored.headers.has("X-Failed")) await cache.put(key + ".aside", stored);
  const headers = {"X-Failed": "moved aside by the benchmark", "X-Version": "-"};
  await cache.put(key, new Response("", {headers}));
}"""
SHOW_SNAPSHOT = """async (key) => {
  const [name] = (await caches.keys()).filter((n) => n.startsWith("king358 "));
  const cache = await caches.open(name);
  const aside = await cache.match(key + ".aside");
  if (aside) {
    await cache.put(key, aside);
    await cache.delete(key + ".aside");
  }
}"""


# In the bare page: write the site's Python (app.zip, as the app gets it: bytecode) into Pyodide's
# file system, then time each import in a fresh interpreter (a stand-in
# `pyscript` module lets ui/ import outside PyScript).
IMPORTS = """async (bundle) => {
  const pyodide = window.benchPyodide;
  pyodide.FS.mkdirTree("/bench");
  pyodide.FS.writeFile("/bench/app.zip", new Uint8Array(await (await fetch(bundle)).arrayBuffer()));
  return JSON.parse(pyodide.runPython(`
import json, sys, time, types, js
sys.path.insert(0, "/bench/app.zip")
stub = types.ModuleType("pyscript")
stub.document, stub.window = js.document, js
stub.when = lambda *a, **k: (lambda f: f)
sys.modules["pyscript"] = stub
rows = []
for name in ${JSON.stringify(window.benchModules)}:
    before = len(sys.modules)
    start = time.perf_counter()
    try:
        __import__(name)
        error = None
    except Exception as e:
        error = f"{type(e).__name__}: {e}"
    rows.append([name, (time.perf_counter() - start) * 1000, len(sys.modules) - before, error])
json.dumps(rows)
`));
}"""


def snapshot_url(site) -> str:
    """The memory snapshot's URL in the cache, relative to the site (ui/start/runtime.js: its name
    and the key tools/build.py writes into index.html)."""
    import re

    page = (site / "index.html").read_text(encoding="utf-8")
    found = re.search(r'data-snapshot="(\w+)"', page)
    return "python-memory.snapshot?" + (found[1] if found else "")
