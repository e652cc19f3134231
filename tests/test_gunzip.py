"""ui/start/gunzip.js's fetchBytes: the built site's Python comes as gzipped zips, unpacked while
they arrive; a host that unpacked them already (Content-Encoding: gzip) gives the zip itself; a file
that does not unpack, or is no zip, is an error that names it."""

from __future__ import annotations

import base64
import gzip
import hashlib
import io
import os
import zipfile

import pytest

# In the page: the SHA-256 of what fetchBytes gives for url, or its error's message.
FETCH = """async (url) => {
  const { fetchBytes } = await import("./ui/start/gunzip.js");
  try {
    const bytes = await fetchBytes(url);
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
  } catch (error) {
    return "error: " + error.message;
  }
}"""


# In the page: fetchBytes on a download that comes in pieces of 4 kB, the first of one byte (the
# page's fetch replaced), halfway cut with `cut`: [the SHA-256 of what it gives, or its error's
# message; what happened, in order: "unpacked" when DecompressionStream gives bytes, "closed"
# when the download ends].
PIECES = """async ([data, cut]) => {
  const { fetchBytes } = await import("./ui/start/gunzip.js");
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  const pieces = [bytes.subarray(0, 1)];
  for (let at = 1; at < bytes.length; at += 4096) pieces.push(bytes.subarray(at, at + 4096));
  const events = [];
  let given = 0;
  window.fetch = async () => new Response(new ReadableStream({
    async pull(controller) {
      await new Promise((ok) => setTimeout(ok, 1));
      if (cut && given === pieces.length >> 1) {
        controller.error(new TypeError("network error"));
      } else if (given === pieces.length) {
        events.push("closed");
        controller.close();
      } else {
        controller.enqueue(pieces[given++].slice());
      }
    },
  }));
  const Real = DecompressionStream;
  window.DecompressionStream = class {
    constructor(format) {
      const real = new Real(format);
      this.writable = real.writable;
      this.readable = real.readable.pipeThrough(new TransformStream({
        transform(chunk, controller) {
          events.push("unpacked");
          controller.enqueue(chunk);
        },
      }));
    }
  };
  try {
    const out = await fetchBytes("./gunzip-test/app.zip.gz");
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", out));
    return [Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join(""), events];
  } catch (error) {
    return ["error: " + error.message, events];
  } finally {
    window.DecompressionStream = Real;
  }
}"""


def a_zip(size: int = 500_000) -> bytes:
    """A stored zip of random bytes (they do not compress)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as archive:
        archive.writestr("noise.bin", os.urandom(size))
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


def test_it_is_unpacked_while_it_arrives_not_after(page):
    page.goto_app("?lang=en")
    data = a_zip(60_000)
    packed = base64.b64encode(gzip.compress(data)).decode()
    digest, events = page.evaluate(PIECES, [packed, False])
    assert digest == hashlib.sha256(data).hexdigest()
    # Bytes came out of the unpacking before the download ended.
    assert events[-1] == "closed" and events[0] == "unpacked"


def test_a_download_cut_halfway_is_an_error_that_names_it(page):
    page.goto_app("?lang=en")
    packed = base64.b64encode(gzip.compress(a_zip(60_000))).decode()
    message, events = page.evaluate(PIECES, [packed, True])
    assert message.startswith("error: ") and "gunzip-test/app.zip.gz does not unpack" in message
    assert "closed" not in events
