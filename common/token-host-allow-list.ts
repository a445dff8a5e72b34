/**
 * What a menu link may point at, and where the `${jnpfToken}` placeholder may carry the session
 * token (contract §3 type 7, docs/security/rank-rule.md). The server checks an address before it
 * stores a menu; the browser checks it again before it fills the placeholder, with the same code.
 * Uses only the standard URL parser, which the browser and Node share.
 */

export const TOKEN_PLACEHOLDER = '${jnpfToken}';
export const DATAV_PLACEHOLDER = '${dataV}';

/** Stand-ins for the placeholders while an address is parsed; they cannot occur in a real host. */
const TOKEN_STAND_IN = 'portside-token-placeholder';
const DATAV_STAND_IN = '/DataV';

/** Whitespace, control and invisible characters: browsers drop some of them, which would let `java\tscript:` through. */
const hasUnsafeCharacter = (address: string): boolean =>
  /[\s\u00ad\u200b-\u200f\u2060\ufeff]/u.test(address) || [...address].some((character) => {
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

/**
 * Whether `${jnpfToken}` may be filled in this address: always for in-app paths (and `${dataV}`),
 * for an http(s) address of the same origin as the page, or whose host is on the allow-list —
 * an entry with a port (`bi.example.com:8443`) must match host and port, one without matches the
 * host name on any port. A host built from the placeholder itself never qualifies.
 */
export function mayCarryToken(address: string, allowList: readonly string[], origin?: string): boolean {
  if (!isAllowedLinkAddress(address)) return false;
  const resolved = resolvedDataV(address);
  if (isInAppPath(resolved)) return true;
  const url = /^https?:/iu.test(resolved) ? parsed(resolved) : null;
  if (!url || url.host.includes(TOKEN_STAND_IN) || url.username || url.password) return false;
  if (origin && url.origin === origin) return true;
  return allowList.some((entry) => {
    const host = entry.toLowerCase();
    return /:\d+$/u.test(host) ? host === url.host : host === url.hostname;
  });
}
