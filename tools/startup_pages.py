"""The pages and page scripts of the start-up benchmark (tools/startup_bench.py): a bare
Pyodide page, a bare PyScript page, and the JavaScript it runs in them."""

# PyScript with nothing of the app: the same vendored runtime and a one-line pyscript.toml, and a
# main that only says it is ready. What PyScript itself adds to the bare Pyodide load.
PYSCRIPT_TOML = 'interpreter = "./vendor/pyodide/pyodide.mjs"\n'
PYSCRIPT_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare PyScript</title>
<link rel="icon" href="data:,">
<script type="module" src="./vendor/pyscript/core.js"></script></head>
<body><p>Loading PyScript…</p>
<script type="py" config="./bench-pyscript.toml">
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

# Records when html[data-ready='1'] appears (ms since navigation start), before any page script.
READY_MARK = """(() => {
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

# Where the app's time goes, from the resource timings: the runtime file requests, then the
# Python of [files] (app.zip, fetched once Pyodide has loaded), then main.py run by PyScript.
BREAKDOWN = """() => {
  const entries = performance.getEntriesByType("resource");
  const ends = (suffix) => entries.filter((e) => e.name.endsWith(suffix));
  const py = entries.filter((e) => e.name.endsWith(".py") || e.name.endsWith("/app.zip"));
  const wasm = ends("pyodide.asm.wasm")[0];
  return {
    wasmFetched: wasm ? wasm.responseEnd : null,
    pyodideLoaded: py.length ? Math.min(...py.map((e) => e.startTime)) : null,
    mainFetched: py.length ? Math.max(...py.map((e) => e.responseEnd)) : null,
    ready: window.__readyAt,
  };
}"""


# In the bare page: write the site's Python (app.zip, as the app gets it: sources and bytecode)
# into Pyodide's file system, then time each import in a fresh interpreter (a stand-in
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
