// Compiles Python sources to bytecode with a Pyodide runtime, under Node (tools/pyc.py runs it):
//
//   node tools/compile_pyc.mjs RUNTIME_DIR SRC_ROOT OUT_ROOT < paths (one per line)
//
// RUNTIME_DIR holds pyodide.mjs and its files (the runtime the page will run). For each path
// (relative to SRC_ROOT) it writes OUT_ROOT/<path>c, an unchecked hash-based .pyc (PEP 552): the
// interpreter uses it without comparing time stamps, which a zip does not keep. Compiled by the
// page's own runtime, its magic number always matches. Prints {"magic", "version"} as JSON.
import { readFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const [runtimeDir, srcRoot, outRoot] = process.argv.slice(2);
if (!runtimeDir || !srcRoot || !outRoot) {
  console.error("usage: node tools/compile_pyc.mjs RUNTIME_DIR SRC_ROOT OUT_ROOT < paths");
  process.exit(2);
}
const paths = readFileSync(0, "utf8").split("\n").filter(Boolean);
const runtime = resolve(runtimeDir);
const { loadPyodide } = await import(join(runtime, "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: runtime + "/" });
const compile = pyodide.runPython(`
import os, py_compile

def compile_one(path, source):
    work = "/compile/" + path
    os.makedirs(os.path.dirname(work), exist_ok=True)
    with open(work, "wb") as f:
        f.write(source.to_bytes())
    py_compile.compile(work, cfile=work + "c", dfile=path, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with open(work + "c", "rb") as f:
        data = f.read()
    os.remove(work)
    os.remove(work + "c")
    return data

compile_one
`);
for (const path of paths) {
  const data = compile(path, new Uint8Array(readFileSync(join(srcRoot, path))));
  const target = join(outRoot, path + "c");
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, data.toJs());
  data.destroy();
}
compile.destroy();
console.log(pyodide.runPython(`
import importlib.util, json, sys
json.dumps({"magic": importlib.util.MAGIC_NUMBER.hex(), "version": sys.version.split()[0]})
`));
