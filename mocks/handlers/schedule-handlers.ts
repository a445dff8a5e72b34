import { http } from 'msw';
import { Ajv } from 'ajv';
import { scheduleEntity } from '../../server/generated/schedule.ts';
import { occurrences, PER_OCCURRENCE, rangeBound, scheduleRefusal } from '../../server/schedule/occurrences.ts';
import { validationMessage } from '../../server/http/validation-message.ts';
import { translate } from '../../server/i18n/language.ts';
import { demoUsers, mockState } from '../store/mock-store.ts';
import { fail, languageOfRequest, ok, refuse, session } from './mock-envelope.ts';

type Event = { id: string; groupId: string | null; startDay: number; endDay: number; creatorUserId: string; toUserIds: string[] } & Record<string, unknown>;

const ajv = new Ajv({ coerceTypes: true, allErrors: false, strict: false });
const validate = ajv.compile(scheduleEntity.bodySchema);
const writable = scheduleEntity.table.columns.map((c) => c.name).filter((name) => name in (scheduleEntity.bodySchema.properties as object));
let serial = 0;
const newId = () => `${Date.now()}${String((serial += 1)).padStart(6, '0')}`;
const events = (): Event[] => {
  if (!mockState.tables.has('base_schedule')) mockState.tables.set('base_schedule', []);
  return mockState.tables.get('base_schedule') as Event[];
};
const label = (id: string) => {
  const user = demoUsers.find((u) => u.id === id);
  return user ? `${user.realName}/${user.account}` : '';
};

/**
 * The msw twin of the calendar's hand-written routes (server/schedule/schedule-routes.ts): the
 * same range rule, visibility, repeating series and scopes, over the one mock store.
 */
export const scheduleHandlers = [
  http.get('/api/system/Schedule', ({ request }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const query = new URL(request.url).searchParams;
    const from = rangeBound(query.get('startTime') ?? undefined) ?? 0;
    const to = rangeBound(query.get('endTime') ?? undefined) ?? Number.MAX_SAFE_INTEGER;
    const list = events()
      .filter((e) => e.startDay <= to && e.endDay >= from - 86_400_000)
      .filter((e) => e.creatorUserId === user.userId || e.toUserIds.includes(user.userId))
      .sort((a, b) => a.startDay - b.startDay || String(a.startTime).localeCompare(String(b.startTime)));
    return ok({ list });
  }),
  http.get('/api/system/Schedule/detail', ({ request }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const event = events().find((e) => e.id === new URL(request.url).searchParams.get('id'));
    if (!event || (event.creatorUserId !== user.userId && !event.toUserIds.includes(user.userId))) return fail(request, 'recordNotFound');
    const category = (mockState.tables.get('base_dictionary_data') ?? []).find((item) => item.id === event.category);
    return ok({ ...event, toUserIds: event.toUserIds.join(','), toUserNames: event.toUserIds.map(label).filter(Boolean).join(','), creatorUser: label(event.creatorUserId), categoryName: category?.fullName ?? '' });
  }),
  http.get('/api/system/Schedule/:id', ({ request, params }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const event = events().find((e) => e.id === params.id);
    return event && (event.creatorUserId === user.userId || event.toUserIds.includes(user.userId)) ? ok(event) : fail(request, 'recordNotFound');
  }),
  http.post('/api/system/Schedule', async ({ request }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const body = ((await request.json()) ?? {}) as Record<string, unknown>;
    if (!validate(body)) return refuse(validationMessage(validate.errors?.[0], languageOfRequest(request), scheduleEntity.messages, body));
    const refusal = scheduleRefusal(body);
    if (refusal) return fail(request, refusal);
    const startDay = Number(body.startDay);
    const endDay = Number(body.endDay);
    const repetition = String(body.repetition ?? '1');
    const spans = occurrences(startDay, endDay, repetition, body.repeatTime as number | undefined);
    const groupId = spans.length > 1 ? newId() : null;
    for (const [start, end] of spans) {
      events().push({ ...scheduleEntity.defaults, ...body, toUserIds: (body.toUserIds as string[] | undefined) ?? [], id: newId(), groupId, startDay: start, endDay: end, creatorUserId: user.userId, creatorTime: Date.now() });
    }
    return ok(undefined, translate('createSuccess', languageOfRequest(request)));
  }),
  http.put('/api/system/Schedule/:id/:type', async ({ request, params }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const scope = Number(params.type);
    if (![1, 2, 3].includes(scope)) return fail(request, 'badRequest');
    const body = ((await request.json()) ?? {}) as Record<string, unknown>;
    if (!validate(body)) return refuse(validationMessage(validate.errors?.[0], languageOfRequest(request), scheduleEntity.messages, body));
    const event = events().find((e) => e.id === params.id);
    if (!event) return fail(request, 'recordNotFound');
    if (event.creatorUserId !== user.userId) return fail(request, 'scheduleNotYours');
    const refusal = scheduleRefusal(body);
    if (refusal) return fail(request, refusal);
    const changes = Object.fromEntries(writable.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
    const targets = !event.groupId || scope === 1 ? [event] : events().filter((e) => e.groupId === event.groupId && (scope === 3 || e.startDay >= event.startDay));
    for (const target of targets) {
      // One occurrence takes the new days too; a series keeps each occurrence's own days, as on the server.
      const own = target === event && scope === 1 ? changes : Object.fromEntries(Object.entries(changes).filter(([k]) => !PER_OCCURRENCE.has(k)));
      Object.assign(target, own, { lastModifyTime: Date.now(), lastModifyUserId: user.userId });
    }
    return ok(undefined, translate('updateSuccess', languageOfRequest(request)));
  }),
  http.delete('/api/system/Schedule/:id/:type', ({ request, params }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const event = events().find((e) => e.id === params.id);
    if (!event) return fail(request, 'recordNotFound');
    if (event.creatorUserId !== user.userId) return fail(request, 'scheduleNotYours');
    const scope = Number(params.type);
    if (![1, 2, 3].includes(scope)) return fail(request, 'badRequest');
    const doomed = !event.groupId || scope === 1 ? [event] : events().filter((e) => e.groupId === event.groupId && (scope === 3 || e.startDay >= event.startDay));
    mockState.tables.set('base_schedule', events().filter((e) => !doomed.includes(e)));
    return ok(undefined, translate('deleteSuccess', languageOfRequest(request)));
  }),
];
