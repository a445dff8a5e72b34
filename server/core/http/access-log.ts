import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactSecrets } from './log-redaction.ts';

/** Levels at which an info line is written (pino's level names). */
const INFO_OR_FINER = new Set(['info', 'debug', 'trace']);

/**
 * One log line per request, written once it is answered (method, scrubbed URL, status, time taken),
 * instead of Fastify's two (one as it arrives, one as it ends), and with flat fields: the request
 * and reply objects would go through the serialisers and every redaction path (log-redaction.ts),
 * which was a fifth of a cached answer's cost (docs/decisions/0015). Failures keep Fastify's own
 * line with the (scrubbed) error. Given to Fastify as its `logController` (server/app.ts).
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {
    // the completed line says everything the incoming one did
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (!INFO_OR_FINER.has(request.log.level)) return;
    request.log.info(
      { method: request.method, url: redactSecrets(request.url), statusCode: reply.statusCode, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
