// The built site's Python comes gzipped whole (tools/build.py, pack(): app.zip.gz and the
// standard library's python_stdlib.zip.gz). Imported by ui/runtime.js (the page) and
// ui/snapshot.js (its worker).

// The bytes of such a file, unpacked with the browser's own DecompressionStream. A host that sent
// it with Content-Encoding: gzip has had the browser unpack it already: then they are the zip.
export async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  let bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
      bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    } catch (error) {
      throw new Error(`${url} does not unpack: ${error}`);
    }
  }
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new Error(`${url} is no zip`);
  return bytes;
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
