/**
 * URL rules of the public pages, pure so they are tested without a browser.
 *
 * A same-origin relative path (the target of /sso, /auth-redirect and short links): one leading
 * `/`, never `//` or `/\` (which browsers read as another host), no control characters or
 * backslashes. The server's twin is server/portal/same-origin-path.ts.
 */
export function isSameOriginPath(value: string): boolean {
  if (value.length === 0 || value.length > 1000) return false;
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
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
