// The page's Python: the module pyscript.toml names as PyScript's `interpreter`. It wraps the
// vendored Pyodide's loadPyodide and starts it at once, as soon as index.html runs this module,
// while PyScript reads its configuration, loads its plugins and opens its storage: when PyScript
// asks for the interpreter, it is already loading (or loaded).
//
// The built site (tools/build.py puts <meta name="python-bundle" content="./app.zip.gz"
// data-stdlib="..."> in index.html): the app's Python comes as one zip of bytecode
// (tools/bundle.py), fetched beside the runtime, written into the virtual file system before
// Python starts and put first on sys.path; PyScript's own package comes from there too (the
// built site's PyScript writes no sources of it: tools/build.py), so Python compiles nothing at
// start. Both that zip and the standard library's come gzipped whole, unpacked by ui/start/gunzip.js
// while Pyodide loads (Pyodide gets an empty blob: stand-in for its standard library, written
// over before Python starts: the page's Content-Security-Policy allows `connect-src blob:` for
// it).
//
// Memory snapshot (built site, with its service worker): when the page is idle after a normal
// start, a worker (ui/start/snapshot.js) starts a second Pyodide, imports the app in it and stores a
// snapshot of its memory in the service worker's cache of this version, its zero pages left out.
// Later visits restore that memory instead of starting Python and importing the app: Pyodide's
// `_loadSnapshot` (experimental, "@private" in its docs; it refuses a snapshot of another
// Pyodide build). Its key in the cache holds a hash of everything that makes that memory (the
// runtime, the standard library, app.zip, this module and the worker: tools/build.py writes it
// into index.html), so a snapshot is used only by the very files that made it, and only whole
// and unchanged (X-Size, and X-Digest: the SHA-256 of its bytes, checked before the restore: a
// copy with a few bits flipped in storage restores "successfully", then Python dies in it);
// `random` is reseeded after a restore. If anything fails, the page starts Python as usual and
// drops the snapshot (a new one is made when idle). A fatal error of Python after a restore
// (Pyodide's on_fatal) leaves in its place a note that it failed: later visits of this version
// start as usual (the next version makes its own).
//
// <html data-python-start="fresh|snapshot"> says how Python started, and data-python-snapshot
// ="saved|failed" what became of the snapshot made meanwhile ("dropped": set aside after a fatal
// error); the performance marks python:start and python:loaded time it (./dev startup), and
// python:snapshot-read and python:snapshot-checked the check of a stored snapshot.
import { loadPyodide as loadRuntime, version } from "../../vendor/pyodide/pyodide.mjs";
import { fetchBytes, packedStdlib } from "./gunzip.js";

export { version };

const RUNTIME = new URL("../../vendor/pyodide/", import.meta.url).href;
const HOME = "/home/pyodide/";
const bundleMeta = document.querySelector('meta[name="python-bundle"]');
const BUNDLE = bundleMeta ? new URL(bundleMeta.content, document.baseURI).href : null;
const STDLIB =
  bundleMeta && bundleMeta.dataset.stdlib
    ? new URL(bundleMeta.dataset.stdlib, document.baseURI).href
    : null;
// The snapshot's key in the service worker's cache (no file of the site has this name), with the
// hash of what makes it.
const KEY = (bundleMeta && bundleMeta.dataset.snapshot) || "";
export const SNAPSHOT = new URL(`../../python-memory.snapshot?${KEY}`, import.meta.url).href;
// A stored snapshot: a header (PACKED, 1, the memory's size, the page size), a bitmap of the
// pages that are not all zero, and those pages (ui/start/snapshot.js).
export const PACKED = 0x50414b53;
const BUNDLE_FILE = HOME + "app.zip";  // where ui/main.py looks for it
const root = document.documentElement;

let started = null;

// PyScript calls this with its own output callbacks (console, or its terminal).
export function loadPyodide(options = {}) {
  started ??= start();
  return started.then((pyodide) => {
    if (options.stdout) pyodide.setStdout({ batched: options.stdout });
    if (options.stderr) pyodide.setStderr({ batched: options.stderr });
    return pyodide;
  });
}

// The bundle first on sys.path, before PyScript's start imports its package from it.
const AFTER_START = `
import sys
if ${JSON.stringify(BUNDLE_FILE)} not in sys.path:
    sys.path.insert(0, ${JSON.stringify(BUNDLE_FILE)})
del sys
`;

async function start() {
  performance.mark("python:start");
  const bundle = BUNDLE ? fetchBytes(BUNDLE) : null;
  const stdlib = STDLIB ? packedStdlib(STDLIB) : null;
  const config = { indexURL: RUNTIME };
  if (stdlib) config.stdLibURL = stdlib.stdLibURL;
  if (bundle) {
    config.fsInit = async (FS) => {
      if (stdlib) await stdlib.install(FS);
      FS.writeFile(BUNDLE_FILE, await bundle);
    };
  }
  // (No usable storage, as in some private windows: no snapshot.)
  const snapshot = bundle && KEY ? await storedSnapshot().catch(() => null) : null;
  try {
    return await startWith(config, bundle, snapshot);
  } finally {
    if (stdlib) stdlib.close();
  }
}

async function startWith(config, bundle, snapshot) {
  if (snapshot) {
    try {
      const pyodide = await loadRuntime({ ...config, _loadSnapshot: snapshot.bytes });
      onFatal(pyodide, () => refuseSnapshot("Python failed fatally after a restore"));
      pyodide.runPython("import random; random.seed(); del random");
      pyodide.runPython(AFTER_START);
      performance.mark("python:loaded");
      root.dataset.pythonStart = "snapshot";
      return pyodide;
    } catch (error) {
      console.warn("The saved start of Python could not be used: starting it anew.", error);
      snapshot.forget();
    }
  }
  const pyodide = await loadRuntime(config);
  if (bundle) {
    pyodide.runPython(AFTER_START);
    keepSnapshotLater().catch((error) => {
      root.dataset.pythonSnapshot = "failed";
      console.warn("No snapshot of Python's start was kept:", error);
    });
  }
  performance.mark("python:loaded");
  root.dataset.pythonStart = "fresh";
  return pyodide;
}

// The service worker that runs this page: its version of the app and its cache, or null.
function workerVersion() {
  const worker = navigator.serviceWorker && navigator.serviceWorker.controller;
  if (!worker || !self.caches) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 2000);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      const { version, cache } = event.data || {};
      resolve(version && cache ? { version, cache } : null);
    };
    worker.postMessage("version", [channel.port2]);
  });
}

// The snapshot of these very files, from whichever of the site's caches holds it, or null.
// Only a page the service worker runs looks: on a first visit no snapshot can be there yet (they
// are made only under the worker), and opening the browser's cache storage held up a cold start
// by 10-250 ms. So a load the worker does not run (a first visit, a hard reload) starts Python
// as usual.
async function storedSnapshot() {
  const sw = navigator.serviceWorker;
  if (!self.caches || !sw || !sw.controller) return null;
  const response = await caches.match(SNAPSHOT);
  if (!response || response.headers.has("X-Failed")) return null;
  const forget = () => forgetSnapshot().catch(() => {});
  if (response.headers.get("X-Key") !== KEY) {
    forget();
    return null;
  }
  const size = Number(response.headers.get("X-Size"));
  const digest = response.headers.get("X-Digest");
  const bytes = response.arrayBuffer().then(async (buffer) => {
    if (buffer.byteLength !== size) throw new Error("the snapshot is not whole");
    performance.mark("python:snapshot-read");
    if (!digest || (await sha256(buffer)) !== digest) throw new Error("the snapshot is damaged");
    performance.mark("python:snapshot-checked");
    return unpack(buffer);
  });
  // Handled where it is used (a failed restore means a normal start), maybe after it failed.
  bytes.catch(() => {});
  return { bytes, forget };
}

function unpack(buffer) {
  const [packed, format, size, page] = new Uint32Array(buffer, 0, 4);
  if (packed !== PACKED || format !== 1) throw new Error("not a snapshot of ui/start/snapshot.js");
  const pages = Math.ceil(size / page);
  const bitmap = new Uint8Array(buffer, 16, Math.ceil(pages / 8));
  const data = new Uint8Array(buffer);
  const memory = new Uint8Array(size);
  let at = 16 + bitmap.length;
  for (let i = 0; i < pages; i++) {
    if (bitmap[i >> 3] & (1 << (i & 7))) {
      const length = Math.min(page, size - i * page);
      memory.set(data.subarray(at, at + length), i * page);
      at += length;
    }
  }
  if (at !== data.length) throw new Error("the snapshot is not whole");
  return memory;
}

async function forgetSnapshot() {
  for (const name of await caches.keys()) await (await caches.open(name)).delete(SNAPSHOT);
}

// The SHA-256 of the bytes, in hex (ui/start/snapshot.js stores it as X-Digest).
async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

// Calls then() when Pyodide suffers a fatal error (it calls its API's on_fatal, after logging the
// error itself; every later call into it throws).
function onFatal(pyodide, then) {
  const api = pyodide._api;
  if (!api) return;
  const before = api.on_fatal;
  api.on_fatal = (error) => {
    try {
      then();
    } finally {
      if (before) before(error);
    }
  };
}

// The snapshot goes, and a note that it failed stays in its place, so that this version starts
// as usual from then on and makes no new one (as when making it failed: makeSnapshot). Quietly:
// it is no error of the page.
function refuseSnapshot(reason) {
  const headers = { "X-Key": KEY, "X-Failed": reason };
  const refuse = async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      if (await cache.match(SNAPSHOT)) await cache.put(SNAPSHOT, new Response("", { headers }));
    }
    root.dataset.pythonSnapshot = "dropped";
  };
  refuse().catch((error) => console.warn("The saved start of Python could not be set aside:", error));
}

// After a normal start: once this version is in the service worker's cache and the page is
// idle, make the snapshot in a worker (ui/start/snapshot.js), unless there is one (or a note that
// making it failed: then this version always starts as usual; the next version tries again).
async function keepSnapshotLater() {
  const sw = navigator.serviceWorker;
  if (!sw || !self.caches || typeof Worker === "undefined") return;
  await sw.ready;
  if (!sw.controller) {
    await new Promise((ok) => sw.addEventListener("controllerchange", ok, { once: true }));
  }
  await new Promise((ok) =>
    self.requestIdleCallback ? requestIdleCallback(ok, { timeout: 5000 }) : setTimeout(ok),
  );
  // One maker at a time for the whole site (a tutorial page opens several tables at once): the
  // others go without, and find the snapshot next time.
  if (!navigator.locks) return makeSnapshot();
  return navigator.locks.request(SNAPSHOT, { ifAvailable: true }, (lock) => lock && makeSnapshot());
}

async function makeSnapshot() {
  const found = await workerVersion();
  if (!found || !KEY || (await caches.match(SNAPSHOT))) return;
  const worker = new Worker(new URL("./snapshot.js", import.meta.url), { type: "module" });
  const done = await new Promise((resolve) => {
    worker.onmessage = (event) => resolve(event.data || {});
    worker.onerror = (event) => resolve({ error: event.message || "the worker failed" });
    const files = { runtime: RUNTIME, bundle: BUNDLE, stdlib: STDLIB };
    worker.postMessage({ ...found, ...files, key: KEY, url: SNAPSHOT });
  });
  worker.terminate();
  const now = await workerVersion();
  if (now && now.cache !== found.cache) {
    // A newer version took over meanwhile and deleted this one's cache, which the worker may
    // have opened again: it goes.
    await caches.delete(found.cache);
    return;
  }
  if (done.saved) {
    root.dataset.pythonSnapshot = "saved";
    return;
  }
  root.dataset.pythonSnapshot = "failed";
  console.warn("No snapshot of Python's start was kept:", done.error);
  if (await caches.has(found.cache)) {
    const reason = String(done.error).replace(/[^\x20-\x7e]+/g, " ").slice(-200);
    const headers = { "X-Key": KEY, "X-Failed": reason };
    await (await caches.open(found.cache)).put(SNAPSHOT, new Response("", { headers }));
  }
}

// At once (an async module runs as soon as it and Pyodide's module are loaded): Python loads while
// PyScript gets ready.
started ??= start();
