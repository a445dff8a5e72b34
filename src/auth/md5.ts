/**
 * MD5 (RFC 1321) of a text's UTF-8 bytes as 32 lowercase hex characters, in plain JavaScript.
 * The password sent at sign-in is its MD5 (contract §2.1). A WebAssembly hasher would need
 * 'wasm-unsafe-eval' in the Content-Security-Policy, which allows only our own script files
 * (server/http/security-headers.ts); a password is a few bytes, so speed does not matter here.
 * Not for anything that needs a secure hash.
 */

/** Per-round left rotations. */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
/** floor(2^32 × |sin(i + 1)|) */
const SINES = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);

function digest(bytes: Uint8Array): string {
  // Padding: a 1 bit, zeros to 56 mod 64 bytes, then the length in bits (little-endian, 64 bits).
  const length = (((bytes.length + 8) >>> 6) + 1) * 64;
  const padded = new Uint8Array(length);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(length - 8, (bytes.length * 8) >>> 0, true);
  view.setUint32(length - 4, Math.floor((bytes.length * 8) / 2 ** 32), true);

  let a0 = 0x67452301;
  let b0 = 0xefcdab89;
  let c0 = 0x98badcfe;
  let d0 = 0x10325476;
  const words = new Uint32Array(16);
  for (let offset = 0; offset < length; offset += 64) {
    for (let i = 0; i < 16; i += 1) words[i] = view.getUint32(offset + i * 4, true);
    let [a, b, c, d] = [a0, b0, c0, d0];
    for (let i = 0; i < 64; i += 1) {
      const round = i >>> 4;
      let f: number;
      let g: number;
      if (round === 0) [f, g] = [(b & c) | (~b & d), i];
      else if (round === 1) [f, g] = [(d & b) | (~d & c), (5 * i + 1) % 16];
      else if (round === 2) [f, g] = [b ^ c ^ d, (3 * i + 5) % 16];
      else [f, g] = [c ^ (b | ~d), (7 * i) % 16];
      const sum = (a + f + SINES[i] + words[g]) >>> 0;
      const shift = SHIFTS[round * 4 + (i % 4)];
      [a, d, c] = [d, c, b];
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) >>> 0;
    }
    a0 = (a0 + a) >>> 0;
    b0 = (b0 + b) >>> 0;
    c0 = (c0 + c) >>> 0;
    d0 = (d0 + d) >>> 0;
  }
  const out = new DataView(new ArrayBuffer(16));
  [a0, b0, c0, d0].forEach((word, i) => out.setUint32(i * 4, word, true));
  return Array.from(new Uint8Array(out.buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The same signature as hash-wasm's md5, which it replaces. */
export async function md5(text: string): Promise<string> {
  return digest(new TextEncoder().encode(text));
}
