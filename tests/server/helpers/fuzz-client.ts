import http from 'node:http';
import net from 'node:net';

/**
 * The fuzz talks to a listening server over real sockets (not Fastify's inject), so Node's
 * HTTP parser, its header limits and a server that drops the connection are all in play.
 */

export type Answer = { status: number; contentType: string; body: string } | { error: string };

const TIMEOUT_MS = 15_000;

export class FuzzClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  constructor(private readonly port: number) {}

  send(request: { method: string; url: string; headers: Record<string, string>; body?: Buffer }): Promise<Answer> {
    return new Promise((resolve) => {
      const headers: Record<string, string | number> = { ...request.headers };
      if (request.body !== undefined) headers['content-length'] = request.body.length;
      let settled = false;
      const finish = (answer: Answer) => {
        if (!settled) {
          settled = true;
          resolve(answer);
        }
      };
      let outgoing: http.ClientRequest;
      try {
        outgoing = http.request({ host: '127.0.0.1', port: this.port, method: request.method, path: request.url, headers, agent: this.agent }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            finish({
              status: response.statusCode ?? 0,
              contentType: String(response.headers['content-type'] ?? ''),
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', (error) => finish({ error: `response broken: ${error.message}` }));
        });
      } catch (error) {
        // The client itself refused the request (a character Node will not send): not the server's doing.
        finish({ status: 0, contentType: 'client-refused', body: (error as Error).message });
        return;
      }
      outgoing.setTimeout(TIMEOUT_MS, () => {
        outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`));
      });
      outgoing.on('error', (error) => finish({ error: `connection: ${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` }));
      outgoing.end(request.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/**
 * Sends bytes as they are (a request line Node's client would refuse to write) on a new
 * connection and reads until the server closes it. A connection closed without a status line
 * is a dropped connection.
 */
export function rawExchange(port: number, bytes: Buffer): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (answer: Answer) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(TIMEOUT_MS, () => finish({ error: `no answer within ${TIMEOUT_MS} ms` }));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const parsed = parseResponse(Buffer.concat(chunks));
      if (parsed) finish(parsed);
    });
    socket.on('error', (error) =>
      finish(
        chunks.length > 0
          ? (parseResponse(Buffer.concat(chunks), true) ?? { error: error.message })
          : { error: `connection: ${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` },
      ),
    );
    socket.on('close', () =>
      finish(
        chunks.length > 0
          ? (parseResponse(Buffer.concat(chunks), true) ?? { error: 'connection closed mid-answer' })
          : { error: 'connection closed without an answer' },
      ),
    );
    socket.write(bytes);
  });
}

/** A complete HTTP/1.1 response from raw bytes, or null while more is expected. */
function parseResponse(data: Buffer, final = false): Answer | null {
  const headerEnd = data.indexOf('\r\n\r\n');
  if (headerEnd < 0) return final ? { error: `answer without headers: ${JSON.stringify(data.toString('latin1').slice(0, 80))}` } : null;
  const head = data.subarray(0, headerEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0);
  const headers = new Map(head.slice(1).map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  let body = data.subarray(headerEnd + 4);
  const length = headers.get('content-length');
  if (length !== undefined) {
    if (body.length < Number(length)) return final ? { error: 'connection closed mid-answer' } : null;
    body = body.subarray(0, Number(length));
  } else if ((headers.get('transfer-encoding') ?? '').includes('chunked')) {
    const decoded = decodeChunked(body);
    if (!decoded) return final ? { error: 'connection closed mid-answer' } : null;
    body = decoded;
  } else if (!final) return null;
  return { status, contentType: headers.get('content-type') ?? '', body: body.toString('utf8') };
}

function decodeChunked(data: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd < 0) return null;
    const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) return null;
    if (size === 0) return Buffer.concat(parts);
    if (data.length < lineEnd + 2 + size + 2) return null;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}
