// Compiles Python sources to bytecode with a Pyodide runtime, under Node (tools/pyc.py runs it):
//
//   node tools/compile_pyc.mjs RUNTIME_DIR SRC_ROOT OUT_ROOT [OPTIONS_JSON] < paths (one per line)
//
// RUNTIME_DIR holds pyodide.mjs and its files (the runtime the page will run). For each path
// (relative to SRC_ROOT) it writes OUT_ROOT/<path>c, an unchecked hash-based .pyc (PEP 552): the
// interpreter uses it without comparing time stamps, which a zip does not keep. Compiled by the
// page's own runtime, its magic number always matches. Prints {"magic", "version", "tag"} (the
// cache tag of __pycache__ names) as JSON.
//
// OPTIONS_JSON (default {}): {"optimize": 0|1|2} as compile()'s (2 drops docstrings and asserts),
// {"docstrings": false} drops the docstrings of modules and functions only (classes keep theirs:
// dataclasses would compute one at import), {"ranges": false} compiles without column ranges
// (PYTHONNODEBUGRANGES: line numbers stay, the ^^^ under a traceback's source line goes, and
// the page ships no sources to draw it under). Both make the bytecode a quarter smaller.
import { readFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const [runtimeDir, srcRoot, outRoot, optionsJson] = process.argv.slice(2);
if (!runtimeDir || !srcRoot || !outRoot) {
  console.error("usage: node tools/compile_pyc.mjs RUNTIME_DIR SRC_ROOT OUT_ROOT [OPTIONS]");
  process.exit(2);
}
const options = {
  optimize: 0,
  docstrings: true,
  ranges: true,
  ...JSON.parse(optionsJson || "{}"),
};
const paths = readFileSync(0, "utf8").split("\n").filter(Boolean);
const runtime = resolve(runtimeDir);
const { loadPyodide } = await import(join(runtime, "pyodide.mjs"));
const pyodide = await loadPyodide({
  indexURL: runtime + "/",
  env: options.ranges ? {} : { PYTHONNODEBUGRANGES: "1" },
});
pyodide.globals.set("options", JSON.stringify(options));
const compile = pyodide.runPython(`
import ast, importlib.util, json
from importlib._bootstrap_external import _code_to_hash_pyc

options = json.loads(options)

def without_docstrings(tree):
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            first = body[0] if body else None
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                body[0:1] = [] if len(body) > 1 else [ast.copy_location(ast.Pass(), first)]
    return tree

def compile_one(path, source):
    data = source.to_bytes()
    tree = data if options["docstrings"] else without_docstrings(ast.parse(data, path))
    code = compile(tree, path, "exec", dont_inherit=True, optimize=options["optimize"])
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), False))

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
json.dumps({"magic": importlib.util.MAGIC_NUMBER.hex(), "version": sys.version.split()[0],
            "tag": sys.implementation.cache_tag})
`));
