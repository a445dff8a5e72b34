import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { pagingProperties } from '../../core/http/paging.ts';
import { AppError } from '../../core/http/app-error.ts';
import { sanitizeNoticeHtml } from '../../core/rich-text/sanitize-html.ts';
import type { Db } from '../../core/db/database.ts';

interface ListQuery {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
}

const listQuery = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100 },
    ...pagingProperties(50),
  },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

/**
 * The notices anyone may read: released (enabledMark 1), not past their expiration time and
 * addressed to everyone (toUserIds empty). A notice for named users is their business, never
 * the public's; drafts and expired notices are not shown either.
 */
function publicNotices(db: Db, now: number) {
  return db
    .selectFrom('base_message')
    .where('type', '=', 1)
    .where('enabledMark', '=', 1)
    .where((eb) => eb.or([eb('toUserIds', 'is', null), eb('toUserIds', '=', '')]))
    .where((eb) => eb.or([eb('expirationTime', 'is', null), eb('expirationTime', '<=', 0), eb('expirationTime', '>=', now)]));
}

/**
 * GET /api/portal/Notice and /api/portal/Notice/{id}: the public portal's notices (/index,
 * /sIndex, /noticeList, /noticeInfo). Only what a visitor may see is selected: no recipients,
 * no user names or accounts. Bodies were cleaned when stored and are cleaned again on the way
 * out, so a row written around the API cannot carry script to an anonymous visitor.
 */
export function registerPublicNoticeRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const config = { access: 'public' as const };

  app.get<{ Querystring: ListQuery }>('/api/portal/Notice', { config, schema: { querystring: listQuery } }, async (request) => {
    const currentPage = request.query.currentPage ?? 1;
    const pageSize = request.query.pageSize ?? 10;
    const keyword = request.query.keyword?.trim();
    let base = publicNotices(db, Date.now());
    if (keyword) base = base.where('title', 'like', `%${keyword}%`);
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const rows = await base
      .select(['id', 'title', 'excerpt', 'category', 'releaseTime'])
      .orderBy('releaseTime', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute();
    const list = rows.map((row) => ({
      id: row.id,
      title: row.title ?? '',
      excerpt: row.excerpt ?? '',
      category: row.category ?? '',
      releaseTime: row.releaseTime,
    }));
    return ok({ list, pagination: { currentPage, pageSize, total: Number(counted?.total ?? 0) } });
  });

  app.get<{ Params: { id: string } }>('/api/portal/Notice/:id', { config, schema: { params: idParams } }, async (request) => {
    const row = await publicNotices(db, Date.now())
      .where('id', '=', request.params.id)
      .select(['id', 'title', 'excerpt', 'category', 'bodyText', 'releaseTime'])
      .executeTakeFirst();
    if (!row) throw new AppError('recordNotFound');
    return ok({
      id: row.id,
      title: row.title ?? '',
      excerpt: row.excerpt ?? '',
      category: row.category ?? '',
      bodyText: sanitizeNoticeHtml(row.bodyText ?? ''),
      releaseTime: row.releaseTime,
    });
  });

  /** What the portal pages show about the platform itself: the public part of the configuration. */
  app.get('/api/portal/Info', { config }, async () => {
    const settings = await services.config.readPublic();
    const pick = (key: string) => (typeof settings[key] === 'string' ? (settings[key] as string) : '');
    return ok({
      sysName: pick('sysName'),
      sysVersion: pick('sysVersion'),
      title: pick('title'),
      copyright: pick('copyright'),
      publisher: pick('publisher'),
      companyName: pick('companyName'),
      logoIcon: pick('logoIcon'),
    });
  });
}
