// The page's Python: the module pyscript.toml names as PyScript's `interpreter`. It wraps the
// vendored Pyodide's loadPyodide and starts it at once, as soon as index.html runs this module,
// while PyScript reads its configuration, loads its plugins and opens its storage: when PyScript
// asks for the interpreter, it is already loading (or loaded).
//
// The built site (tools/build.py puts <meta name="python-bundle" content="./app.zip"> in
// index.html): the app's Python comes as one zip of bytecode (tools/bundle.py), fetched beside
// the runtime, written into the virtual file system before Python starts and put first on
// sys.path; PyScript's own package finds its bytecode there too (pyscript/__pycache__), so
// Python compiles nothing at start.
import { loadPyodide as loadRuntime, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const RUNTIME = new URL("../vendor/pyodide/", import.meta.url).href;
const HOME = "/home/pyodide/";
const bundleMeta = document.querySelector('meta[name="python-bundle"]');
const BUNDLE = bundleMeta ? new URL(bundleMeta.content, document.baseURI).href : null;
const BUNDLE_FILE = HOME + "app.zip";  // where ui/main.py looks for it

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

// The bundle first on sys.path, and its bytecode of PyScript's package (tools/bundle.py) where
// Python looks for a cache of PyScript's sources, which PyScript writes next into the working
// directory: checked hash-based .pyc, used only beside the very text they were compiled from.
const AFTER_START = `
def _after_start(bundle, home):
    import os, sys, zipimport
    if bundle not in sys.path:
        sys.path.insert(0, bundle)
    files = zipimport.zipimporter(bundle)
    folder = home + "pyscript/__pycache__/"
    os.makedirs(folder, exist_ok=True)
    for name in files.get_data("pyscript.pycache/INDEX").decode().split():
        with open(folder + name, "wb") as file:
            file.write(files.get_data("pyscript.pycache/" + name))
_after_start(${JSON.stringify(BUNDLE_FILE)}, ${JSON.stringify(HOME)})
del _after_start
`;

async function start() {
  const bundle = BUNDLE ? fetchBytes(BUNDLE) : null;
  const config = { indexURL: RUNTIME };
  if (bundle) {
    config.fsInit = async (FS) => FS.writeFile(BUNDLE_FILE, new Uint8Array(await bundle));
  }
  const pyodide = await loadRuntime(config);
  if (bundle) pyodide.runPython(AFTER_START);
  return pyodide;
}

async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.arrayBuffer();
}

// At once: the interpreter loads while PyScript gets ready (module scripts run after parsing).
started ??= start();
