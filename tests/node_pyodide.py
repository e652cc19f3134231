"""Run Python in the vendored Pyodide under Node, on this checkout's engine: for the tests whose
promise is "identical under CPython and Pyodide" (tests marked ``runtime``)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# argv: pyodide.mjs, the repository, a file of Python to run (the engine's packages are copied
# to /check first); prints what the Python's last expression gives.
RUNNER = r"""
import { readFileSync, readdirSync } from "node:fs";
const [runtime, root, script] = process.argv.slice(2);
const { loadPyodide } = await import(runtime);
const pyodide = await loadPyodide({ indexURL: runtime.replace(/[^/]*$/, "") });
for (const dir of ["engine", "engine/king", "engine/blato", "engine/bots"]) {
  pyodide.FS.mkdirTree("/check/" + dir);
  for (const name of readdirSync(root + "/" + dir)) {
    if (name.endsWith(".py")) {
      pyodide.FS.writeFile(`/check/${dir}/${name}`, readFileSync(`${root}/${dir}/${name}`));
    }
  }
}
console.log(pyodide.runPython(readFileSync(script, "utf8")));
"""


def run_in_pyodide(python: str, tmp_path: Path):
    """The JSON value printed by ``python`` (its last expression: a JSON text), run in the
    vendored Pyodide with ``/check`` (the engine) on its path."""
    node = shutil.which("node")
    assert node, "Node.js is part of the set-up (npm): see the README"
    script = tmp_path / "check.py"
    script.write_text('import sys\nsys.path.insert(0, "/check")\n' + python, encoding="utf-8")
    runtime = ROOT / "vendor" / "pyodide" / "pyodide.mjs"
    result = subprocess.run(
        [node, "--input-type=module", "-", str(runtime), str(ROOT), str(script)],
        input=RUNNER,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, (result.stdout + result.stderr)[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])
