import { BlockList, isIP } from 'node:net';

/**
 * Who is calling, as far as an address can tell. The address a request is counted under (sign-in
 * throttle, IP allow-list, login log, online users) is the socket's peer unless that peer is a
 * proxy the operator named in TRUST_PROXY; only then is X-Forwarded-For believed, so a client
 * cannot pick its own address with a header.
 */

/** proxy-addr's named ranges, which Fastify's trustProxy understands as well as addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify's trustProxy list: comma-separated addresses, CIDR ranges or proxy-addr's
 * named ranges. Empty trusts nobody (X-Forwarded-For is ignored). A typo fails the start rather
 * than silently trusting nobody or everybody.
 */
export function parseTrustedProxies(text: string | undefined): string[] {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!NAMED_RANGES.has(entry) && !parseRange(entry)) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR range or one of ${[...NAMED_RANGES].join(', ')}`);
    }
  }
  return entries;
}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is the IPv4 address. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

/**
 * A matcher for a list of addresses and CIDR ranges (the sign-in allow-list). Entries that are
 * neither are ignored, so one typo does not open or close the list for everyone else.
 */
export function addressMatcher(entries: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const range = parseRange(normaliseAddress(entry));
    if (!range) continue;
    if (range.prefix === undefined) list.addAddress(range.address, range.family);
    else list.addSubnet(range.address, range.prefix, range.family);
  }
  return (address) => {
    const candidate = normaliseAddress(address);
    const family = isIP(candidate);
    if (family === 0) return false;
    return list.check(candidate, family === 4 ? 'ipv4' : 'ipv6');
  };
}

interface Range {
  address: string;
  prefix?: number;
  family: 'ipv4' | 'ipv6';
}

function parseRange(entry: string): Range | null {
  const [address, prefixText, extra] = entry.split('/');
  if (extra !== undefined || !address) return null;
  const family = isIP(address);
  if (family === 0) return null;
  if (prefixText === undefined) return { address, family: family === 4 ? 'ipv4' : 'ipv6' };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  if (prefix > (family === 4 ? 32 : 128)) return null;
  return { address, prefix, family: family === 4 ? 'ipv4' : 'ipv6' };
}
