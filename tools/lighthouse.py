"""Lighthouse on the built site (`./dev lighthouse`): accessibility, best practices and the layout
shift of the arrival, on the menu, a King table and a 3-5-8 table.

Builds the site into a temporary folder (tools/build.py), serves it on 127.0.0.1
(tools/serve.py) and runs tools/lighthouse.mjs (npm's lighthouse and puppeteer-core, pinned
devDependencies) against the local Chromium (CHROME_PATH, default /usr/bin/chromium); no
network is needed. Prints each page's scores and its failing audits; the exit status is 1 if a
page scores under 100 in accessibility or best practices, or its arrival shifts by 0.1 or more.
docs/startup.md (Lighthouse) has the figures. Too slow for the test suite (a minute a page).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.build import build  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

PAGES = ["", "?game=king&seed=1", "?game=358&seed=1"]
CLS_LIMIT = 0.1


def run(site: Path, pages: list[str]) -> list[dict]:
    """The results of tools/lighthouse.mjs for ``pages`` (queries) of the folder ``site``."""
    server, url = serve_in_thread(site)
    try:
        env = dict(os.environ, CHROME_PATH=os.environ.get("CHROME_PATH", "/usr/bin/chromium"))
        out = subprocess.run(
            ["node", str(ROOT / "tools" / "lighthouse.mjs"), url, *pages],
            cwd=ROOT,
            env=env,
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    finally:
        server.shutdown()
        server.server_close()
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def report(result: dict) -> bool:
    """Print one page's figures and failures; True if it passes."""
    ok = (
        result["accessibility"] == 100
        and result["bestPractices"] == 100
        and result["cls"] < CLS_LIMIT
    )
    print(
        f"{result['page']:<20} accessibility {result['accessibility']:>3}  "
        f"best practices {result['bestPractices']:>3}  layout shift {result['cls']:.3f}"
        + ("" if ok else "  FAIL")
    )
    for audit in result["failing"]:
        print(f"  {audit['category']}: {audit['id']}: {audit['title']}")
        for item in audit["items"]:
            print(f"    {item}")
    if result["cls"] >= CLS_LIMIT:
        for shift in result["layoutShifts"]:
            print(f"  shift {shift['score']:.3f}: {shift['node']}")
    return ok


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, help="a folder already built (default: build one)")
    parser.add_argument("pages", nargs="*", default=PAGES, help="queries (default: the three)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="king358-lighthouse.") as tmp:
        site = args.site
        if site is None:
            site = Path(tmp) / "site"
            build(site)
        results = run(site, args.pages)
    passed = [report(result) for result in results]
    sys.exit(0 if passed and all(passed) else 1)


if __name__ == "__main__":
    main()
