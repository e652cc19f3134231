"""The static server of `./dev serve` and the tests (tools/serve.py): a browser that hangs up
while a file is on its way is no error to print; a request it cannot serve still is."""

from __future__ import annotations

import socket
import struct
import time

from tools import serve


def hang_up_mid_file(url_port: int, path: str) -> None:
    sock = socket.create_connection(("127.0.0.1", url_port))
    sock.sendall(f"GET /{path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    sock.recv(1024)  # the headers and the first bytes
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    sock.close()  # a reset, as a closed tab sends


def test_a_browser_hanging_up_mid_file_prints_nothing(tmp_path, capfd):
    (tmp_path / "big.bin").write_bytes(b"x" * 8_000_000)
    server, _ = serve.serve_in_thread(tmp_path)
    try:
        port = server.server_address[1]
        for _ in range(3):
            hang_up_mid_file(port, "big.bin")
        time.sleep(0.5)  # the server's thread notices when it writes on
    finally:
        server.shutdown()
    assert "Exception occurred" not in capfd.readouterr().err


def test_other_errors_are_still_printed(capfd):
    server = serve.make_server(0)
    try:
        raise ValueError("broken handler")
    except ValueError:
        server.handle_error(None, ("127.0.0.1", 1))
    finally:
        server.server_close()
    assert "ValueError: broken handler" in capfd.readouterr().err
