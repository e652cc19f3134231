"""What a first visit downloads, as a compressing static host sends it (gzip -6 of each file,
once): until the first screen and until the page works offline. Part of ./dev startup
(tools/startup_bench.py; `--bytes` measures this alone)."""

from __future__ import annotations

import gzip
from pathlib import Path


def gzip_size(path: Path) -> int:
    """Bytes of the file as a compressing static host sends it: gzip -6."""
    return len(gzip.compress(path.read_bytes(), 6, mtime=0))


def first_visit(browser, url: str, site: Path, server, problems, timeout_ms: int) -> dict:
    """What a first visit downloads (each file once, gzip -6), until the first screen and until
    the service worker has the whole app (the page says it works offline): {phase: {path: n}}.
    ``server`` notes each file it sends whole in ``server.sent``; ``problems.watch(page)``."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="allow")
    page = ctx.new_page()
    problems.watch(page)
    server.sent.clear()
    page.goto(f"{url}/index.html")
    page.wait_for_selector("html[data-ready='1']", state="attached", timeout=timeout_ms)
    first = list(dict.fromkeys(server.sent))
    page.wait_for_selector("html[data-offline='1']", state="attached", timeout=timeout_ms)
    page.wait_for_timeout(500)
    whole = list(dict.fromkeys(server.sent))
    ctx.close()
    sizes = {name: gzip_size(site / (name or "index.html")) for name in whole}
    return {
        "until the first screen": {n: sizes[n] for n in first},
        "until it works offline": sizes,
    }


def report_bytes(found: dict, out) -> None:
    out("\nFirst visit, bytes as a compressing host sends them (gzip -6 of each file, once):")
    for phase, files in found.items():
        out(f"  {phase}: {len(files)} files, {sum(files.values()) / 1e6:.2f} MB")
    files = found["until it works offline"]
    for name, size in sorted(files.items(), key=lambda item: -item[1])[:8]:
        out(f"    {name or 'index.html':40s} {size / 1e6:6.3f} MB")
    rest = sorted(files.items(), key=lambda item: -item[1])[8:]
    if rest:
        out(f"    {len(rest)} more files{'':27s} {sum(s for _, s in rest) / 1e6:6.3f} MB")
