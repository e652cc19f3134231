"""tools/workflow_build.py reads the Pages workflow's build steps as GitHub runs them (.ci/run
runs them on a fresh clone): what it reads, and what it refuses to guess."""

import pytest

from tools.workflow_build import WORKFLOW, WorkflowError, build_steps


def test_the_pages_workflow_build_steps_are_read_in_order():
    steps = build_steps(WORKFLOW.read_text(encoding="utf-8"))
    runs = [s["run"] for s in steps if "run" in s]
    assert runs == ["npm ci --no-audit --no-fund", "python3 tools/vendor.py", "./dev build"]
    assert steps[0]["uses"].startswith("actions/checkout@")
    assert steps[-1]["uses"].startswith("actions/upload-pages-artifact@")


WORKFLOW_TEXT = """jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: Build
        {step}
  deploy:
    steps:
      - run: echo never
"""


def test_a_one_line_run_step_is_read_and_the_next_job_is_not():
    steps = build_steps(WORKFLOW_TEXT.format(step="run: ./dev build"))
    assert steps == [{"uses": "actions/checkout@v4"}, {"name": "Build", "run": "./dev build"}]


@pytest.mark.parametrize(
    "step",
    ["run: |", "env:", "working-directory: site", "shell: sh"],
)
def test_a_step_shape_it_would_not_run_as_github_does_stops_the_check(step):
    with pytest.raises(WorkflowError):
        build_steps(WORKFLOW_TEXT.format(step=step))


def test_a_workflow_without_the_build_job_stops_the_check():
    with pytest.raises(WorkflowError, match="no job"):
        build_steps("jobs:\n  other:\n    steps:\n      - run: x\n")


def test_the_pages_workflow_deploys_only_after_every_test_passed():
    """pages.yml (issue 28): the build, and so the deployment, needs the test job, which runs
    CI's own command (.ci/run: Debian's Chromium, the build steps on a fresh clone, ./dev test)."""
    text = WORKFLOW.read_text()
    steps = build_steps(text, job="test")
    assert any(".ci/run" in s.get("run", "") for s in steps), steps
    build = text[text.index("\n  build:\n") :]
    assert "\n    needs: test\n" in build.split("\n    steps:")[0]
    deploy = text[text.index("\n  deploy:\n") :]
    assert "\n    needs: build\n" in deploy
