import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Text no route may receive: NUL (PostgreSQL refuses it in text, so it failed there as a 500,
 * and C-based tools cut strings at it) and half of a UTF-16 surrogate pair (no character at all;
 * it cannot be stored or sent on as UTF-8 without being changed).
 */
const FORBIDDEN_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isForbiddenText = (text: string): boolean => FORBIDDEN_TEXT.test(text);

/**
 * The first string (key or value) of a parsed body or query holding forbidden text, as the
 * dotted path to it ('' for the value itself), or undefined. Walks without recursion, so a
 * deeply nested body cannot overflow the stack.
 */
export function forbiddenTextPath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (isForbiddenText(current)) return path;
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (isForbiddenText(key)) return path;
        pending.push([item, itemPath]);
      }
    }
  }
  return undefined;
}

type PropertySchema = { type?: string | string[] };

/**
 * Whether a number a schema declares is out of any usable range. Query and form values arrive
 * as text and ajv turns "1e309" into Infinity without checking it against the type, minimum or
 * maximum again (with strictNumbers, ajv's default, range checks skip non-finite numbers), so it
 * reached the database as an offset or a value (code 500). Integers must also be exact
 * (safe integers): past 2^53 a number is no longer the one the client sent.
 */
function outOfRange(property: PropertySchema, value: unknown): boolean {
  const types = Array.isArray(property.type) ? property.type : [property.type];
  if (!types.includes('integer') && !types.includes('number')) return false;
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (Number.isNaN(number)) return false; // not a number at all: the schema's own check refuses it
  if (!Number.isFinite(number)) return true;
  return types.includes('integer') && !types.includes('number') && Number.isInteger(number) && !Number.isSafeInteger(number);
}

/** The first top-level field of `data` whose number the schema's properties cannot take. */
function fieldOutOfRange(schema: unknown, data: unknown): string | undefined {
  const properties = (schema as { properties?: Record<string, PropertySchema> } | undefined)?.properties;
  if (!properties || data === null || typeof data !== 'object') return undefined;
  return Object.keys(properties).find((name) => Object.hasOwn(data, name) && outOfRange(properties[name], (data as Record<string, unknown>)[name]));
}

/** The request's path and query, decoded; undefined when a %-sequence is not UTF-8 (a lone surrogate as %ED%A0%80). */
function decodedUrl(request: FastifyRequest): string | undefined {
  try {
    return decodeURIComponent(request.raw.url ?? request.url);
  } catch {
    return undefined;
  }
}

/**
 * Every request, before any route and before the session is checked: an address whose
 * %-escapes are not UTF-8 or that carries NUL is refused (400). After parsing, before the
 * schemas: forbidden text anywhere in the body, query or path parameters, and numbers out of
 * range in the fields the route's schemas declare, are refused (400 naming the field), so
 * nothing reaches a handler or the database.
 */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const url = decodedUrl(request);
    done(url === undefined || url.includes('\0') ? new AppError('badCharacters') : undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const field = forbiddenTextPath(request[part]);
      if (field !== undefined) return done(field ? new AppError('badCharactersField', { params: { field: shortened(field) } }) : new AppError('badCharacters'));
    }
    const schema = request.routeOptions.schema;
    const parts = [
      [schema?.params, request.params],
      [schema?.querystring, request.query],
      [schema?.body, request.body],
    ] as const;
    for (const [partSchema, data] of parts) {
      const field = fieldOutOfRange(partSchema, data);
      if (field) return done(new AppError('badRequestField', { params: { field } }));
    }
    done();
  });
}

/** A field path as a message may show it (an attacker's key can be long). */
const shortened = (path: string): string => (path.length > 64 ? `${path.slice(0, 64)}…` : path);
