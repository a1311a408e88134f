// The SHA-256 a source is named by in a link (`sha256=`), computed where the bytes are: on
// the page, or in the decompression worker for a folder's files (core/unpack-worker.ts), so
// that hashing a game install's binders does not take the page's time.

/** The SHA-256 of bytes as hex (null where the browser offers no crypto.subtle: not a secure context). */
export async function sha256Hex(bytes: Uint8Array): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
