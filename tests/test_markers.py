"""The ``browser`` marker comes from the fixtures (tests/conftest.py's hook), never by hand: an
engine-only run, ``-m "not browser and not runtime"``, starts no Chromium and serves no page."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"


def test_no_test_is_marked_browser_by_hand():
    by_hand = re.compile(r"^\s*(@pytest\.mark\.browser\b|pytestmark\w* = .*mark\.browser)", re.M)
    found = [p.name for p in sorted(TESTS.glob("test_*.py")) if by_hand.search(p.read_text())]
    assert not found, f"marked by hand: {found}"


def test_an_engine_only_run_collects_no_test_that_uses_a_browser_fixture(tmp_path):
    report = tmp_path / "collected.json"
    subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
         "-p", "tests.collect_report", "-m", "not browser and not runtime"],
        cwd=ROOT, env={**os.environ, "COLLECT_REPORT": str(report)}, check=True,
        capture_output=True, timeout=120,
    )  # fmt: skip
    data = json.loads(report.read_text())
    users = [row["id"] for row in data["selected"] if row["fixtures"]]
    assert not users, f"{len(users)} browser tests in an engine-only run, e.g. {users[:3]}"
    assert len(data["selected"]) > 500
    assert sum(bool(row["fixtures"]) for row in data["deselected"]) > 150
    assert any(row["id"].startswith("tests/test_markers.py") for row in data["selected"])
