import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, written once it is answered (method, scrubbed URL, address, status,
 * time taken), instead of Fastify's two (one as it arrives, one as it ends). Each line runs the
 * secret scrubbing (log-redaction.ts), which was a fifth of a cached answer's cost; a request that
 * never ends still shows in the socket's and the error handler's own lines. Goes with
 * `disableRequestLogging: true` in the app's options (server/app.ts).
 */
export function installAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
