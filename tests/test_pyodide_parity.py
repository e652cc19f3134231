"""The engine plays exactly the same games under Pyodide's Python 3.14 as under CPython."""

import json
import os
import re

import pytest

from tests.conftest import BOOT_TIMEOUT_MS, ROOT
from tools.playout import random_game

CASES = [
    ("king", 11, None),
    ("king", 12, {"first_leader": "dealer_left"}),
    ("358", 11, None),
    ("358", 12, {"trump_duty": "must_trump_overtrump"}),
]

CHECK = """
import json
from pyscript import document
from tools.playout import random_game
cases = json.loads(document.body.dataset.cases)
document.body.dataset.result = json.dumps([random_game(k, s, o) for k, s, o in cases])
"""


def check_page() -> str:
    toml = (ROOT / "pyscript.toml").read_text(encoding="utf-8")
    files = dict(re.findall(r'^"(\./engine/[^"]+)" = "([^"]+)"', toml, re.M))
    files.update(
        {"./tools/__init__.py": "./tools/__init__.py", "./tools/playout.py": "./tools/playout.py"}
    )
    config = json.dumps({"interpreter": "./vendor/pyodide/pyodide.mjs", "files": files})
    cases = json.dumps(CASES).replace("'", "&#39;")
    return f"""<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module" src="./vendor/pyscript/core.js"></script></head>
<body data-cases='{cases}'><script type="py" config='{config}'>{CHECK}</script></body></html>"""


@pytest.mark.skipif(
    bool(os.environ.get("SITE_ROOT")),
    reason="a built site has no plain engine "
    "files; tests/test_bytecode.py plays these games from its app.zip",
)
def test_seeded_random_games_in_pyodide_match_cpython(page, server):
    page.route(
        "**/__engine_check.html",
        lambda route: route.fulfill(body=check_page(), content_type="text/html"),
    )
    page.goto(f"{server}/__engine_check.html")
    page.wait_for_selector("body[data-result]", state="attached", timeout=BOOT_TIMEOUT_MS * 3)
    in_pyodide = json.loads(page.locator("body").get_attribute("data-result"))
    in_cpython = [random_game(kind, seed, options) for kind, seed, options in CASES]
    for case, ours, theirs in zip(CASES, in_cpython, in_pyodide, strict=True):
        assert ours == theirs, f"{case}: Pyodide played a different game than CPython"
