import type { FastifyInstance } from 'fastify';
import { redactSecrets } from './log-redaction.ts';

/**
 * One log line per request, written once it is answered (method, scrubbed URL, address, status,
 * time taken), instead of Fastify's two (one as it arrives, one as it ends). Each line runs the
 * secret scrubbing (log-redaction.ts), which was a fifth of a cached answer's cost; a request that
 * never ends still shows in the socket's and the error handler's own lines. Goes with
 * `disableRequestLogging: true` in the app's options (server/app.ts).
 */
/** Levels at which an info line is written (pino's level names). */
const INFO_OR_FINER = new Set(['info', 'debug', 'trace']);

export function installAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    // flat fields only: the request and reply objects would go through the serialisers and every redaction path
    if (INFO_OR_FINER.has(request.log.level))
      request.log.info(
        { method: request.method, url: redactSecrets(request.url), statusCode: reply.statusCode, responseTime: reply.elapsedTime },
        'request completed',
      );
    done();
  });
}
