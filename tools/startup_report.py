"""The start-up benchmark's report (tools/startup_bench.py): medians, the ratios of the app to
the bare pages, where the app's time goes, and memory."""

from __future__ import annotations

import statistics


def median(values):
    return statistics.median(values) if values else float("nan")


def report(result: dict, mems: dict, out) -> None:
    out("\nStart-up, median ms from navigation start until ready:")
    out(f"  {'':12s} {'bare Pyodide':>13s} {'app':>8s} {'app/bare':>9s} {'per run':>8s}")
    for mode, pages in result["modes"].items():
        bare, app = median(pages["bare"]), median(pages["app"])
        paired = median([a / b for a, b in zip(pages["app"], pages["bare"], strict=True)])
        out(f"  {mode:12s} {bare:13.0f} {app:8.0f} {app / bare:9.2f} {paired:8.2f}")
        if pages.get("app, no snapshot"):
            fresh = pages["app, no snapshot"]
            paired = median([a / b for a, b in zip(fresh, pages["bare"], strict=True)])
            out(
                f"  {'  no snapshot':12s} {'':13s} {median(fresh):8.0f} "
                f"{median(fresh) / bare:9.2f} {paired:8.2f}   (the app with its snapshot aside)"
            )
    out(
        f"\n  {'':12s} {'as vendored':>13s} {'app':>8s} {'app/it':>9s} {'per run':>8s}   (bare "
        "Pyodide with its standard library and lock file as vendored: the aims' reference)"
    )
    for mode, pages in result["modes"].items():
        vendored, app = median(pages["vendored"]), median(pages["app"])
        paired = median([a / b for a, b in zip(pages["app"], pages["vendored"], strict=True)])
        out(f"  {mode:12s} {vendored:13.0f} {app:8.0f} {app / vendored:9.2f} {paired:8.2f}")
    out(
        f"\n  {'':12s} {'bare PyScript':>13s} {'/bare':>6s} {'app/it':>7s}   (PyScript as "
        "vendored: its own share, and the app's against it)"
    )
    for mode, pages in result["modes"].items():
        ps, bare, app = (median(pages[k]) for k in ("pyscript", "bare", "app"))
        out(f"  {mode:12s} {ps:13.0f} {ps / bare:6.2f} {app / ps:7.2f}")
    for mode, pages in result["modes"].items():
        if pages.get("stock"):
            stock, app = median(pages["stock"]), median(pages["app"])
            out(
                f"  {mode}: Pyodide as npm ships it (standard library as sources, compiled at "
                f"each start) {stock:.0f} ms; app/that {app / stock:.2f}"
            )
    for mode, parts in result["breakdown"].items():
        if not parts or not all(p["pythonLoaded"] and p["scriptStarted"] for p in parts):
            continue
        wasm, loaded, started, ready = (
            median([p[key] for p in parts])
            for key in ("wasmFetched", "pythonLoaded", "scriptStarted", "ready")
        )
        starts = ", ".join(sorted({str(p["start"]) for p in parts}))
        out(
            f"  app, {mode}: runtime fetched by {wasm:.0f} ms, Python loaded ({starts}) by"
            f" {loaded:.0f} ms, PyScript runs the page's script at {started:.0f} ms, ready at"
            f" {ready:.0f} ms: the app's own Python (imports, first screen) takes about"
            f" {ready - started:.0f} ms, PyScript {started - loaded:.0f} ms after Python loaded"
        )
    out("\nMemory after garbage collection (MB):")
    out(f"  {'':36s} {'JS heap used':>12s} {'JS heap total':>13s} {'wasm memory':>12s}")
    for name, m in mems.items():
        out(
            f"  {name:36s} {m['js_heap_used'] / 1e6:12.1f} {m['js_heap_total'] / 1e6:13.1f} "
            f"{m['wasm'] / 1e6:12.1f}"
        )
