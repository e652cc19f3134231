"""Run the GitHub Pages workflow's build steps, exactly as written, on a fresh clone.

    python3 tools/workflow_build.py [--workflow PATH] [--keep]

The workflow (.github/workflows/pages.yml) runs on GitHub, where nobody watches it; a step that
works only in a developer's checkout (one holding files git ignores, such as the compiled
catalogues) fails there after every push. So CI (.ci/run) clones the commit under test into a
temporary folder, with nothing but what git tracks, and runs there every `run:` step of the
workflow's build job, in order, each in bash with `-e`, as a runner would; then checks that the
site it uploads is there. The `uses:` steps are the runner's own set-up (the checkout is the
clone; Python and Node are this machine's) and are skipped, named in the output.

The steps are read from the workflow itself, never copied, so the two cannot drift apart. Only
the shapes the workflow uses are understood (`- name:`, `run: <one line>`, `uses:`, `with:`);
anything else in a step, such as a multi-line `run: |` or a step's own `env:`, stops the check
with a message rather than being run differently from GitHub.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "pages.yml"
JOB = "build"
KNOWN_KEYS = {"name", "run", "uses", "with", "id"}


class WorkflowError(Exception):
    pass


def build_steps(text: str, job: str = JOB) -> list[dict]:
    """The steps of ``job`` in a workflow's text: [{"name", "run" or "uses"}], in order."""
    lines = text.splitlines()
    try:
        start = next(i for i, line in enumerate(lines) if re.fullmatch(rf"  {job}:\s*", line))
    except StopIteration:
        raise WorkflowError(f"the workflow has no job {job!r}") from None
    steps: list[dict] = []
    in_steps = False
    for line in lines[start + 1 :]:
        if re.match(r"  \S", line) or re.match(r"\S", line):
            break  # the next job, or the end of jobs
        if re.fullmatch(r"    steps:\s*", line):
            in_steps = True
            continue
        if not in_steps or not line.strip() or line.strip().startswith("#"):
            continue
        m = re.fullmatch(r"      (- |  )(\w[\w-]*):\s*(.*)", line)
        if m is None:
            if re.match(r"          \S", line) and steps and steps[-1].get("with"):
                continue  # a `with:` argument of a `uses:` step
            raise WorkflowError(f"a line of the build job this check does not understand: {line!r}")
        new, key, value = m.groups()
        if new == "- ":
            steps.append({})
        if not steps:
            raise WorkflowError(f"a line before the first step: {line!r}")
        if key not in KNOWN_KEYS:
            raise WorkflowError(f"a step's key this check does not run as GitHub would: {key!r}")
        if key == "run" and value.strip() in {"|", ">", "|-", ">-", ""}:
            raise WorkflowError(
                "a multi-line run: step (write it on one line, or teach this check)"
            )
        steps[-1][key] = True if key == "with" else value.strip().strip('"')
    if not steps:
        raise WorkflowError(f"the job {job!r} has no steps")
    return steps


def run(workflow: Path = WORKFLOW, keep: bool = False) -> Path:
    steps = build_steps(workflow.read_text(encoding="utf-8"))
    folder = Path(tempfile.mkdtemp(prefix="king358-workflow."))
    clone = folder / "clone"
    try:
        subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True)
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=clone, capture_output=True, text=True
        ).stdout.strip()
        print(f"workflow build: {workflow.relative_to(ROOT)} on a fresh clone of {head}")
        for step in steps:
            name = step.get("name") or step.get("run") or step.get("uses")
            if "run" not in step:
                print(f"  skipped (the runner's set-up): {step.get('uses', name)}")
                continue
            print(f"  step: {name}\n    $ {step['run']}", flush=True)
            result = subprocess.run(["bash", "-e", "-c", step["run"]], cwd=clone, check=False)
            if result.returncode:
                raise WorkflowError(f"the step {name!r} failed (exit {result.returncode})")
        site = clone / "dist"
        if not (site / "index.html").is_file():
            raise WorkflowError("the build steps left no dist/index.html to upload")
        print(f"workflow build: passed, dist/ holds {sum(1 for _ in site.rglob('*'))} entries")
        return clone
    finally:
        if not keep:
            shutil.rmtree(folder, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workflow", type=Path, default=WORKFLOW)
    parser.add_argument("--keep", action="store_true", help="keep the clone, and say where")
    args = parser.parse_args(argv)
    try:
        clone = run(args.workflow.resolve(), args.keep)
    except (WorkflowError, subprocess.CalledProcessError) as err:
        print(f"workflow build: FAILED: {err}", file=sys.stderr)
        return 1
    if args.keep:
        print(f"the clone: {clone}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
