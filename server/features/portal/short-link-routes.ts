import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { portalRefusal } from './portal-texts.ts';
import { isSameOriginPath } from '../../../common/url-rules.ts';

interface CreateBody {
  target: string;
  expirationTime?: number | null;
}

const createBody = {
  type: 'object',
  required: ['target'],
  additionalProperties: false,
  properties: {
    target: { type: 'string', minLength: 1, maxLength: 1000 },
    expirationTime: { type: ['integer', 'null'], minimum: 0 },
  },
} as const;

/**
 * Pages a short link must never open: the token hand-overs (a link that signs a visitor in as
 * someone else), and the pages that themselves open an address from the query (a short link must
 * not launder one). Compared like the browser router matches: decoded, case-insensitive, without
 * a trailing slash.
 */
const FORBIDDEN_PATHS = new Set(['/sso', '/auth-redirect', '/externallink', '/formshortlink', '/showimage']);

/** True when the same-origin path opens a forbidden page or carries a `token` parameter. */
function isForbiddenTarget(target: string): boolean {
  let url: URL;
  let path: string;
  try {
    url = new URL(target, 'http://short-link.invalid');
    path = decodeURIComponent(url.pathname);
  } catch {
    return true;
  }
  path = path.replace(/\/+$/, '').toLowerCase() || '/';
  if (FORBIDDEN_PATHS.has(path)) return true;
  return [...url.searchParams.keys()].some((key) => key.trim().toLowerCase() === 'token');
}

/** Ids are 16 url-safe characters from 12 random bytes: short, and not worth guessing. */
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } } } as const;

/**
 * Short links (/formShortLink?id=…). A signed-in user turns a page path of this site into a
 * short id (POST /api/portal/ShortLink); anyone resolves the id (GET /api/portal/ShortLink/{id})
 * to the path, which the browser then opens, so the page's own access rules still apply. Only
 * same-origin relative paths are stored, so a short link can never send a visitor elsewhere,
 * and never to a token hand-over or a page that opens an address of its own.
 */
export function registerShortLinkRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

  app.post<{ Body: CreateBody }>('/api/portal/ShortLink', { config: { access: 'signed-in' }, schema: { body: createBody } }, async (request) => {
    const target = request.body.target.trim();
    if (!isSameOriginPath(target)) return portalRefusal('shortLinkTarget', lang(request));
    if (isForbiddenTarget(target)) return portalRefusal('shortLinkForbidden', lang(request));
    const id = randomBytes(12).toString('base64url');
    await db
      .insertInto('base_short_link')
      .values({
        id,
        target,
        expirationTime: request.body.expirationTime || null,
        enabledMark: 1,
        creatorUserId: currentUser(request).userId,
        creatorTime: Date.now(),
      })
      .execute();
    return ok({ id, url: `/formShortLink?id=${id}` });
  });

  app.get<{ Params: { id: string } }>('/api/portal/ShortLink/:id', { config: { access: 'public' }, schema: { params: idParams } }, async (request) => {
    const row = await db
      .selectFrom('base_short_link')
      .select(['target', 'expirationTime', 'enabledMark'])
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    const expired = row?.expirationTime !== null && row?.expirationTime !== undefined && row.expirationTime > 0 && row.expirationTime < Date.now();
    if (!row || row.enabledMark !== 1 || expired || !isSameOriginPath(row.target ?? '') || isForbiddenTarget(row.target ?? ''))
      return portalRefusal('shortLinkInvalid', lang(request));
    return ok({ target: row.target });
  });
}
