// The built site's Python comes gzipped whole (tools/build.py, pack(): app.zip.gz and the
// standard library's python_stdlib.zip.gz). Imported by ui/start/runtime.js (the page) and
// ui/start/snapshot.js (its worker).

// The bytes of such a file, unpacked with the browser's own DecompressionStream while they
// arrive (the page's thread has time then; by the time Python starts, the main thread is busy and
// unpacking after the download held up its start by 30-50 ms on a cold start). A host that sent
// it with Content-Encoding: gzip has had the browser unpack it already: then they are the zip.
export async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  // (No body at all, as a 204 has: no zip either.)
  const reader = (response.body || new Blob([]).stream()).getReader();
  let gzipped = false;
  let bytes;
  try {
    let head = new Uint8Array(0); // the first bytes, to tell a gzip stream from a zip
    while (head.length < 2) {
      const { done, value } = await reader.read();
      if (done) break;
      head = head.length ? joined(head, value) : value;
    }
    let stream = new ReadableStream({
      start(controller) {
        if (head.length) controller.enqueue(head);
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    });
    gzipped = head[0] === 0x1f && head[1] === 0x8b;
    if (gzipped) stream = stream.pipeThrough(new DecompressionStream("gzip"));
    bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  } catch (error) {
    reader.cancel(error).catch(() => {}); // (the rest of the download, if any, is not wanted)
    throw new Error(gzipped ? `${url} does not unpack: ${error}` : `${url}: ${error}`);
  }
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new Error(`${url} is no zip`);
  return bytes;
}

function joined(a, b) {
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  return both;
}

// Pyodide's standard library from `url`, gzipped: {stdLibURL, install, close} for loadPyodide.
// Pyodide fetches its standard library itself, from stdLibURL, as soon as it is called, and
// writes it to /lib/python3xx.zip: it takes no bytes. Unpacking it first would hold up the whole
// start (the WebAssembly's compiling, a snapshot's restore: 100 ms on a warm start), so Pyodide
// gets an empty stand-in at once, and install(FS), called from fsInit (which Python's start
// waits for), writes the real zip over it once both are there. close() when Pyodide has started
// (a failed snapshot restore starts a second one, which fetches the stand-in again).
export function packedStdlib(url) {
  const bytes = fetchBytes(url);
  bytes.catch(() => {}); // reported by install()
  const stdLibURL = URL.createObjectURL(new Blob([]));
  const install = async (FS) => {
    const data = await bytes;
    for (let waited = 0; ; waited += 10) {
      const name = FS.readdir("/lib").find((n) => /^python\d+\.zip$/.test(n));
      if (name && FS.stat(`/lib/${name}`).size === 0) {
        FS.writeFile(`/lib/${name}`, data);
        return;
      }
      if (waited > 10000) throw new Error("Pyodide wrote no standard library to replace");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { stdLibURL, install, close: () => URL.revokeObjectURL(stdLibURL) };
}
