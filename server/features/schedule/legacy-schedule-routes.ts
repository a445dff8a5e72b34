import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { rangeBound } from './occurrences.ts';
import { ScheduleOperations } from './schedule-operations.ts';
import { fromLegacy, toLegacy, type LegacyBody } from './legacy-schedule.ts';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
const rangeQuery = { type: 'object', properties: { startTime: { type: 'string', maxLength: 32 }, endTime: { type: 'string', maxLength: 32 } } } as const;
const moment = { type: 'integer', minimum: 0, maximum: 253_402_300_799_999 } as const;
/** The legacy form's body; the info it read comes back whole on update, so other fields pass through unread. */
const legacyBody = {
  type: 'object',
  required: ['startTime', 'endTime', 'content'],
  properties: {
    startTime: moment,
    endTime: moment,
    content: { type: 'string', minLength: 1, maxLength: 200 },
    colour: { type: 'string', maxLength: 20 },
  },
} as const;
/** The legacy form's labels, so a refusal names the field as that form does (记录内容不能为空). */
const fieldLabels = {
  startTime: { zh: '起始时间', 'zh-TW': '起始時間', en: 'Start' },
  endTime: { zh: '结束时间', 'zh-TW': '結束時間', en: 'End' },
  content: { zh: '记录内容', 'zh-TW': '記錄內容', en: 'Content' },
  colour: { zh: '标签颜色', 'zh-TW': '標籤顏色', en: 'Colour' },
};

/**
 * The legacy calendar paths the stock JNPF 3.4.7 client's schedule page calls (contract §4.4,
 * `/api/extend/Schedule`), beside the calendar's own `/api/system/Schedule`, over the same events
 * and rules (schedule-operations.ts) in the legacy shape (legacy-schedule.ts): `GET` a range
 * (`startTime`, `endTime`), `GET /{id}`, `POST`, `PUT /{id}` and `DELETE /{id}`, the last two on
 * that one occurrence, by its creator only.
 */
export function registerLegacyScheduleRoutes(app: FastifyInstance, services: Services): void {
  const schedules = new ScheduleOperations(services);
  const config = { access: 'signed-in' as const, fieldLabels };
  const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

  app.get<{ Querystring: { startTime?: string; endTime?: string } }>(
    '/api/extend/Schedule',
    { config, schema: { querystring: rangeQuery } },
    async (request) => {
      const from = rangeBound(request.query.startTime) ?? 0;
      const to = rangeBound(request.query.endTime) ?? Number.MAX_SAFE_INTEGER;
      return ok({ list: (await schedules.inRange(currentUser(request).userId, from, to)).map(toLegacy) });
    },
  );

  app.get<{ Params: { id: string } }>('/api/extend/Schedule/:id', { config, schema: { params: idParams } }, async (request) =>
    ok(toLegacy(await schedules.visible(request.params.id, currentUser(request).userId))),
  );

  app.post<{ Body: LegacyBody }>('/api/extend/Schedule', { config, schema: { body: legacyBody } }, async (request) => {
    await schedules.create(currentUser(request).userId, fromLegacy(request.body));
    return ok(undefined, translate('createSuccess', lang(request)));
  });

  app.put<{ Params: { id: string }; Body: LegacyBody }>(
    '/api/extend/Schedule/:id',
    { config, schema: { params: idParams, body: legacyBody } },
    async (request) => {
      await schedules.update(currentUser(request).userId, request.params.id, 1, fromLegacy(request.body));
      return ok(undefined, translate('updateSuccess', lang(request)));
    },
  );

  app.delete<{ Params: { id: string } }>('/api/extend/Schedule/:id', { config, schema: { params: idParams } }, async (request) => {
    await schedules.remove(currentUser(request).userId, request.params.id, 1);
    return ok(undefined, translate('deleteSuccess', lang(request)));
  });
}
