// A module worker that makes the memory snapshot later visits start from (ui/start/runtime.js starts
// it when the page is idle, once the service worker holds this version of the app).
//
// It starts its own Pyodide with `_makeSnapshot`, imports the app from the bundle (app.zip) and
// stores the memory, its zero pages left out, in the service worker's cache of this version,
// with its key, its size and its SHA-256 in its headers (ui/start/runtime.js uses it only when all
// three match: a stored copy with flipped bits restores "successfully", then kills Python).
// What a snapshot keeps of JavaScript is a path from the global object (`js.document` is
// ["document"]), resolved again against the page's globals when it is restored; so the app is
// imported here against stand-in globals (a worker has no document), and with a stand-in
// `pyscript` module giving what the page's modules import from it on the main thread (document,
// and window, which is `js` itself). PyScript's own package holds JavaScript objects of the page:
// it is imported after a restore. A module that needs more than these stand-ins at import is
// left to the page; one that keeps the stand-in module itself means no snapshot (the page then
// starts as usual every time, and says why in the console).
// Message in: {cache, key, url, runtime, bundle, stdlib} (the cache of this version, the hash of
// the files that make the snapshot, its URL in the cache, and the page's runtime folder, app.zip
// and standard library, gzipped: ui/start/gunzip.js); out: {saved: size} or {error}.

import { fetchBytes, packedStdlib } from "./gunzip.js";

const IMPORT_APP = `
def _import_app(bundle):
    import gc, importlib, sys, types, js, zipimport

    sys.path.insert(0, bundle)
    stand_in = types.ModuleType("pyscript")
    stand_in.document = js.document
    stand_in.window = js
    sys.modules["pyscript"] = stand_in
    try:
        import ui.app  # noqa: F401

        # What the page would otherwise do on its first screen or later, done once here: the
        # rest of the modules (the games' rules, the bots...) and the text catalogues.
        for name in zipimport.zipimporter(bundle).get_data("INDEX").decode().split():
            try:
                importlib.import_module(name)
            except Exception:  # a module this stand-in cannot import: the page imports it
                pass
        try:
            from ui.words import i18n

            for lang in i18n.CATALOGUE:
                i18n.catalogue(lang)
        except Exception:
            pass
    finally:
        del sys.modules["pyscript"]
    held = [name for name, module in list(sys.modules.items())
            if any(value is stand_in for value in getattr(module, "__dict__", {}).values())]
    if held:
        raise RuntimeError(f"{', '.join(held)} keep the stand-in pyscript module")
    gc.collect()

_import_app(BUNDLE_FILE)
del _import_app, BUNDLE_FILE
`;

addEventListener("message", async ({ data }) => {
  try {
    postMessage({ saved: await make(data) });
  } catch (error) {
    postMessage({ error: String((error && error.message) || error).slice(0, 2000) });
  }
});

async function make({ cache, key, url, runtime, bundle, stdlib }) {
  const { loadPyodide } = await import(runtime + "pyodide.mjs");
  const bytes = fetchBytes(bundle);
  const packed = stdlib ? packedStdlib(stdlib) : null;
  const file = "/home/pyodide/app.zip";
  const pyodide = await loadPyodide({
    indexURL: runtime,
    _makeSnapshot: true,
    ...(packed ? { stdLibURL: packed.stdLibURL } : {}),
    jsglobals: { document: {} },
    fsInit: async (FS) => {
      if (packed) await packed.install(FS);
      FS.writeFile(file, await bytes);
    },
    stdout: () => {},
    stderr: () => {},
  });
  pyodide.globals.set("BUNDLE_FILE", file);
  pyodide.runPython(IMPORT_APP);
  const snapshot = pack(pyodide.makeMemorySnapshot());
  if (!(await caches.has(cache))) throw new Error(`the cache ${cache} is gone`);
  const headers = {
    "Content-Type": "application/octet-stream",
    "X-Key": key,
    "X-Size": String(snapshot.byteLength),
    "X-Digest": await sha256(snapshot),
  };
  await (await caches.open(cache)).put(url, new Response(snapshot, { headers }));
  return snapshot.byteLength;
}

// The SHA-256 of the bytes, in hex (as ui/start/runtime.js checks it).
async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

// The memory without its zero pages (more than half of it): a header (PACKED, format 1, the
// memory's size, the page size), a bitmap of the pages kept, the pages (ui/start/runtime.js unpacks).
const PACKED = 0x50414b53;
const PAGE = 4096;

function pack(memory) {
  const size = memory.length;
  const pages = Math.ceil(size / PAGE);
  const words = new Uint32Array(memory.buffer, memory.byteOffset, Math.floor(size / 4));
  const bitmap = new Uint8Array(Math.ceil(pages / 8));
  let kept = 0;
  for (let i = 0; i < pages; i++) {
    const last = Math.min((i + 1) * PAGE, size);
    let used = false;
    for (let w = (i * PAGE) / 4; w < Math.floor(last / 4) && !used; w++) used = words[w] !== 0;
    for (let b = Math.floor(last / 4) * 4; b < last && !used; b++) used = memory[b] !== 0;
    if (used) {
      bitmap[i >> 3] |= 1 << (i & 7);
      kept += last - i * PAGE;
    }
  }
  const out = new Uint8Array(16 + bitmap.length + kept);
  new Uint32Array(out.buffer, 0, 4).set([PACKED, 1, size, PAGE]);
  out.set(bitmap, 16);
  let at = 16 + bitmap.length;
  for (let i = 0; i < pages; i++) {
    if (bitmap[i >> 3] & (1 << (i & 7))) {
      const part = memory.subarray(i * PAGE, Math.min((i + 1) * PAGE, size));
      out.set(part, at);
      at += part.length;
    }
  }
  return out;
}
