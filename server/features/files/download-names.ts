import { extensionOf } from '../../../common/files/file-kinds.ts';

const MAX_NAME_CHARACTERS = 200;
const WINDOWS_REFUSED = '"<>:|?*';
const isControl = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
};

/**
 * A file name safe to hand to a browser or to write into a zip: the last part of any path (so
 * `../../x` and `a\b` name no folder), without control characters, quotes and the characters
 * Windows refuses, without leading dots or trailing dots and spaces, at most 200 characters.
 * Falls back when nothing is left.
 */
export function safeFileName(name: string | undefined, fallback: string): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(last)
    .filter((character) => !isControl(character) && !WINDOWS_REFUSED.includes(character))
    .join('')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  const characters = Array.from(cleaned);
  if (characters.length === 0) return fallback;
  if (characters.length <= MAX_NAME_CHARACTERS) return cleaned;
  // Too long: keep the extension, shorten the stem.
  const extension = extensionOf(cleaned);
  const suffix = extension && extension.length < 16 ? `.${extension}` : '';
  return characters.slice(0, MAX_NAME_CHARACTERS - suffix.length).join('') + suffix;
}

/** RFC 5987 value characters: everything else is percent-encoded (encodeURIComponent leaves ' ( ) * alone). */
const rfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition with the name twice: `filename*` (RFC 5987, UTF-8) for every current
 * browser, and a plain ASCII `filename` for the rest; with `plainName: false`, `filename*` alone.
 */
export function contentDisposition(disposition: 'attachment' | 'inline', name: string, plainName = true): string {
  const encoded = `filename*=UTF-8''${rfc5987(name)}`;
  if (!plainName) return `${disposition}; ${encoded}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `${disposition}; filename="${ascii}"; ${encoded}`;
}
