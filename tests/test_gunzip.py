"""ui/gunzip.js's fetchBytes: the built site's Python comes as gzipped zips, unpacked while they
arrive; a host that unpacked them already (Content-Encoding: gzip) gives the zip itself; a file
that does not unpack, or is no zip, is an error that names it."""

from __future__ import annotations

import gzip
import hashlib
import io
import os
import zipfile

import pytest

pytestmark = pytest.mark.browser

# In the page: the SHA-256 of what fetchBytes gives for url, or its error's message.
FETCH = """async (url) => {
  const { fetchBytes } = await import("./ui/gunzip.js");
  try {
    const bytes = await fetchBytes(url);
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
  } catch (error) {
    return "error: " + error.message;
  }
}"""


def a_zip() -> bytes:
    """A stored zip of half a megabyte that does not compress: it arrives in many pieces."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as archive:
        archive.writestr("noise.bin", os.urandom(500_000))
        archive.writestr("ui/__init__.pyc", b"\x00" * 100)
    return out.getvalue()


@pytest.fixture
def served(page):
    """page at the app, and serve(name, body): a file of that body under /gunzip-test/."""
    page.goto_app("?lang=en")
    files: dict[str, bytes] = {}
    page.route(
        "**/gunzip-test/*",
        lambda route: route.fulfill(
            status=200,
            body=files[route.request.url.rsplit("/", 1)[1]],
            content_type="application/octet-stream",
        ),
    )

    def serve(name: str, body: bytes) -> str:
        files[name] = body
        return page.evaluate(FETCH, f"./gunzip-test/{name}")

    return serve


def test_a_gzipped_zip_is_unpacked_whole(served):
    data = a_zip()
    assert served("app.zip.gz", gzip.compress(data)) == hashlib.sha256(data).hexdigest()


def test_a_zip_a_host_already_unpacked_is_taken_as_it_is(served):
    data = a_zip()
    assert served("app.zip.gz", data) == hashlib.sha256(data).hexdigest()


def test_a_broken_or_foreign_file_is_an_error_that_names_it(served):
    data = gzip.compress(a_zip())
    cut = served("cut.zip.gz", data[: len(data) // 2])
    assert cut.startswith("error: ") and "gunzip-test/cut.zip.gz does not unpack" in cut
    other = served("other.zip.gz", gzip.compress(b"<!doctype html><p>Not found</p>"))
    assert other.startswith("error: ") and other.endswith("gunzip-test/other.zip.gz is no zip")
    empty = served("empty.zip.gz", b"")
    assert empty.endswith("gunzip-test/empty.zip.gz is no zip")
