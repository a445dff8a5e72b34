/**
 * Which hosts an API data interface may call: the system setting `dataInterfaceHostAllowList`,
 * parsed by the caller into entries `host` or `host:port` (IPv6 in brackets, `[::1]:8080`).
 *
 * Stricter than the token allow-list (common/url-rules.ts `mayCarryToken`, where a bare host
 * matches any port): here the server itself makes the request, so a bare host allows only the
 * scheme's default port (80/443) and a host with a port exactly that port — a listed web host
 * does not open its admin or database ports. Names are never resolved: an IP literal matches only
 * when the URL is written with that literal, and a name only that name.
 */

interface HostEntry {
  hostname: string;
  /** null: the scheme's default port only */
  port: number | null;
}

const DEFAULT_PORTS: Readonly<Record<string, number>> = { 'http:': 80, 'https:': 443 };

/** `host`, `host:port`, `[v6]`, `[v6]:port`; nothing else (no scheme, path or user info). A bare IPv6 address (two colons or more) has no port. */
const ENTRY = /^(\[[^\]]+\]|[^:[\]/\\?#@\s]+)(?::(\d{1,5}))?$/u;

/**
 * One setting entry as the URL parser would write its host (lower case, punycode, compressed
 * IPv6), so `Example.COM` and `example.com` compare equal; null for an entry that is not a host.
 */
export function parseHostEntry(entry: string): HostEntry | null {
  const text = entry.trim();
  const bracketed = !text.startsWith('[') && (text.match(/:/gu)?.length ?? 0) > 1 ? `[${text}]` : text;
  const match = ENTRY.exec(bracketed);
  if (!match) return null;
  const [, host = '', port] = match;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}/`).hostname;
  } catch {
    return null;
  }
  if (port === undefined) return { hostname, port: null };
  const number = Number(port);
  return number >= 1 && number <= 65535 ? { hostname, port: number } : null;
}

/** Whether the URL is http(s), carries no user info, and its host and port are on the list (an empty list allows nothing). */
export function isHostAllowed(url: URL, allowed: readonly string[]): boolean {
  const defaultPort = DEFAULT_PORTS[url.protocol];
  if (defaultPort === undefined || url.username || url.password || !url.hostname) return false;
  // URL leaves `port` empty when it is the scheme's default, so `http://host:80` is `http://host`.
  const port = url.port ? Number(url.port) : defaultPort;
  return allowed.some((text) => {
    const entry = parseHostEntry(text);
    if (!entry || entry.hostname !== url.hostname) return false;
    return entry.port === null ? port === defaultPort : entry.port === port;
  });
}
