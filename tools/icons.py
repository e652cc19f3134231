"""Render icons/icon.svg into the PNG icons of the web app manifest (192 and 512 pixels square),
with Chromium through Playwright (the browser the tests use), as palette PNGs (Pillow): the
icon has a few hundred colours, its flat ones and their anti-aliased edges, and 256 of them
look the same at half the bytes (icon-512: 22 kB as Chromium writes it, 11 kB). A first visit
downloads them (the service worker keeps them for offline use). The PNGs are committed:

    .venv/bin/python tools/icons.py
"""

from __future__ import annotations

import io
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
            shot = page.locator("svg").screenshot(omit_background=True)
            page.close()
            palette(shot, target)
            out.append(target)
        browser.close()
    return out


def palette(png: bytes, target: Path, colours: int = 256) -> None:
    """Write the image as a palette PNG of at most `colours` colours, no dithering (its flat
    colours stay exact; only edge pixels may move to a close neighbour)."""
    from PIL import Image

    image = Image.open(io.BytesIO(png)).convert("RGB")
    quantized = image.quantize(colours, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    quantized.save(target, "PNG", optimize=True)


if __name__ == "__main__":
    for path in render():
        print(f"wrote {path.relative_to(ROOT)}")
