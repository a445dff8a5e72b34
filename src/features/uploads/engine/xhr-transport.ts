import { requestDecoration, timeoutFor, toQuery, withCacheBuster } from '../../../lib/request/request.ts';
import type { Envelope } from '../../../lib/request/types.ts';

/**
 * The chunk calls' transport: XMLHttpRequest, because only it reports upload progress, decorated
 * as the request client decorates every call (contract §1.1: jnpf-origin, the stored token as
 * Authorization, Accept-Language, the `n` cache-buster). It never shows anything: the chunk
 * uploader decides what a failure means (retry, skip, drop).
 */

/** The request never got an envelope back: no connection, an HTTP error status, a body that is not JSON. */
export class TransportError extends Error {
  constructor(readonly status: number) {
    super(`upload transport failed (HTTP ${status})`);
    this.name = 'TransportError';
  }
}

export interface XhrCall {
  method: 'GET' | 'POST';
  /** a path under /api/ */
  url: string;
  /** GET: the query, serialised like the request client's */
  params?: Record<string, string | number>;
  body?: FormData;
  signal: AbortSignal;
  /** bytes of the body sent so far */
  onProgress?: (sentBytes: number) => void;
}

export function xhrCall<T>(call: XhrCall): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('aborted', 'AbortError');
    if (call.signal.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    // The same base and headers as the request client's (an embedding page may change the base).
    const { base, headers } = requestDecoration();
    xhr.open(call.method, base + withCacheBuster(call.url, toQuery(call.params)));
    xhr.timeout = timeoutFor(call.url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    const abort = () => xhr.abort();
    call.signal.addEventListener('abort', abort, { once: true });
    const done = () => call.signal.removeEventListener('abort', abort);
    if (call.onProgress) {
      const report = call.onProgress;
      xhr.upload.addEventListener('progress', (event) => report(event.loaded));
    }
    xhr.addEventListener('load', () => {
      done();
      if (xhr.status < 200 || xhr.status >= 300) return reject(new TransportError(xhr.status));
      try {
        const envelope = JSON.parse(xhr.responseText) as Envelope<T>;
        if (typeof envelope?.code !== 'number') return reject(new TransportError(xhr.status));
        resolve(envelope);
      } catch {
        reject(new TransportError(xhr.status));
      }
    });
    for (const failure of ['error', 'timeout'] as const) {
      xhr.addEventListener(failure, () => {
        done();
        reject(new TransportError(0));
      });
    }
    xhr.addEventListener('abort', () => {
      done();
      reject(aborted());
    });
    xhr.send(call.body ?? null);
  });
}
