"""The page's longest main-thread task while the strongest bots think, for both games.

    ./dev longtask [--moves 6]

Opens the app at the strongest level at normal pace, plays the human's first legal action
several times, and prints the longest task the browser reported (PerformanceObserver
'longtask', tasks over 50 ms) and the longest single slice of bot thought the page measured
(html[data-bot-step-ms]). The aim is under 100 ms: the page must never freeze.
"""

from __future__ import annotations

import argparse
import os

from engine import bots
from tools.serve import CHROMIUM_ARGS, serve_in_thread

OBSERVE = """() => { window.__long = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries())
    window.__long.push(e.duration); }).observe({type: 'longtask', buffered: false}); }"""


def measure(browser, url: str, kind: str, moves: int) -> tuple[float, int]:
    ctx = browser.new_context(service_workers="block")
    page = ctx.new_page()
    page.goto(f"{url}/index.html?game={kind}&seed=3&level={bots.LEVELS[-1]}&speed=fast&lang=en")
    page.wait_for_selector("html[data-ready='1']", timeout=120_000)
    page.evaluate(OBSERVE)
    for _ in range(moves):
        page.wait_for_selector("html[data-to-move='0'] [data-action]", timeout=120_000)
        page.locator("[data-action]").first.click()
        page.wait_for_timeout(200)
    page.wait_for_selector("html[data-to-move='0'] [data-action]", timeout=120_000)
    longest = max(page.evaluate("window.__long"), default=0.0)
    step = int(page.locator("html").get_attribute("data-bot-step-ms") or 0)
    ctx.close()
    return longest, step


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=6)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    server, url = serve_in_thread()
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(
                executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                args=CHROMIUM_ARGS,
                headless=True,
            )
            for kind in ("king", "358"):
                longest, step = measure(browser, url, kind, args.moves)
                print(
                    f"{kind:5s} longest main-thread task {longest:6.0f} ms; "
                    f"longest slice of bot thought {step} ms"
                )
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
