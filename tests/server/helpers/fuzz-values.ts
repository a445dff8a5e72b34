/**
 * The hostile values the fuzz breaks requests with, and the JSON writer that can put values
 * JSON.stringify cannot (1e309, a lone surrogate as raw bytes) into a body.
 */

/** Text written into a JSON body as it is (a number JavaScript cannot hold, a broken fragment). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Bytes written into a body as they are (invalid UTF-8, a lone surrogate encoded as WTF-8). */
export class RawBytes {
  constructor(readonly bytes: Buffer) {}
}

export type FuzzValue = null | boolean | number | string | RawJson | RawBytes | FuzzValue[] | { [key: string]: FuzzValue };

export function toJsonBytes(value: FuzzValue): Buffer {
  const chunks: (string | Buffer)[] = [];
  write(value, chunks);
  return Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk)));
}

function write(value: FuzzValue, out: (string | Buffer)[]): void {
  if (value instanceof RawJson) out.push(value.text);
  else if (value instanceof RawBytes) out.push(value.bytes);
  else if (Array.isArray(value)) {
    out.push('[');
    value.forEach((item, index) => {
      if (index > 0) out.push(',');
      write(item, out);
    });
    out.push(']');
  } else if (value !== null && typeof value === 'object') {
    out.push('{');
    Object.keys(value).forEach((key, index) => {
      if (index > 0) out.push(',');
      out.push(`${JSON.stringify(key)}:`);
      write(value[key] as FuzzValue, out);
    });
    out.push('}');
  } else out.push(JSON.stringify(value) ?? 'null');
}

/** UTF-8 bytes of a string, lone surrogates included (as WTF-8), which Buffer.from would replace. */
export function wtf8(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      bytes.push(...Buffer.from(text.slice(i, i + 2), 'utf8'));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      bytes.push(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f));
    } else bytes.push(...Buffer.from(text[i] as string, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** Percent-encoding that also takes lone surrogates (encodeURIComponent throws on them). */
export function percentEncode(text: string): string {
  return [...wtf8(text)]
    .map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

export const LONG_STRING = 'x'.repeat(100_000);

/** Strings for any text field: empty, control characters, unicode edge cases, injections. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '🚢⚓🏴‍☠️',
  '\ud800',
  'x\udfffy',
  '\u0000🚢\ud800',
  '\u202eevil\u202c',
  'مرحبا',
  '\u200b\u200d\ufeff',
  LONG_STRING,
  'Ω'.repeat(5000),
  "' OR '1'='1' --",
  '"; DROP TABLE base_user; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${jnpfToken}',
  '{{7*7}}',
  '\r\nX-Injected: 1',
  'null',
  '__proto__',
  'constructor',
  'toString',
];

/** Numbers as JSON text, including those JavaScript cannot hold or turns into something else. */
export const HOSTILE_NUMBERS: readonly string[] = [
  '1e309',
  '-1e309',
  '-1',
  '0',
  '0.5',
  '-0',
  '9007199254740992',
  '9007199254740993',
  '1e-309',
  '1e21',
  '123456789012345678901234567890',
  '2147483648',
];

/** Any-type replacements for a field whose type is something else. */
export const WRONG_TYPES: readonly FuzzValue[] = [{}, [], 'text', 123, true, false, null, [1, 2], { a: 1 }, [{}]];

/** Query values, already percent-encoded as they go on the wire. */
export const HOSTILE_QUERY_VALUES: readonly string[] = [
  ...HOSTILE_NUMBERS.map(percentEncode),
  'NaN',
  'Infinity',
  '0x10',
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '%C0%AE',
  '%F0%9F%9A%A2',
  '%00%F0%9F%9A%A2%ED%A0%80',
  '%E2%80%AEevil',
  'x'.repeat(8000),
  '%27%20OR%201%3D1--',
  '%3Cscript%3E',
  '%25',
  '%zz',
  '+',
];

/** Path segments, already percent-encoded. */
export const HOSTILE_PATH_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '%C0%AE%C0%AE',
  '..',
  '%2e%2e',
  '%2F',
  'x'.repeat(1000),
  '%F0%9F%9A%A2',
  '%E2%80%AE',
  '-1',
  '1e309',
  '0.5',
  '%20',
  '%25',
  '%zz',
  '__proto__',
  'constructor',
];

export const INVALID_JSON: readonly string[] = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}}',
  'nul',
  '\u0000',
  '',
  '\ufeff{}',
  '{"a":"\\u12"}',
  '[1,2',
  '"unterminated',
  'NaN',
  '{"a":01}',
];

/** Keys that reach Object.prototype when a body or query is merged carelessly. */
export const PROTOTYPE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

export const WRONG_CONTENT_TYPES: readonly (string | undefined)[] = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json; charset=latin1',
  'application/json;;',
  'application/octet-stream',
  '',
  undefined,
  'image/png',
];

export const nested = (depth: number, kind: 'object' | 'array'): RawJson =>
  new RawJson(kind === 'object' ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}1${']'.repeat(depth)}`);
