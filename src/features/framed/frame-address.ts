/**
 * Pure rules of the framed business pages (spec §2.4, §9): which addresses may be framed, how
 * the business token goes into one, and how tall the frames are.
 */

/** The frame's permissions: camera and microphone, and a broad sandbox, exactly as spec §2.4. */
export const FRAME_ALLOW = 'camera; microphone';
export const FRAME_SANDBOX = 'allow-scripts allow-popups allow-forms allow-downloads allow-top-navigation allow-same-origin';

/**
 * The absolute address to frame, or null: a configured value may be a full http(s) address or
 * a path on this site (resolved against `origin`); anything else (javascript:, data:, …) is refused.
 */
export function safeFrameUrl(value: string, origin: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Puts the business token into an address: in place of every `{token}` placeholder when the
 * address has one (so an administrator chooses where it goes, e.g. the fragment), else as the
 * `token` query parameter, before any fragment.
 */
export function withBusinessToken(address: string, token: string): string {
  const encoded = encodeURIComponent(token);
  if (address.includes('{token}')) return address.split('{token}').join(encoded);
  const hashAt = address.indexOf('#');
  const base = hashAt === -1 ? address : address.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : address.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}token=${encoded}${hash}`;
}

/**
 * Passes a page's own query (`?id=…`) on to the absolute address it frames. The address keeps the
 * parameters it was configured with: a link cannot replace them, only add its own.
 */
export function withPageQuery(url: string, pageQuery: string): string {
  const given = new URLSearchParams(pageQuery.replace(/^\?/, ''));
  if (!given.toString()) return url;
  const target = new URL(url);
  const own = new Set(target.searchParams.keys());
  for (const [name, value] of given) if (!own.has(name)) target.searchParams.append(name, value);
  return target.href;
}

export const DEFAULT_FRAME_HEIGHT = 700;
export const DEFAULT_BODY_HEIGHT = 826;

/** Spec §2.4/§9: window height minus 60, minus 126 while the full-screen flag is on; 700 when the window height is unknown. */
export function frameHeight(windowHeight: number | undefined, fullscreen: boolean): number {
  if (!windowHeight || windowHeight <= 0) return DEFAULT_FRAME_HEIGHT;
  return windowHeight - (fullscreen ? 126 : 60);
}

/** Spec §2.4/§9: a preview dialog's frame is 95 % of the body height minus 194 (body 826 when unknown). */
export function previewFrameHeight(bodyHeight: number | undefined): number {
  const body = bodyHeight && bodyHeight > 0 ? bodyHeight : DEFAULT_BODY_HEIGHT;
  return Math.round(body * 0.95 - 194);
}
