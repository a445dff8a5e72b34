import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { languageOf, translate } from '../i18n/language.ts';
import { validationMessage } from './validation-message.ts';
import { withSecurityHeaders } from './security-headers.ts';
import { noteServerError } from './operation-log.ts';

/**
 * Turns every failure into the envelope, in the caller's language, with no stack trace:
 * refusals raised by routes, validation failures, framework errors raised before a route
 * runs (malformed JSON, oversized body, wrong content type) and unknown routes.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = languageOf(request.headers['accept-language']);
    if (error instanceof AppError) {
      const body: Record<string, unknown> = { code: error.code, msg: error.texts?.[language] ?? translate(error.messageKey, language, error.params) };
      if (error.data !== undefined) body.data = error.data;
      return reply.status(200).send(body);
    }
    if (error.validation) {
      // Labels name a form's fields: a query or path parameter is no field and keeps the generic words.
      const labels = error.validationContext === 'body' ? request.routeOptions.config?.fieldLabels : undefined;
      const msg = validationMessage(error.validation[0], language, request.routeOptions.config?.fieldMessages, request.body, labels);
      return reply.status(200).send({ code: 400, msg });
    }
    const status = error.statusCode ?? (isMultipartError(error, request) ? 400 : 500);
    if (status >= 400 && status < 500) {
      // Malformed JSON or multipart, body too large, unsupported media type…: the caller's fault, said plainly.
      request.log.info({ err: error.message, code: error.code }, 'request refused before the route ran');
      if (status === 413) return reply.status(200).send({ code: 413, msg: translate('requestTooLarge', language) });
      return reply.status(200).send({ code: 400, msg: translate('badRequest', language) });
    }
    request.log.error({ err: error }, 'unhandled error');
    // The exception log keeps the message under the request id; the caller gets only the generic text.
    noteServerError(request, error);
    return reply.status(200).send({ code: 500, msg: translate('serverError', language) });
  });

  app.setNotFoundHandler((request, reply) => {
    const language = languageOf(request.headers['accept-language']);
    reply.status(404).send({ code: 404, msg: translate('notFound', language) });
  });
}

/**
 * Errors the router raises before any hook runs (a malformed URL, a path parameter longer than
 * the router accepts): the same envelope as every other refusal, never Fastify's own body.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = languageOf(request.headers['accept-language']);
  request.log.info({ err: error.message, code: error.code }, 'request refused by the router');
  // No hook has run for this request, so the headers every answer carries are added here.
  void withSecurityHeaders(reply)
    .status(200)
    .send({ code: 400, msg: translate('badRequest', language) });
}

/**
 * A multipart body the parser could not read (cut short, no boundary, a broken part header):
 * busboy raises these as plain errors without a status from inside the route's read of the file,
 * and a file stream that ends before its part does as a premature close.
 */
function isMultipartError(error: FastifyError, request: FastifyRequest): boolean {
  if (/[\\/]@fastify[\\/](busboy|multipart)[\\/]/.test(error.stack ?? '')) return true;
  // (isMultipart exists only where the multipart plugin is registered)
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' && typeof request.isMultipart === 'function' && request.isMultipart();
}
