import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { recordReads, type ReadRecord } from '../db/read-recorder.ts';
import { DATA_TABLES, type CacheStamp } from '../identity/cache-versions.ts';
import { languageOf } from '../i18n/language.ts';
import { TIME_ZONE_HEADER, timeZoneOf } from '../i18n/time-zone.ts';

/**
 * Answers of read routes kept as the bytes that were sent (docs/decisions/0015-response-cache.md).
 * A route opts in with `config.responseCache`; its answer is kept per user, language, time zone
 * and URL, tagged with the `data` and `grant` counters its request's session check read before
 * the handler ran (cache-versions.ts: database triggers move them in the writing transaction,
 * whichever process or tool wrote). A later request with the same counters gets the same bytes
 * without running the handler; the session and permission checks still run first on every request.
 * An answer is kept only when every statement its handler ran is known to have read tables the
 * `data` counter watches (read-recorder.ts), so nothing read elsewhere can go stale in here.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a GET whose answer depends only on the caller, their language and time zone, the URL and watched tables */
    responseCache?: boolean;
  }
  interface FastifyInstance {
    /** counts since start, for tests and diagnostics */
    responseCacheStats: ResponseCacheStats;
  }
}

export interface ResponseCacheStats {
  /** answers sent from the cache */
  hits: number;
  /** answers kept after their handler ran */
  stored: number;
}

interface Entry {
  body: Buffer;
  type: string;
  data: number;
  grant: number;
}

interface Ticket {
  key: string;
  counters: CacheStamp;
  record: ReadRecord | null;
  completed: boolean;
}

export interface ResponseCacheOptions {
  /** bytes kept at most, all entries together (least recently used go first) */
  maxBytes: number;
  /** an answer larger than this is never kept */
  maxEntryBytes: number;
}

const DEFAULTS: ResponseCacheOptions = { maxBytes: 16 * 1024 * 1024, maxEntryBytes: 2 * 1024 * 1024 };

const tickets = new WeakMap<FastifyRequest, Ticket>();

/**
 * The answer's bytes over an ArrayBuffer made by the global constructor: Fastify sends a payload as
 * bytes only when `payload.buffer instanceof ArrayBuffer`, and where the global is another realm's
 * (the component tests run the app under jsdom) Node's own buffers fail that and would be sent as
 * JSON of their bytes. In a server both are the same constructor.
 */
function ownBytes(payload: string | Buffer): Buffer {
  const length = typeof payload === 'string' ? Buffer.byteLength(payload, 'utf8') : payload.length;
  const bytes = Buffer.from(new ArrayBuffer(length));
  if (typeof payload === 'string') bytes.write(payload, 'utf8');
  else payload.copy(bytes);
  return bytes;
}

const keyOf = (request: FastifyRequest, userId: string): string =>
  `${userId}\n${languageOf(request.headers['accept-language'])}\n${timeZoneOf(request.headers[TIME_ZONE_HEADER])}\n${request.url}`;

const isKeepable = (record: ReadRecord | null): boolean => {
  if (!record || record.unknown || record.tables.size === 0) return false;
  for (const table of record.tables) if (!DATA_TABLES.has(table)) return false;
  return true;
};

/**
 * Must be installed after the access control (its lookup needs the request's session) and before
 * the routes it serves (it wraps their handlers as they register).
 */
export function installResponseCache(app: FastifyInstance, options: Partial<ResponseCacheOptions> = {}): void {
  const { maxBytes, maxEntryBytes } = { ...DEFAULTS, ...options };
  // least recently used go first, the entries' bytes summed so the whole stays under maxBytes
  const store = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.body.length) });
  const stats: ResponseCacheStats = { hits: 0, stored: 0 };
  app.decorate('responseCacheStats', stats);

  app.addHook('onRoute', (route) => {
    if (!route.config?.responseCache) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) throw new Error(`${route.url}: only GET answers may be cached`);
    const handler = route.handler as (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown;
    const wrapped = function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const ticket = tickets.get(request);
      if (!ticket) return handler.call(this, request, reply);
      const { record, result } = recordReads(async () => handler.call(this, request, reply));
      ticket.record = record;
      return result.then((value) => {
        ticket.completed = true;
        return value;
      });
    };
    route.handler = wrapped as RouteHandlerMethod;
  });

  // Callback hooks: no promise per request on routes that do not cache, and an early answer is
  // simply sent (not awaited twice through the reply's then).
  app.addHook('onRequest', (request, reply, done) => {
    const user = request.sessionUser;
    if (!request.routeOptions.config?.responseCache || request.method !== 'GET' || !user?.counters) return done();
    const key = keyOf(request, user.userId);
    const entry = store.get(key);
    if (entry && entry.data === user.counters.data && entry.grant === user.counters.grant) {
      stats.hits++;
      reply.header('content-type', entry.type);
      void reply.send(entry.body);
      return;
    }
    if (entry) store.delete(key);
    tickets.set(request, { key, counters: user.counters, record: null, completed: false });
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const ticket = tickets.get(request);
    if (!ticket) return done(null, payload);
    tickets.delete(request);
    const keepable = ticket.completed && reply.statusCode === 200 && isKeepable(ticket.record) && (typeof payload === 'string' || Buffer.isBuffer(payload));
    if (!keepable) return done(null, payload);
    const body = ownBytes(payload as string | Buffer);
    if (body.length > maxEntryBytes) return done(null, payload);
    const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    store.set(ticket.key, { body, type, data: ticket.counters.data, grant: ticket.counters.grant });
    stats.stored++;
    done(null, body);
  });
}
