import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { md5 } from '../../../src/auth/md5.ts';
import { md5Password } from '../../../src/auth/md5-password.ts';

describe('md5 in plain JavaScript (no WebAssembly under the Content-Security-Policy)', () => {
  it('gives the RFC 1321 test suite digests', async () => {
    const suite: [string, string][] = [
      ['', 'd41d8cd98f00b204e9800998ecf8427e'],
      ['a', '0cc175b9c0f1b6a831c399e269772661'],
      ['abc', '900150983cd24fb0d6963f7d28e17f72'],
      ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
      ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
      ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
      ['1234567890'.repeat(8), '57edf4a22be3c955ac49da2e2107b67a'],
    ];
    for (const [text, digest] of suite) expect(await md5(text), text).toBe(digest);
  });

  it('hashes the UTF-8 bytes of any text like the server does, at every padding boundary', async () => {
    const texts = ['Portside2026', '港口供应链😀', 'é', ...[55, 56, 57, 63, 64, 65, 119, 120, 1000].map((n) => 'x'.repeat(n))];
    for (let seed = 1; seed <= 200; seed += 1) texts.push(Array.from({ length: seed % 90 }, (_, i) => String.fromCodePoint(((seed * 7919 + i * 104729) % 0xd7ff) + 1)).join(''));
    for (const text of texts) expect(await md5(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
  });

  it('signs in without WebAssembly, which script-src self does not allow', async () => {
    const original = globalThis.WebAssembly;
    const refuse = () => {
      throw new Error("Refused to compile WebAssembly: 'wasm-unsafe-eval' is not allowed");
    };
    globalThis.WebAssembly = { compile: refuse, instantiate: refuse, Module: refuse, Instance: refuse } as unknown as typeof WebAssembly;
    try {
      expect(await md5Password('Portside2026')).toBe(createHash('md5').update('Portside2026').digest('hex'));
    } finally {
      globalThis.WebAssembly = original;
    }
  });
});
