import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/app-error.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { refusal } from './message-texts.ts';
import { chunks, userLabels } from '../../core/identity/user-labels.ts';
import { messageInfo } from './message-info.ts';
import { filterProperties, idParams, listQuery, type InboxFilter } from './message-schemas.ts';

export const NOTICE_PERMISSION = 'system.notice';

/**
 * The signed-in user's inbox (contract §4.14): the paged list, reading one message (which marks
 * it read), marking all read and deleting receive records. Every query is limited to the
 * user's own receive rows.
 */
export function registerInboxRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const signedIn = { access: 'signed-in' as const };
  const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

  const filtered = (userId: string, filter: InboxFilter) => {
    let query = db.selectFrom('base_message_receive as r').innerJoin('base_message as m', 'm.id', 'r.messageId').where('r.userId', '=', userId);
    if (filter.type) query = query.where('m.type', '=', Number(filter.type));
    if (filter.isRead) query = query.where('r.isRead', '=', Number(filter.isRead));
    const keyword = filter.keyword?.trim();
    if (keyword) query = query.where('m.title', 'like', `%${keyword}%`);
    return query;
  };

  app.get<{ Querystring: InboxFilter & { currentPage?: number; pageSize?: number; sort?: string } }>(
    '/api/message',
    { config: signedIn, schema: { querystring: listQuery } },
    async (request) => {
      const user = currentUser(request);
      const currentPage = request.query.currentPage ?? 1;
      const pageSize = request.query.pageSize ?? 10; // spec §7: the message list asks for 10
      const sort = request.query.sort === 'asc' ? 'asc' : 'desc';
      const base = filtered(user.userId, request.query);
      const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      const rows = await base
        .select([
          'm.id',
          'm.title',
          'm.type',
          'm.flowType',
          'm.excerpt',
          'm.enabledMark',
          'm.releaseTime',
          'm.releaseUserId',
          'm.creatorUserId',
          'm.lastModifyTime',
          'r.isRead',
        ])
        .orderBy('m.releaseTime', sort)
        .orderBy('m.id', sort)
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize)
        .execute();
      const labels = await userLabels(
        db,
        rows.flatMap((row) => [row.releaseUserId, row.creatorUserId]),
      );
      const list = rows.map((row) => ({
        id: row.id,
        title: row.title ?? '',
        type: row.type,
        flowType: row.flowType,
        excerpt: row.excerpt ?? '',
        enabledMark: row.enabledMark,
        isRead: String(row.isRead ?? 0), // "0"/"1" as the contract sends it
        releaseTime: row.releaseTime,
        releaseUser: labels.get(row.releaseUserId ?? '') ?? '',
        creatorUser: labels.get(row.creatorUserId ?? '') ?? '',
        lastModifyTime: row.lastModifyTime,
      }));
      return ok({ list, pagination: { currentPage, pageSize, total: Number(counted?.total ?? 0) } });
    },
  );

  app.get<{ Params: { id: string } }>('/api/message/ReadInfo/:id', { config: signedIn, schema: { params: idParams } }, async (request) => {
    const user = currentUser(request);
    const receive = await db
      .selectFrom('base_message_receive')
      .select(['id', 'isRead'])
      .where('messageId', '=', request.params.id)
      .where('userId', '=', user.userId)
      .executeTakeFirst();
    if (!receive) throw new AppError('recordNotFound');
    if (receive.isRead !== 1) await db.updateTable('base_message_receive').set({ isRead: 1, readTime: Date.now() }).where('id', '=', receive.id).execute();
    const info = await messageInfo(db, request.params.id);
    if (!info) throw new AppError('recordNotFound');
    return ok({ ...info, isRead: '1' });
  });

  app.get<{ Params: { id: string } }>('/api/message/searchInfoById/:id', { config: signedIn, schema: { params: idParams } }, async (request) => {
    const user = currentUser(request);
    const received = await db
      .selectFrom('base_message_receive')
      .select('isRead')
      .where('messageId', '=', request.params.id)
      .where('userId', '=', user.userId)
      .executeTakeFirst();
    // Recipients see their messages; notice administrators see any notice, read or not.
    if (!received && !(await services.authorization.hasPermission(user.userId, NOTICE_PERMISSION))) throw new AppError('recordNotFound');
    const info = await messageInfo(db, request.params.id);
    if (!info) throw new AppError('recordNotFound');
    return ok({ ...info, isRead: String(received?.isRead ?? 0) });
  });

  app.post<{ Body: InboxFilter }>(
    '/api/message/Actions/ReadAll',
    { config: signedIn, schema: { body: { type: 'object', properties: filterProperties } } },
    async (request) => {
      const user = currentUser(request);
      const unread = await filtered(user.userId, { ...request.body, isRead: '0' })
        .select('r.id')
        .execute();
      if (unread.length === 0) return refusal('noUnread', lang(request));
      const now = Date.now();
      for (const part of chunks(unread.map((row) => row.id))) {
        await db.updateTable('base_message_receive').set({ isRead: 1, readTime: now }).where('id', 'in', part).execute();
      }
      return ok(undefined, translate('updateSuccess', lang(request)));
    },
  );

  app.delete<{ Body: { ids: string | string[] } }>(
    '/api/message/Record',
    {
      config: signedIn,
      schema: {
        body: {
          type: 'object',
          required: ['ids'],
          // "id1,id2" per the contract; an array is accepted as well.
          properties: {
            ids: {
              anyOf: [
                { type: 'string', minLength: 1, maxLength: 100_000 },
                { type: 'array', minItems: 1, maxItems: 5000, items: { type: 'string', maxLength: 64 } },
              ],
            },
          },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const ids = (Array.isArray(request.body.ids) ? request.body.ids : request.body.ids.split(',')).map((id) => id.trim()).filter(Boolean);
      for (const part of chunks([...new Set(ids)])) {
        await db.deleteFrom('base_message_receive').where('userId', '=', user.userId).where('messageId', 'in', part).execute();
      }
      return ok(undefined, translate('deleteSuccess', lang(request)));
    },
  );
}
