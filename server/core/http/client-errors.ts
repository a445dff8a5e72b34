import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { languageOf, translate } from '../i18n/language.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: a request line with raw bytes
 * or no HTTP version, a NUL or bare CR in a header, a URL or headers past the size limit, a body
 * shorter than its Content-Length when the client stops sending, a request that took too long.
 * They get the same `{code, msg}` envelope as every other refusal, in the language the
 * Accept-Language line asked for when it can still be read, with the matching HTTP status
 * (the exchange is broken, so no proxy may take it for a success), and the connection is closed
 * the polite way: the answer first, then our end of the stream, while whatever the client still
 * sends is read and dropped. Closing with unread data would make the kernel reset the
 * connection, and a client would often lose the answer with it.
 */
export function answerClientError(this: unknown, error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody to answer; a socket answered once is only draining.
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  // Node hands over the bytes it could not parse (typed otherwise by Fastify).
  const raw: unknown = error.rawPacket;
  const packet = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  const { status, key } = refusalOf(error.code, packet);
  // Fastify calls this with the instance as `this`.
  (this as FastifyInstance).log.info({ code: error.code, status }, 'request refused by the HTTP parser');
  // A request whose head was read (its body is what broke) is in flight: its headers say the
  // language, and an answer it already began must not be written over (Node's own rule).
  const inFlight = (socket as Socket & { _httpMessage?: { req?: http.IncomingMessage; headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const asked = inFlight?.req?.headers['accept-language'] ?? /(?:^|\n)accept-language:[ \t]*([^\r\n]*)/i.exec(packet)?.[1];
    const language = languageOf(asked);
    const body = JSON.stringify({ code: status, msg: translate(key, language) });
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
      ...SECURITY_HEADERS,
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  }
  socket.resume();
  // A client that neither reads nor closes does not keep the socket.
  setTimeout(() => socket.destroy(), DRAIN_MS).unref();
}

const answered = new WeakSet<Socket>();

/** How long a refused connection may go on sending before it is cut. */
const DRAIN_MS = 5_000;

/** A request line longer than this is the reason its head overflowed: the URL is too long. */
const LONG_REQUEST_LINE = 8 * 1024;

/**
 * The answer to a parser error. Node refuses heads (request line and headers) past 16 KB as one
 * error; a long request line makes it a too-long URL (414), otherwise the headers are too large (431).
 */
function refusalOf(code: string | undefined, packet: string): { status: number; key: MessageKey } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return packet.split('\n', 1)[0].length > LONG_REQUEST_LINE ? { status: 414, key: 'urlTooLong' } : { status: 431, key: 'headersTooLarge' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, key: 'requestTimeout' };
    case 'HPE_INVALID_EOF_STATE':
      return { status: 400, key: 'requestIncomplete' };
    default:
      return { status: 400, key: 'badRequest' };
  }
}
