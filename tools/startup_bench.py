"""Start-up benchmark: how much the app adds to loading the vendored Pyodide, and its memory.

    ./dev startup [--runs 7] [--no-match] [--bytes] [--site DIR]

First, what a first visit downloads, each file once as a compressing static host sends it (gzip -6
of each file; the server notes every file it sends whole), until the first screen and until the
service worker holds the whole app (html[data-offline='1']). `--bytes` stops there. `--site DIR`
measures a folder built earlier (e.g. by an older commit) instead of building the repo.

In one run, on the site as `./dev build` assembles it (in a temporary folder), it measures the
time from navigation start until
  * bare: a generated page that only runs `loadPyodide()` from vendor/pyodide/pyodide.mjs, with
          the site's files: the standard library and lock file trimmed for the app (the strict
          reference: whatever the trimming gains, the bare page gains too),
  * vendored: the same, with the standard library and lock file as vendored (vendor/pyodide of
          the repository, all of them: the bare Pyodide that issue 16's aims are measured
          against), and
  * app:  index.html shows its first screen (html[data-ready='1']),
in three ways, taking turns, beside a bare PyScript page (PyScript as vendored, which writes its
package at start, the same runtime and an empty main: PyScript's own share) and, cold and warm
HTTP, a bare page of Pyodide as npm ships it, before tools/vendor.py compiles its standard
library (the reference for that change):
  * cold:       a new browser context each time (empty HTTP cache, no service worker);
  * warm HTTP:  the same page visited again in the same context, the server sending
                `Cache-Control: max-age=600` as GitHub Pages does (the dev server sends no-cache);
  * warm SW:    visited again with the service worker installed: every runtime file comes from
                its cache (the bare pages' too, but their standard library, which the site has
                gzipped, the vendored page's lock file and the bare PyScript page's PyScript:
                the HTTP cache gives them), and
                the app's Python from the memory snapshot made after the first visit (and, beside
                it, the app with the snapshot moved aside: Python started as usual).
It prints the medians and the ratios app/bare and app/vendored (the aims: at most 1.15 cold,
below 1 warm), both as the ratio of the medians and as the median of each run's own ratio (a bare
and an app visit of the same round: one visit varies by +-15% on a 2-core machine, so few runs
mean little), where the app's time goes,
and the page's memory (after a forced garbage collection): the JS heap (CDP Performance
metrics) and Pyodide's WebAssembly memory, on the bare page, at the first screen, after the first
hand and after a whole match of ?game=king&level=random&speed=instant, the human's moves being
taken at random among the page's [data-action] elements.
"""

from __future__ import annotations

import argparse
import gzip
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools import build, bundle, serve  # noqa: E402
from tools.first_visit import first_visit, report_bytes  # noqa: E402
from tools.serve import CHROMIUM_ARGS  # noqa: E402
from tools.startup_pages import (  # noqa: E402
    AUTOPLAY,
    BARE_PAGE,
    BREAKDOWN,
    HIDE_SNAPSHOT,
    IMPORTS,
    PYSCRIPT_DIR,
    PYSCRIPT_PAGE,
    READY_MARK,
    SHOW_SNAPSHOT,
    VENDORED_DIR,
    VENDORED_PAGE,
    WASM_MEMORY,
    snapshot_url,
)
from tools.startup_report import report  # noqa: E402

BARE = "bench-bare.html"
TIMEOUT_MS = 120_000

STOCK = "bench-stock.html"
STOCK_DIR = "bench-stock-pyodide"
PYSCRIPT = "bench-pyscript.html"
VENDORED = "bench-vendored.html"


class CachingHandler(serve.Handler):
    """Like GitHub Pages: files may be reused from the HTTP cache for 10 minutes. Every file sent
    whole (status 200) is noted in the server's `sent` list: what a visit downloads."""

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")
        http.server.SimpleHTTPRequestHandler.end_headers(self)

    def log_request(self, code="-", size="-") -> None:
        if str(code) == "200":
            self.server.sent.append(self.path.split("?")[0].lstrip("/"))


def start_server(root: Path, handler=CachingHandler):
    import functools
    import threading

    server = serve.Server(("127.0.0.1", 0), functools.partial(handler, directory=str(root)))
    server.sent = []
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


class Problems:
    """Console errors and page errors: a benchmark of a broken page means nothing."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def watch(self, page) -> None:
        page.on("console", lambda m: m.type == "error" and self.seen.append(m.text[:300]))
        page.on("pageerror", lambda e: self.seen.append(str(e)[:300]))


def visit(page, url: str) -> float:
    """Open url; ms from navigation start until html[data-ready='1']."""
    page.goto(url)
    page.wait_for_function("window.__readyAt !== undefined", timeout=TIMEOUT_MS, polling=100)
    return page.evaluate("window.__readyAt")


def new_context(browser, service_workers: str = "block"):
    ctx = browser.new_context(
        viewport={"width": 1280, "height": 800}, service_workers=service_workers
    )
    ctx.add_init_script(READY_MARK)
    return ctx


def timings(
    browser, url: str, runs: int, problems: Problems, out, stock: bool, key: str = ""
) -> dict:
    pages = {
        "bare": f"{url}/{BARE}",
        "vendored": f"{url}/{VENDORED}",
        "app": f"{url}/index.html",
        "pyscript": f"{url}/{PYSCRIPT}",
    }
    if stock:
        pages["stock"] = f"{url}/{STOCK}"
    results = {mode: {name: [] for name in pages} for mode in ("cold", "warm HTTP", "warm SW")}
    results["warm SW"].pop("stock", None)  # not in the precache list
    breakdown = {mode: [] for mode in results}
    for run in range(runs):
        order = list(pages)[run % len(pages) :] + list(pages)[: run % len(pages)]
        for name in order:
            ctx = new_context(browser)
            page = ctx.new_page()
            problems.watch(page)
            results["cold"][name].append(visit(page, pages[name]))
            if name == "app":
                breakdown["cold"].append(page.evaluate(BREAKDOWN))
            results["warm HTTP"][name].append(visit(page, pages[name]))
            if name == "app":
                breakdown["warm HTTP"].append(page.evaluate(BREAKDOWN))
            ctx.close()
        cold, warm = results["cold"], results["warm HTTP"]
        out(
            f"  run {run + 1}: cold bare {cold['bare'][-1]:.0f} ms, app {cold['app'][-1]:.0f} ms;"
            f" warm HTTP bare {warm['bare'][-1]:.0f} ms, app {warm['app'][-1]:.0f} ms"
            f"; bare as vendored cold {cold['vendored'][-1]:.0f} ms,"
            f" warm {warm['vendored'][-1]:.0f} ms"
            + f"; bare PyScript cold {cold['pyscript'][-1]:.0f} ms,"
            f" warm {warm['pyscript'][-1]:.0f} ms"
            + (
                f"; stock Pyodide cold {cold['stock'][-1]:.0f} ms, warm {warm['stock'][-1]:.0f} ms"
                if stock
                else ""
            )
        )
    ctx = new_context(browser, service_workers="allow")
    page = ctx.new_page()
    problems.watch(page)
    visit(page, pages["app"])
    page.wait_for_selector("html[data-offline='1']", state="attached", timeout=TIMEOUT_MS)
    snapshot = "none"
    try:
        page.wait_for_selector("html[data-python-snapshot]", state="attached", timeout=TIMEOUT_MS)
        snapshot = page.evaluate("document.documentElement.dataset.pythonSnapshot")
    except Exception:  # the site has no snapshot (an older build): measure it as it is
        pass
    out(f"  service worker installed; Python's memory snapshot: {snapshot}")
    # "app, no snapshot": the app with its snapshot moved aside (Python starts as usual).
    names = [*results["warm SW"], "app, no snapshot"]
    results["warm SW"]["app, no snapshot"] = []
    starts = []
    for run in range(runs):
        for name in names[run % len(names) :] + names[: run % len(names)]:
            if name == "app, no snapshot":
                page.evaluate(HIDE_SNAPSHOT, key)
            results["warm SW"][name].append(visit(page, pages[name.split(",")[0]]))
            if name == "app, no snapshot":
                page.evaluate(SHOW_SNAPSHOT, key)
            if name == "app":
                breakdown["warm SW"].append(page.evaluate(BREAKDOWN))
                starts.append(breakdown["warm SW"][-1]["start"])
        sw = results["warm SW"]
        out(
            f"  run {run + 1}: warm SW bare {sw['bare'][-1]:.0f} ms, app {sw['app'][-1]:.0f} ms"
            f" (Python from {starts[-1]}), app without its snapshot"
            f" {sw['app, no snapshot'][-1]:.0f} ms, bare as vendored {sw['vendored'][-1]:.0f} ms,"
            f" bare PyScript {sw['pyscript'][-1]:.0f} ms"
        )
    ctx.add_init_script(WASM_MEMORY)
    page = ctx.new_page()
    problems.watch(page)
    visit(page, pages["app"])
    restored = {"memory": memory(page, ctx), "start": page.evaluate(BREAKDOWN)["start"]}
    ctx.close()
    return {"modes": results, "breakdown": breakdown, "restored": restored}


def memory(page, ctx) -> dict:
    """JS heap and WebAssembly memory in bytes, after a forced garbage collection."""
    cdp = ctx.new_cdp_session(page)
    cdp.send("HeapProfiler.enable")
    cdp.send("HeapProfiler.collectGarbage")
    cdp.send("Performance.enable")
    metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    cdp.detach()
    wasm = page.evaluate(
        "(window.__wasmMemories || []).reduce((sum, m) => sum + m.buffer.byteLength, 0)"
    )
    return {
        "js_heap_used": metrics.get("JSHeapUsedSize", 0),
        "js_heap_total": metrics.get("JSHeapTotalSize", 0),
        "wasm": wasm,
        "dom_nodes": metrics.get("Nodes", 0),
    }


def memories(browser, url: str, match: bool, match_timeout: float, problems: Problems, out) -> dict:
    found = {}
    ctx = new_context(browser)
    ctx.add_init_script(WASM_MEMORY)
    page = ctx.new_page()
    problems.watch(page)
    visit(page, f"{url}/{BARE}")
    found["bare Pyodide"] = memory(page, ctx)
    visit(page, f"{url}/index.html")
    found["app, first screen"] = memory(page, ctx)
    ctx.close()
    if not match:
        return found
    ctx = new_context(browser)
    ctx.add_init_script(WASM_MEMORY)
    page = ctx.new_page()
    problems.watch(page)
    query = "?game=king&level=random&speed=instant"
    visit(page, f"{url}/index.html{query}")
    if not page.locator("[data-action], [data-role='scoresheet']").count():
        page.wait_for_timeout(2000)
    if not page.locator("[data-action], [data-role='scoresheet']").count():
        out(
            f"  {query}: no [data-action] nor score sheet on the page: the game URL does not "
            "work yet"
        )
        ctx.close()
        return found
    page.evaluate(AUTOPLAY)
    start = time.perf_counter()
    rows = "table[data-role='scoresheet'] tbody tr"
    try:
        page.wait_for_function(
            f'document.querySelectorAll("{rows}").length >= 1',
            timeout=match_timeout * 1000,
            polling=200,
        )
        page.evaluate("window.__autoplay.on = false")
        page.wait_for_timeout(300)
        found["King, after the first hand"] = memory(page, ctx)
        out(f"  first hand played in {time.perf_counter() - start:.1f} s")
        page.evaluate("window.__autoplay.on = true")
        page.wait_for_selector(
            "html[data-phase='over']", state="attached", timeout=match_timeout * 1000
        )
        page.evaluate("window.__autoplay.on = false")
        found["King, after a whole match"] = memory(page, ctx)
        hands = page.locator(rows).count()
        out(
            f"  match over in {time.perf_counter() - start:.1f} s ({hands} rows in the score sheet)"
        )
    except Exception as error:  # the UI is young: report how far it went
        phase = page.evaluate("document.documentElement.dataset.phase || null")
        out(
            f"  the match did not finish ({type(error).__name__}); phase {phase!r}, "
            f"{page.locator(rows).count()} score rows"
        )
    ctx.close()
    return found


# Stand-alone first, then what the app adds: each row is the cost on top of the rows above it.
MODULES = [
    "json",
    "random",
    "copy",
    "typing",
    "dataclasses",
    "asyncio",
    "traceback",
    "engine",
    "ui.words.i18n",
    "ui.data.storage",
    "ui.app",
]


def pyodide_imports(browser, url: str, problems: Problems, out) -> list:
    """Import times of the stdlib modules the app uses and of the app's own modules, in
    Pyodide (the bare page: Pyodide without PyScript)."""
    ctx = new_context(browser)
    page = ctx.new_page()
    problems.watch(page)
    visit(page, f"{url}/{BARE}")
    page.evaluate(f"window.benchModules = {json.dumps(MODULES)}")
    rows = page.evaluate(IMPORTS, bundle.NAME)
    ctx.close()
    return rows


def python_imports(out) -> None:
    """What importing the engine costs, under CPython (-X importtime), biggest first."""
    result = subprocess.run(
        [sys.executable, "-S", "-X", "importtime", "-c", "import engine"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    rows = []
    for line in result.stderr.splitlines():
        if line.startswith("import time:") and "|" in line and "self" not in line:
            own, total, name = (part.strip() for part in line[12:].split("|"))
            rows.append((int(total), int(own), name.strip()))
    top = max((r for r in rows if r[2] == "engine"), default=(0, 0, "engine"))
    out(
        f"  CPython `import engine`: {top[0] / 1000:.1f} ms cumulative; biggest modules "
        "(own time): "
        + ", ".join(f"{n} {o / 1000:.1f} ms" for _, o, n in sorted(rows, key=lambda r: -r[1])[:8])
    )


def prepare(site: Path, source: Path | None) -> dict:
    """The site to measure in `site`: built from the repo, or a copy of `source` (a folder built
    earlier, e.g. by an older commit), with the bench's own pages beside it."""
    if source:
        shutil.copytree(source, site, symlinks=False)
        data = {"version": json.loads(_list_json(site))["version"]}
    else:
        data = build.build(site, check=False)
    # The bare pages load Pyodide's standard library as Pyodide does, from python_stdlib.zip: the
    # very zip the app unpacks from python_stdlib.zip.gz. So does the import timing, app.zip.
    for name in build.PACKED:
        packed = site / (name + build.GZ)
        if packed.is_file():  # (a site built before they were gzipped has the zips themselves)
            (site / name).write_bytes(gzip.decompress(packed.read_bytes()))
    (site / BARE).write_text(BARE_PAGE, encoding="utf-8")
    (site / PYSCRIPT).write_text(PYSCRIPT_PAGE, encoding="utf-8")
    shutil.copytree(build.ROOT / build.PYSCRIPT, site / PYSCRIPT_DIR)
    # The vendored standard library and lock file, whole (the repository's, also for --site).
    (site / VENDORED_DIR).mkdir()
    for name in ("python_stdlib.zip", "pyodide-lock.json"):
        shutil.copyfile(build.ROOT / "vendor" / "pyodide" / name, site / VENDORED_DIR / name)
    (site / VENDORED).write_text(VENDORED_PAGE, encoding="utf-8")
    return data


def _list_json(site: Path) -> str:
    text = (site / "precache.js").read_text(encoding="utf-8")
    return text[text.index("{") : text.rindex("}") + 1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs per measure (default 7)")
    parser.add_argument("--no-match", action="store_true", help="skip the whole-match memory")
    parser.add_argument("--match-timeout", type=float, default=600, help="seconds (default 600)")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    parser.add_argument("--bytes", action="store_true", help="only the first visit's bytes")
    parser.add_argument("--site", type=Path, help="measure this built folder instead of a build")
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright

    exe = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    exe = exe if os.path.exists(exe) else shutil.which("chromium")
    out = lambda text: print(text, flush=True)  # noqa: E731
    figures: dict = {}
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        try:
            data = prepare(site, args.site)
        except build.BuildError as error:
            print(f"cannot build the site: {error}", file=sys.stderr)
            return 1
        npm = ROOT / "node_modules" / "pyodide"
        stock = (npm / "pyodide.mjs").is_file() and not args.bytes
        if stock:  # for comparison: Pyodide before tools/vendor.py compiled its standard library
            shutil.copytree(npm, site / STOCK_DIR, ignore=shutil.ignore_patterns("*.map", "*.d.ts"))
            (site / STOCK).write_text(
                BARE_PAGE.replace("./vendor/pyodide/", f"./{STOCK_DIR}/"), encoding="utf-8"
            )
        server, url = start_server(site)
        load = os.getloadavg()
        out(
            f"site version {data['version']} at {url}; {os.cpu_count()} cores, load average "
            f"{load[0]:.1f}"
        )
        problems = Problems()
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS, headless=True)
            figures["bytes"] = first_visit(browser, url, site, server, problems, TIMEOUT_MS)
            if not args.bytes:
                figures["timings"] = timings(
                    browser, url, args.runs, problems, out, stock, snapshot_url(site)
                )
                figures["memory"] = memories(
                    browser, url, not args.no_match, args.match_timeout, problems, out
                )
                restored = figures["timings"]["restored"]
                name = f"app, first screen ({restored['start']})"
                figures["memory"][name] = restored["memory"]
                figures["imports"] = pyodide_imports(browser, url, problems, out)
            browser.close()
        server.shutdown()
    report_bytes(figures["bytes"], out)
    if not args.bytes:
        report(figures["timings"], figures["memory"], out)
        out(
            "\nPython start-up work: imports from app.zip in Pyodide without PyScript (each on "
            "top of the ones above; modules newly loaded):"
        )
        for name, ms, count, error in figures["imports"]:
            out(f"  {name:12s} {ms:8.1f} ms {count:4d} modules" + (f"  ({error})" if error else ""))
        python_imports(out)
    if problems.seen:
        out("\nConsole errors on the pages (the figures may not mean much):")
        for text in dict.fromkeys(problems.seen):
            out(f"  {text}")
    if args.json:
        args.json.write_text(
            json.dumps({"version": data["version"], **figures}, indent=1), encoding="utf-8"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
