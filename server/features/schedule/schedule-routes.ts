import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { entityDefinitions } from '../../crud/entity-definition.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { rangeBound } from './occurrences.ts';
import { participants, ScheduleOperations, shown, type ScheduleBody, type Scope } from './schedule-operations.ts';

const scheduleEntity = entityDefinitions.schedule;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
/** 1 this occurrence, 2 this and later ones, 3 the whole series (contract §4.4). */
const scopedParams = {
  type: 'object',
  required: ['id', 'type'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, type: { type: 'integer', enum: [1, 2, 3] } },
} as const;

/**
 * The calendar (contract §4.4) over the operations of schedule-operations.ts: events of a date
 * range, info and detail, create, and update or delete of one occurrence (1), it and later ones
 * (2) or the whole series (3).
 */
export function registerScheduleRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const schedules = new ScheduleOperations(services);
  const config = { access: 'signed-in' as const, fieldMessages: scheduleEntity.messages, fieldLabels: scheduleEntity.labels };
  const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);
  const bodySchema = scheduleEntity.bodySchema;

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
      const from = rangeBound(request.query.startTime) ?? 0;
      const to = rangeBound(request.query.endTime) ?? Number.MAX_SAFE_INTEGER;
      return ok({ list: (await schedules.inRange(currentUser(request).userId, from, to)).map(shown) });
    },
  );

  app.get<{ Querystring: { id?: string; groupId?: string } }>(
    '/api/system/Schedule/detail',
    { config, schema: { querystring: { type: 'object', properties: { id: { type: 'string', maxLength: 64 }, groupId: { type: 'string', maxLength: 64 } } } } },
    async (request) => {
      const row = await schedules.visible(request.query.id ?? '', currentUser(request).userId);
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

  app.get<{ Params: { id: string } }>('/api/system/Schedule/:id', { config, schema: { params: idParams } }, async (request) =>
    ok(shown(await schedules.visible(request.params.id, currentUser(request).userId))),
  );

  app.post<{ Body: ScheduleBody }>('/api/system/Schedule', { config, schema: { body: bodySchema } }, async (request) => {
    await schedules.create(currentUser(request).userId, request.body);
    return ok(undefined, translate('createSuccess', lang(request)));
  });

  app.put<{ Params: { id: string; type: Scope }; Body: ScheduleBody }>(
    '/api/system/Schedule/:id/:type',
    { config, schema: { params: scopedParams, body: bodySchema } },
    async (request) => {
      await schedules.update(currentUser(request).userId, request.params.id, request.params.type, request.body);
      return ok(undefined, translate('updateSuccess', lang(request)));
    },
  );

  app.delete<{ Params: { id: string; type: Scope } }>(
    '/api/system/Schedule/:id/:type',
    { config: { access: 'signed-in' }, schema: { params: scopedParams } },
    async (request) => {
      await schedules.remove(currentUser(request).userId, request.params.id, request.params.type);
      return ok(undefined, translate('deleteSuccess', lang(request)));
    },
  );
}
