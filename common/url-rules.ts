/**
 * The URL rules both halves run with the same code (spec §5 URL checks), using only the standard URL
 * parser and base64/TextDecoder, which the browser and Node share:
 * - what a menu link may point at, and where the `${jnpfToken}` placeholder may carry the session
 *   token (contract §3 type 7, docs/security/rank-rule.md): the server checks an address before it
 *   stores a menu, the browser again before it fills the placeholder;
 * - same-origin paths (the target of /sso, /auth-redirect and short links; the server checks a short
 *   link's target before storing it), /showImage sources and the /externalLink address.
 */

export const TOKEN_PLACEHOLDER = '${jnpfToken}';
export const DATAV_PLACEHOLDER = '${dataV}';

/** Stand-ins for the placeholders while an address is parsed; they cannot occur in a real host. */
const TOKEN_STAND_IN = 'portside-token-placeholder';
const DATAV_STAND_IN = '/DataV';

/** Whitespace, control and invisible characters: browsers drop some of them, which would let `java\tscript:` through. */
const hasUnsafeCharacter = (address: string): boolean =>
  /[\s\u00ad\u200b-\u200f\u2060\ufeff]/u.test(address) ||
  [...address].some((character) => {
    const code = character.codePointAt(0) ?? 0;
    return code < 0x20 || (code >= 0x7f && code <= 0xa0);
  });

/** The hosts of the allow-list setting: separated by commas, semicolons or whitespace, lower-cased. */
export function parseHostList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[\s,;]+/u)
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** An in-app path: `/` not followed by a second `/` or a `\` (those leave the site). */
export function isInAppPath(address: string): boolean {
  return /^\/(?![/\\])/u.test(address);
}

/** `${dataV}` at the start stands for this site's data-visualisation path. */
const resolvedDataV = (address: string): string => (address.startsWith(DATAV_PLACEHOLDER) ? DATAV_STAND_IN + address.slice(DATAV_PLACEHOLDER.length) : address);

/**
 * A link address a menu may hold (spec §5 URL checks: http(s), mailto, tel), or an in-app path
 * starting with `/` (a leading `${dataV}` counts as one). Empty means no address and is allowed.
 */
export function isAllowedLinkAddress(address: string): boolean {
  if (address === '') return true;
  if (hasUnsafeCharacter(address)) return false;
  const resolved = resolvedDataV(address);
  if (isInAppPath(resolved)) return true;
  if (/^(mailto|tel):./iu.test(resolved)) return true;
  if (!/^https?:\/\/[^/\\?#]/iu.test(resolved)) return false;
  return parsed(resolved) !== null;
}

function parsed(address: string): URL | null {
  try {
    return new URL(address.split(TOKEN_PLACEHOLDER).join(TOKEN_STAND_IN));
  } catch {
    return null;
  }
}

/** Another address inside this one: `//` or `\\` after a colon or `=`, plain or percent-encoded (`https://…`, `?url=//host`). */
const EMBEDDED_ADDRESS = /(?::|%3a|=|%3d)(?:\/|%2f|\\|%5c){2}/iu;

/**
 * Whether `${jnpfToken}` may be filled in this address: always for in-app paths (and `${dataV}`),
 * for an http(s) address of the same origin as the page, or whose host is on the allow-list —
 * an entry with a port (`bi.example.com:8443`) must match host and port, one without matches the
 * host name on any port. A host built from the placeholder itself never qualifies.
 */
export function mayCarryToken(address: string, allowList: readonly string[], origin?: string): boolean {
  if (!isAllowedLinkAddress(address)) return false;
  const resolved = resolvedDataV(address);
  // An in-app page may itself load an address from its query (/showImage?url=https://…): the token
  // stays only in in-app paths that carry no other address, plain or percent-encoded.
  if (isInAppPath(resolved)) return !EMBEDDED_ADDRESS.test(resolved);
  const url = /^https?:/iu.test(resolved) ? parsed(resolved) : null;
  if (!url || url.host.includes(TOKEN_STAND_IN) || url.username || url.password) return false;
  if (origin && url.origin === origin) return true;
  return allowList.some((entry) => {
    const host = entry.toLowerCase();
    return /:\d+$/u.test(host) ? host === url.host : host === url.hostname;
  });
}

/**
 * A same-origin relative path (redirect targets, short links): one leading `/`, never `//` or `/\`
 * (which browsers read as another host), no control characters or backslashes.
 */
export function isSameOriginPath(value: string): boolean {
  if (value.length === 0 || value.length > 1000) return false;
  if (!isInAppPath(value)) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  return true;
}

/** The redirect target of a token hand-over: a safe relative path, else the home page. */
export function redirectTarget(value: string | null | undefined, fallback = '/home'): string | null {
  if (value === null || value === undefined || value === '') return fallback;
  return isSameOriginPath(value) ? value : null;
}

/**
 * An image address /showImage may show: a same-origin path, or an absolute http(s) URL. Anything
 * else (javascript:, data:, blob:, protocol-relative) is refused. Returns the URL to use or null.
 */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/')) return isSameOriginPath(value) ? value : null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Schemes /externalLink opens (spec §5, URL checks). */
const EXTERNAL_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export type ExternalLink = { kind: 'frame'; url: string } | { kind: 'open'; url: string } | { kind: 'refused' };

/**
 * /externalLink?href=…: href is the base64 of the URL-encoded URL (spec §2.1). Only http and
 * https (framed) and mailto and tel (opened on request) are accepted; anything else, including a
 * value that does not decode, is refused and nothing is opened.
 */
export function decodeExternalHref(href: string | null | undefined): ExternalLink {
  if (!href) return { kind: 'refused' };
  let decoded: string;
  try {
    const binary = atob(href.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, ''));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    decoded = decodeURIComponent(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).trim();
  } catch {
    return { kind: 'refused' };
  }
  let url: URL;
  try {
    url = new URL(decoded);
  } catch {
    return { kind: 'refused' };
  }
  if (!EXTERNAL_SCHEMES.has(url.protocol)) return { kind: 'refused' };
  return url.protocol === 'http:' || url.protocol === 'https:' ? { kind: 'frame', url: url.href } : { kind: 'open', url: url.href };
}

/** The href value /externalLink expects for a URL (the inverse of decodeExternalHref). */
export function encodeExternalHref(url: string): string {
  const bytes = new TextEncoder().encode(encodeURIComponent(url));
  return btoa(String.fromCharCode(...bytes));
}
