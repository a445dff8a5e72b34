import { safeFrameUrl } from './frame-address.ts';
import { frameConfigValue } from './framed-api.ts';
import { FRAME_ORIGINS_KEY } from '../../lib/routes/framed-screens.ts';

/**
 * The window messages framed pages may send (spec §2.4): `fr` opens the report preview with a
 * url, `pdf` opens a preview of a blob with a title. Messages are accepted only from allowed
 * origins: this platform's own (its pages share everything with it already) and those the
 * administrator lists under frameMessageOrigins.
 */
export type FrameMessage = { type: 'fr'; url: string; title?: string } | { type: 'pdf'; blob: Blob; title?: string };

/** The origins of a comma-separated list; entries that are not http(s) origins are dropped. */
export function parseOrigins(list: string): string[] {
  const origins: string[] = [];
  for (const entry of list.split(',')) {
    try {
      const url = new URL(entry.trim());
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.push(url.origin);
    } catch {
      // not an origin
    }
  }
  return origins;
}

let configured: readonly string[] = [];

/** Reads the configured origins again (the host on sign-in, each framed page as it opens). */
export async function refreshFrameOrigins(): Promise<void> {
  try {
    configured = parseOrigins(await frameConfigValue(FRAME_ORIGINS_KEY));
  } catch {
    // the request client has shown why; the last known list stays
  }
}

/** Tests set the list directly. */
export function setFrameOrigins(list: string): void {
  configured = parseOrigins(list);
}

export function isAllowedFrameOrigin(origin: string, ownOrigin: string): boolean {
  return origin === ownOrigin || configured.includes(origin);
}

const optionalTitle = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.slice(0, 200) : undefined);

/** The message a frame sent, or null when it is not one of ours (or its url is not http(s)). */
export function parseFrameMessage(data: unknown, senderOrigin: string): FrameMessage | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const message = value as { type?: unknown; url?: unknown; blob?: unknown; title?: unknown };
  if (message.type === 'fr' && typeof message.url === 'string') {
    // A relative url is the sender's own page, not ours.
    const url = safeFrameUrl(message.url, senderOrigin);
    return url ? { type: 'fr', url, title: optionalTitle(message.title) } : null;
  }
  if (message.type === 'pdf' && typeof Blob !== 'undefined' && message.blob instanceof Blob) {
    return { type: 'pdf', blob: message.blob, title: optionalTitle(message.title) };
  }
  return null;
}
