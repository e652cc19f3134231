"""Render icons/icon.svg into the PNG icons of the web app manifest (192 and 512 pixels square),
with Chromium through Playwright (the browser the tests use). The PNGs are committed:

    python3 tools/icons.py
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "icons" / "icon.svg"
SIZES = (192, 512)


def render(sizes=SIZES) -> list[Path]:
    from playwright.sync_api import sync_playwright

    exe = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    exe = exe if os.path.exists(exe) else shutil.which("chromium")
    svg = SVG.read_text(encoding="utf-8")
    out = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=exe, headless=True, args=["--no-sandbox", "--disable-gpu"]
        )
        for size in sizes:
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(
                "<!doctype html><style>html,body{margin:0}svg{display:block;"
                f"width:{size}px;height:{size}px}}</style>{svg}"
            )
            target = SVG.with_name(f"icon-{size}.png")
            page.locator("svg").screenshot(path=str(target), omit_background=True)
            page.close()
            out.append(target)
        browser.close()
    return out


if __name__ == "__main__":
    for path in render():
        print(f"wrote {path.relative_to(ROOT)}")
