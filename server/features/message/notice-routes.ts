import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/app-error.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { newId } from '../../core/db/ids.ts';
import { messageText, refusal } from './message-texts.ts';
import { plainText, sanitizeNoticeHtml } from '../../core/rich-text/sanitize-html.ts';
import { effectiveState, messageInfo } from './message-info.ts';
import { recipientIds, releaseNotice } from './notice-release.ts';
import { chunks, userLabels } from '../../core/identity/user-labels.ts';
import { NOTICE_PERMISSION } from './inbox-routes.ts';
import { withButton } from '../../crud/entity-buttons.ts';
import { entityDefinitions } from '../../crud/entity-definition.ts';
import { idParams, noticeBody, noticeListBody as listBody, type NoticeBody, type NoticeListBody } from './message-schemas.ts';

const noticeEntity = entityDefinitions.notice;

/**
 * Notice administration (contract §4.14, the FE347 3.4 routes): paged list, create, update,
 * info, delete and release. Bodies are cleaned with DOMPurify before they are stored.
 */
export function registerNoticeRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  // The refusal texts of the notice form come from its schema (schemas/notice.schema.json).
  const managed = { access: { permission: NOTICE_PERMISSION }, fieldMessages: noticeEntity.messages, fieldLabels: noticeEntity.labels };
  // Writes also need the menu's button when it judges buttons (spec §6); releasing edits the notice.
  const adding = withButton(managed, 'btn_add');
  const editing = withButton(managed, 'btn_edit');
  const removing = withButton(managed, 'btn_remove');
  const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

  /** The stored columns of a notice body, or the refusal when it names unknown users or bad files. */
  const columnsOf = async (body: NoticeBody) => {
    const recipients = recipientIds(body.toUserIds);
    for (const part of chunks(recipients)) {
      const found = await db.selectFrom('base_user').select('id').where('id', 'in', part).execute();
      if (found.length !== part.length) return 'unknownRecipients' as const;
    }
    const files = body.files?.trim() || '[]';
    try {
      if (!Array.isArray(JSON.parse(files))) return 'filesNotJson' as const;
    } catch {
      return 'filesNotJson' as const;
    }
    const bodyText = sanitizeNoticeHtml(body.bodyText ?? '');
    return {
      title: body.title.trim(),
      bodyText,
      excerpt: body.excerpt?.trim() || plainText(bodyText),
      files,
      toUserIds: recipients.join(','),
      coverImage: body.coverImage ?? '',
      remindCategory: body.remindCategory ?? null,
      category: body.category ?? '',
      sendConfigId: body.sendConfigId ?? '',
      expirationTime: body.expirationTime || null,
    };
  };

  app.post<{ Body: NoticeListBody }>('/api/message/Notice', { config: managed, schema: { body: listBody } }, async (request) => {
    const { keyword, enabledMark, type } = request.body ?? {};
    const currentPage = request.body?.currentPage ?? 1;
    const pageSize = request.body?.pageSize ?? 20;
    const now = Date.now();
    let base = db.selectFrom('base_message').where('type', '=', 1);
    if (keyword?.trim()) base = base.where('title', 'like', `%${keyword.trim()}%`);
    if (type && type.length > 0) base = base.where('category', 'in', type);
    if (enabledMark && enabledMark.length > 0) {
      // The state filter works on the state as shown: released and past expiry is "expired".
      base = base.where((eb) =>
        eb.or(
          enabledMark.map((state) =>
            state === 0
              ? eb('enabledMark', '=', 0)
              : state === 1
                ? eb.and([eb('enabledMark', '=', 1), eb.or([eb('expirationTime', 'is', null), eb('expirationTime', '<=', 0), eb('expirationTime', '>=', now)])])
                : eb.or([eb('enabledMark', '=', 2), eb.and([eb('enabledMark', '=', 1), eb('expirationTime', '>', 0), eb('expirationTime', '<', now)])]),
          ),
        ),
      );
    }
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const rows = await base
      .select([
        'id',
        'title',
        'category',
        'enabledMark',
        'creatorUserId',
        'creatorTime',
        'releaseUserId',
        'releaseTime',
        'expirationTime',
        'lastModifyTime',
        'excerpt',
      ])
      .orderBy('creatorTime', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute();
    const labels = await userLabels(
      db,
      rows.flatMap((row) => [row.creatorUserId, row.releaseUserId]),
    );
    const list = rows.map((row) => ({
      id: row.id,
      title: row.title ?? '',
      type: row.category ?? '', // FE347's column is `type`; BE36 calls it `category`
      category: row.category ?? '',
      enabledMark: effectiveState(row.enabledMark, row.expirationTime, now),
      creatorUser: labels.get(row.creatorUserId ?? '') ?? '',
      creatorTime: row.creatorTime,
      releaseUser: labels.get(row.releaseUserId ?? '') ?? '',
      releaseTime: row.releaseTime,
      expirationTime: row.expirationTime,
      lastModifyTime: row.lastModifyTime,
      excerpt: row.excerpt ?? '',
    }));
    return ok({ list, pagination: { currentPage, pageSize, total: Number(counted?.total ?? 0) } });
  });

  app.post<{ Body: NoticeBody }>('/api/message', { config: adding, schema: { body: noticeBody } }, async (request) => {
    const columns = await columnsOf(request.body);
    if (typeof columns === 'string') return refusal(columns, lang(request));
    await db
      .insertInto('base_message')
      .values({
        id: newId(),
        type: 1,
        flowType: null,
        enabledMark: 0,
        releaseUserId: null,
        releaseTime: null,
        ...columns,
        creatorTime: Date.now(),
        creatorUserId: currentUser(request).userId,
        lastModifyTime: null,
        lastModifyUserId: null,
      })
      .execute();
    return ok(undefined, translate('createSuccess', lang(request)));
  });

  app.get<{ Params: { id: string } }>('/api/message/:id', { config: managed, schema: { params: idParams } }, async (request) => {
    const info = await messageInfo(db, request.params.id);
    if (!info || info.type !== 1) throw new AppError('recordNotFound');
    return ok({ ...info, type: info.category });
  });

  app.put<{ Params: { id: string }; Body: NoticeBody }>(
    '/api/message/:id',
    { config: editing, schema: { params: idParams, body: noticeBody } },
    async (request) => {
      const columns = await columnsOf(request.body);
      if (typeof columns === 'string') return refusal(columns, lang(request));
      const result = await db
        .updateTable('base_message')
        .set({ ...columns, lastModifyTime: Date.now(), lastModifyUserId: currentUser(request).userId })
        .where('id', '=', request.params.id)
        .where('type', '=', 1)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new AppError('recordNotFound');
      return ok(undefined, translate('updateSuccess', lang(request)));
    },
  );

  app.delete<{ Params: { id: string } }>('/api/message/:id', { config: removing, schema: { params: idParams } }, async (request) => {
    const found = await db.selectFrom('base_message').select('id').where('id', '=', request.params.id).where('type', '=', 1).executeTakeFirst();
    if (!found) throw new AppError('recordNotFound');
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('base_message_receive').where('messageId', '=', found.id).execute();
      await trx.deleteFrom('base_message').where('id', '=', found.id).execute();
    });
    return ok(undefined, translate('deleteSuccess', lang(request)));
  });

  app.put<{ Params: { id: string } }>('/api/message/:id/Actions/Release', { config: editing, schema: { params: idParams } }, async (request) => {
    if (!(await releaseNotice(services, request.params.id, currentUser(request).userId))) throw new AppError('recordNotFound');
    return ok(undefined, messageText('released', lang(request)));
  });
}
