import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { InterfaceFailure } from './run-contract.ts';

/**
 * The connection of one API hop, with its address pinned: the host name is resolved once, the
 * addresses are checked, and the socket connects to the address that was checked (TLS still
 * verifies the certificate for the name). A name cannot be rebound between the check and the
 * connection, and a name on the allow-list cannot lead to the server itself or to a cloud's
 * metadata service: loopback, link-local, unspecified, multicast and broadcast addresses are
 * refused for names. Private ranges stay allowed (a port group's own systems live there); an
 * address written as an IP literal on the allow-list is the administrator's explicit choice and
 * is used as written.
 */

/** Resolves a host name to its addresses (dns.lookup by default; tests put their own). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

const NEVER_FOR_NAMES = new BlockList();
NEVER_FOR_NAMES.addSubnet('127.0.0.0', 8, 'ipv4');
NEVER_FOR_NAMES.addSubnet('169.254.0.0', 16, 'ipv4');
NEVER_FOR_NAMES.addSubnet('0.0.0.0', 8, 'ipv4');
NEVER_FOR_NAMES.addSubnet('224.0.0.0', 4, 'ipv4');
NEVER_FOR_NAMES.addAddress('255.255.255.255', 'ipv4');
NEVER_FOR_NAMES.addAddress('::1', 'ipv6');
NEVER_FOR_NAMES.addAddress('::', 'ipv6');
NEVER_FOR_NAMES.addSubnet('fe80::', 10, 'ipv6');
NEVER_FOR_NAMES.addSubnet('ff00::', 8, 'ipv6');
// Cloud metadata services outside link-local: Alibaba Cloud, Oracle Cloud, AWS over IPv6, and
// link-local or loopback reached through the NAT64 prefix.
NEVER_FOR_NAMES.addAddress('100.100.100.200', 'ipv4');
NEVER_FOR_NAMES.addAddress('192.0.0.192', 'ipv4');
NEVER_FOR_NAMES.addAddress('fd00:ec2::254', 'ipv6');
NEVER_FOR_NAMES.addSubnet('64:ff9b::a9fe:0', 112, 'ipv6');
NEVER_FOR_NAMES.addSubnet('64:ff9b::7f00:0', 104, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is. */
function isRefusedForName(address: string, family: number): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/iu.exec(address);
  if (mapped?.[1]) return NEVER_FOR_NAMES.check(mapped[1], 'ipv4');
  return NEVER_FOR_NAMES.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** The address the hop connects to: an IP literal as written, else the first resolved address that may be used. */
export async function pinnedAddress(hostname: string, resolve: Resolve = systemResolve): Promise<{ address: string; family: number }> {
  const literal = hostname.replace(/^\[|\]$/gu, '');
  const family = isIP(literal);
  if (family !== 0) return { address: literal, family };
  let addresses: { address: string; family: number }[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'ENOTFOUND';
    throw new InterfaceFailure('apiFailed', code);
  }
  const usable = addresses.find((entry) => !isRefusedForName(entry.address, entry.family));
  if (!usable) throw new InterfaceFailure('hostNotAllowed', `${hostname} resolves to an internal address`);
  return usable;
}

export interface PinnedHop {
  url: URL;
  method: 'GET' | 'POST';
  headers: Headers;
  body: string | undefined;
}

/** Bodies a server may send compressed; decoded as a stream, so the size limit counts the inflated bytes. */
function decoded(message: IncomingMessage): Readable {
  const encoding = String(message.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return message.pipe(createGunzip());
  if (encoding === 'deflate') return message.pipe(createInflate());
  if (encoding === 'br') return message.pipe(createBrotliDecompress());
  return message;
}

const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** One request of the hop to its pinned address, answered as a fetch Response (status, headers, a body stream). */
export async function pinnedFetch(hop: PinnedHop, signal: AbortSignal, resolve?: Resolve): Promise<Response> {
  const pinned = await pinnedAddress(hop.url.hostname, resolve);
  // Every lookup of this socket answers the checked address: nothing resolves the name again.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const headers: Record<string, string> = {};
  hop.headers.forEach((value, name) => (headers[name] = value));
  headers['accept-encoding'] = 'gzip, deflate, br';
  if (hop.body !== undefined) headers['content-length'] = String(Buffer.byteLength(hop.body));
  const send = hop.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Response>((resolveResponse, reject) => {
    // TLS verifies the certificate for the URL's host (Node takes the name from it, and sends none for an IP).
    const outgoing = send(hop.url, { method: hop.method, headers, lookup, signal }, (message) => {
      const status = message.statusCode ?? 502;
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(message.headers)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, item);
      }
      const body = NO_BODY_STATUSES.has(status) ? null : (Readable.toWeb(decoded(message)) as ReadableStream<Uint8Array>);
      if (body === null) message.resume();
      try {
        resolveResponse(new Response(body, { status: status < 200 || status > 599 ? 502 : status, headers: responseHeaders }));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    outgoing.on('error', reject);
    outgoing.end(hop.body);
  });
}
