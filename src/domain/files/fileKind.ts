/**
 * What kind of file some bytes are, read from their signature, never from the file's name or the browser's
 * claim (ARCHITECTURE.md §7 Files). The browser checks an upload with it before sending, the server again
 * before storing.
 */
export type FileKind = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/gif';

const SIGNATURES: readonly (readonly [FileKind, readonly number[]])[] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]], // GIF8 (7a or 9a)
];

/** The kind these bytes are by their signature, or null when they are none of the kinds known. */
export function fileKindOf(bytes: Uint8Array): FileKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)) return kind;
  }
  return null;
}
