"""A static file server for the page, on 127.0.0.1 only. Used by `./dev serve` and the tests."""

from __future__ import annotations

import argparse
import functools
import http.server
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# How the tests and the benchmarks launch Debian's Chromium against this server: headless,
# nothing of its own fetched from the network.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".toml": "text/plain",
        ".py": "text/plain",
        ".webmanifest": "application/manifest+json",
    }

    def end_headers(self) -> None:
        # During development every reload should see the files as they are now.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, *args) -> None:
        if self.server.verbose:
            super().log_message(*args)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    verbose = False

    def handle_error(self, request, client_address) -> None:
        """A browser that closed a page while a file was on its way is no error of ours (a
        test's page closes mid-load); anything else is printed as usual."""
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)


def make_server(port: int = 8000, root: Path = ROOT, verbose: bool = False):
    server = Server(("127.0.0.1", port), functools.partial(Handler, directory=str(root)))
    server.verbose = verbose
    return server


def serve_in_thread(root: Path = ROOT):
    """Start a server on a free port; returns (server, base_url). Stop it with shutdown()."""
    server = make_server(0, root)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--root", type=Path, default=ROOT)
    args = parser.parse_args()
    server = make_server(args.port, args.root, verbose=True)
    print(
        f"Serving {args.root} at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C stops)",
        flush=True,
    )
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
