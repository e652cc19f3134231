// The built site's Python comes gzipped whole (tools/build.py, pack(): app.zip.gz and the
// standard library's python_stdlib.zip.gz): fetchBytes fetches such a file and unpacks it, with
// the browser's own DecompressionStream. A host that sent it with Content-Encoding: gzip has had
// the browser unpack it already: bytes that do not start as gzip does are the file itself.
// Imported by ui/runtime.js (the page) and ui/snapshot.js (its worker).
export async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
