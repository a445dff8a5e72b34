import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { entityDefinitions } from '../../crud/entity-definition.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { AppError } from '../../core/http/app-error.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { newId } from '../../core/db/ids.ts';
import { occurrences, PER_OCCURRENCE, rangeBound, scheduleRefusal } from './occurrences.ts';
import { notifyParticipants } from './schedule-messages.ts';

const scheduleEntity = entityDefinitions.schedule;

type ScheduleRow = Record<string, unknown> & {
  id: string;
  groupId: string | null;
  startDay: number | null;
  creatorUserId: string | null;
  toUserIds: string | null;
};
type Body = Record<string, unknown> & {
  startDay: number;
  endDay: number;
  startTime?: string;
  endTime?: string;
  repetition?: string;
  repeatTime?: number;
  toUserIds?: string[];
};

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
/** 1 this occurrence, 2 this and later ones, 3 the whole series (contract §4.4). */
const scopedParams = {
  type: 'object',
  required: ['id', 'type'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, type: { type: 'integer', enum: [1, 2, 3] } },
} as const;

const participants = (row: { toUserIds: string | null }): string[] => {
  try {
    const parsed = JSON.parse(row.toUserIds ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
};

/**
 * The calendar (contract §4.4): events of a date range that the user created or takes part in,
 * info and detail, create (a repeating event becomes one row per occurrence sharing groupId),
 * and update or delete of one occurrence (1), it and later ones (2) or the whole series (3).
 * Participants get a schedule message when an event is created, changed or deleted.
 */
export function registerScheduleRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const config = { access: 'signed-in' as const, fieldMessages: scheduleEntity.messages, fieldLabels: scheduleEntity.labels };
  const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);
  const bodySchema = scheduleEntity.bodySchema;
  const writable = scheduleEntity.table.columns.map((c) => c.name).filter((name) => name in (bodySchema.properties as object));

  const visibleTo = (row: ScheduleRow, userId: string) => row.creatorUserId === userId || participants(row).includes(userId);
  const shown = (row: ScheduleRow) => ({ ...row, toUserIds: participants(row) });
  const find = async (id: string) => (await db.selectFrom('base_schedule').selectAll().where('id', '=', id).executeTakeFirst()) as ScheduleRow | undefined;
  const owned = async (request: FastifyRequest, id: string) => {
    const row = await find(id);
    if (!row) throw new AppError('recordNotFound');
    if (row.creatorUserId !== currentUser(request).userId) throw new AppError('scheduleNotYours');
    return row;
  };
  /** The rows a scope covers: this one, this and later ones of its series, or the whole series. */
  const scopeRows = async (row: ScheduleRow, scope: number): Promise<ScheduleRow[]> => {
    if (!row.groupId || scope === 1) return [row];
    let query = db.selectFrom('base_schedule').selectAll().where('groupId', '=', row.groupId);
    if (scope === 2) query = query.where('startDay', '>=', row.startDay ?? 0);
    return (await query.execute()) as ScheduleRow[];
  };
  const checkTimes = (body: Body) => {
    const refusal = scheduleRefusal(body);
    if (refusal) throw new AppError(refusal);
  };
  const values = (body: Body) => {
    const picked = Object.fromEntries(writable.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
    if (Array.isArray(body.toUserIds)) picked.toUserIds = JSON.stringify(body.toUserIds);
    return picked;
  };

  app.get<{ Querystring: { startTime?: string; endTime?: string; dateTime?: string } }>(
    '/api/system/Schedule',
    {
      config,
      schema: {
        querystring: {
          type: 'object',
          properties: { startTime: { type: 'string', maxLength: 32 }, endTime: { type: 'string', maxLength: 32 }, dateTime: { type: 'string', maxLength: 32 } },
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).userId;
      const from = rangeBound(request.query.startTime) ?? 0;
      const to = rangeBound(request.query.endTime) ?? Number.MAX_SAFE_INTEGER;
      const rows = (await db
        .selectFrom('base_schedule')
        .selectAll()
        .where('startDay', '<=', to)
        .where('endDay', '>=', from - 86_400_000)
        .orderBy('startDay')
        .orderBy('startTime')
        .limit(5000)
        .execute()) as ScheduleRow[];
      return ok({ list: rows.filter((row) => visibleTo(row, userId)).map(shown) });
    },
  );

  app.get<{ Querystring: { id?: string; groupId?: string } }>(
    '/api/system/Schedule/detail',
    { config, schema: { querystring: { type: 'object', properties: { id: { type: 'string', maxLength: 64 }, groupId: { type: 'string', maxLength: 64 } } } } },
    async (request) => {
      const row = await find(request.query.id ?? '');
      if (!row || !visibleTo(row, currentUser(request).userId)) throw new AppError('recordNotFound');
      const ids = [row.creatorUserId ?? '', ...participants(row)].filter(Boolean);
      const users = ids.length ? await db.selectFrom('base_user').select(['id', 'realName', 'account']).where('id', 'in', ids).execute() : [];
      const label = (id: string) => {
        const user = users.find((u) => u.id === id);
        return user ? `${user.realName}/${user.account}` : '';
      };
      const category = row.category
        ? await db.selectFrom('base_dictionary_data').select('fullName').where('id', '=', String(row.category)).executeTakeFirst()
        : undefined;
      // The view dialog shows the type, the creator and the participants by name; toUserIds travels as a string here.
      return ok({
        ...row,
        toUserIds: participants(row).join(','),
        toUserNames: participants(row).map(label).filter(Boolean).join(','),
        creatorUser: label(row.creatorUserId ?? ''),
        categoryName: category?.fullName ?? '',
      });
    },
  );

  app.get<{ Params: { id: string } }>('/api/system/Schedule/:id', { config, schema: { params: idParams } }, async (request) => {
    const row = await find(request.params.id);
    if (!row || !visibleTo(row, currentUser(request).userId)) throw new AppError('recordNotFound');
    return ok(shown(row));
  });

  app.post<{ Body: Body }>('/api/system/Schedule', { config, schema: { body: bodySchema } }, async (request) => {
    const userId = currentUser(request).userId;
    checkTimes(request.body);
    const base = { ...scheduleEntity.defaults, ...values(request.body) };
    const spans = occurrences(request.body.startDay, request.body.endDay, request.body.repetition ?? '1', request.body.repeatTime);
    const groupId = spans.length > 1 ? newId() : null;
    const ids: string[] = [];
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      for (const [startDay, endDay] of spans) {
        const id = newId();
        ids.push(id);
        await trx
          .insertInto('base_schedule')
          .values({ ...base, id, groupId, startDay, endDay, creatorTime: now, creatorUserId: userId } as never)
          .execute();
      }
    });
    await notifyParticipants(services, { id: ids[0] as string, groupId, title: String(request.body.title) }, request.body.toUserIds ?? [], 1, userId);
    return ok(undefined, translate('createSuccess', lang(request)));
  });

  app.put<{ Params: { id: string; type: number }; Body: Body }>(
    '/api/system/Schedule/:id/:type',
    { config, schema: { params: scopedParams, body: bodySchema } },
    async (request) => {
      const row = await owned(request, request.params.id);
      checkTimes(request.body);
      const scope = request.params.type;
      const changes = values(request.body);
      const rows = await scopeRows(row, scope);
      const now = Date.now();
      const userId = currentUser(request).userId;
      await db.transaction().execute(async (trx) => {
        for (const target of rows) {
          // One occurrence takes the new days too; a series keeps each occurrence's own days.
          const own = target.id === row.id && scope === 1 ? changes : Object.fromEntries(Object.entries(changes).filter(([k]) => !PER_OCCURRENCE.has(k)));
          await trx
            .updateTable('base_schedule')
            .set({ ...own, lastModifyTime: now, lastModifyUserId: userId } as never)
            .where('id', '=', target.id)
            .execute();
        }
      });
      await notifyParticipants(
        services,
        { id: row.id, groupId: row.groupId, title: String(request.body.title) },
        request.body.toUserIds ?? participants(row),
        1,
        userId,
      );
      return ok(undefined, translate('updateSuccess', lang(request)));
    },
  );

  app.delete<{ Params: { id: string; type: number } }>(
    '/api/system/Schedule/:id/:type',
    { config: { access: 'signed-in' }, schema: { params: scopedParams } },
    async (request) => {
      const row = await owned(request, request.params.id);
      const rows = await scopeRows(row, request.params.type);
      await db
        .deleteFrom('base_schedule')
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      await notifyParticipants(
        services,
        { id: row.id, groupId: row.groupId, title: String(row.title ?? '') },
        participants(row),
        3,
        currentUser(request).userId,
      );
      return ok(undefined, translate('deleteSuccess', lang(request)));
    },
  );
}
