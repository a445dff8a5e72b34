import type { FastifyError, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Nothing that signs a request or proves who someone is reaches the log: session tokens (the
 * Authorization header, `bearer …` anywhere in a text, the socket path
 * /api/message/websocket/{token}), tokens in query strings (/sso?token=…, jnpfToken, tickets),
 * signed download and preview links (/api/file/Download?encryption=…), passwords and captcha answers in
 * bodies or query strings. Fastify logs every request's URL and some error messages quote it, so
 * URLs and free texts are scrubbed as well as the known object paths.
 */

export const REDACTED = '[redacted]';

/** Query parameters (and form fields) whose value is a secret, compared case-insensitively. */
const SECRET_PARAMETERS = [
  'token',
  'jnpfToken',
  'jnpf_token',
  'access_token',
  'refresh_token',
  'ticket',
  'jnpf_ticket',
  'signature',
  'authorization',
  'password',
  'oldPassword',
  'newPassword',
  'userPassword',
  'validatePassword',
  'client_secret',
  'code',
  // the signed download and preview links' token (contract §6.3)
  'encryption',
];

/** Path segments that are themselves secrets: the socket's token. */
const SECRET_PATH_PREFIXES = ['/websocket/'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** `bearer ` before a token, written plainly, percent-encoded or form-encoded. */
const BEARER = '(?:bearer(?:\\s|%20|\\+)+)';
const bearerPattern = new RegExp(`${BEARER}[A-Za-z0-9_\\-.~%]+`, 'gi');
const parameterPattern = new RegExp(`([?&;](?:${SECRET_PARAMETERS.map(escape).join('|')})=)${BEARER}?[^&#\\s"']*`, 'gi');
const pathPattern = new RegExp(`(${SECRET_PATH_PREFIXES.map(escape).join('|')})${BEARER}?[^/?#\\s"']+`, 'gi');

/** The text with every token, password and captcha answer it quotes replaced by [redacted]. */
export function redactSecrets(text: string): string {
  return text.replace(pathPattern, `$1${REDACTED}`).replace(parameterPattern, `$1${REDACTED}`).replace(bearerPattern, `bearer ${REDACTED}`);
}

/** Object paths pino blanks out wherever such an object is logged. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["sec-websocket-protocol"]',
  'headers.authorization',
  'headers.cookie',
  ...['body', 'req.body', 'query', 'req.query'].flatMap((parent) => SECRET_PARAMETERS.map((field) => `${parent}.${field}`)),
  'body.newPasswordPlain',
  'token',
  'password',
];

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * pino's error shape (type, message, stack, code) with secrets scrubbed from the texts. Some
 * callers log `err: error.message`, a string, though the type says FastifyError.
 */
function serializeError(error: FastifyError): LoggedError {
  const value: unknown = error;
  if (!(value instanceof Error)) return { type: typeof value, message: redactSecrets(String(value)), stack: '' };
  const logged: LoggedError = { type: value.name, message: redactSecrets(value.message), stack: redactSecrets(value.stack ?? '') };
  const code = (value as Error & { code?: unknown }).code;
  if (code !== undefined) logged.code = code;
  return logged;
}

/** Fastify's own request serializer (method, url, host, address, port) with the URL scrubbed. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecrets(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const scrubIfText = (value: unknown) => (typeof value === 'string' ? redactSecrets(value) : value);

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** The logger options that keep secrets out: serializers, redaction paths, and a message scrubber. */
export function redactingLoggerOptions(): Pick<LoggerOptions, 'serializers' | 'redact' | 'hooks'> {
  return {
    serializers: {
      req: serializeRequest,
      err: serializeError,
      // @fastify/websocket logs { path: rawRequest.url } for a socket path nobody serves
      path: scrubIfText,
      url: scrubIfText,
    },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    hooks: {
      // Messages are free text (Fastify writes "Route GET:/sso?token=… not found" style texts).
      logMethod(args, method) {
        const scrubbed = args.map(scrubIfText) as Parameters<typeof method>;
        return method.apply(this, scrubbed);
      },
    },
  };
}
