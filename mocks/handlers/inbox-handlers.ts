import { http } from 'msw';
import { Ajv } from 'ajv';
import { translate } from '../../server/i18n/language.ts';
import { validationMessage } from '../../server/http/validation-message.ts';
import { refusal } from '../../server/message/message-texts.ts';
import { filterProperties, listQuery, type InboxFilter } from '../../server/message/message-schemas.ts';
import { fail, languageOfRequest, ok, refuse, session } from './mock-envelope.ts';
import { permitted } from './entity-handlers.ts';
import { NOTICE_PERMISSION, contains, messageInfoOf, messageRows, receiveRows, replaceRows, userLabel, type MessageRow } from './message-mock-store.ts';

const ajv = new Ajv({ coerceTypes: true, allErrors: false, strict: false });
const validQuery = ajv.compile(listQuery);
const validFilter = ajv.compile({ type: 'object', properties: filterProperties });

/** The user's receive rows joined to their messages, filtered as the server's `filtered`. */
function inbox(userId: string, filter: InboxFilter) {
  const keyword = filter.keyword?.trim() ?? '';
  return receiveRows()
    .filter((r) => r.userId === userId && (!filter.isRead || r.isRead === Number(filter.isRead)))
    .map((receive) => ({ receive, message: messageRows().find((m) => m.id === receive.messageId) }))
    .filter((pair): pair is { receive: (typeof pair)['receive']; message: MessageRow } => !!pair.message)
    .filter(({ message }) => (!filter.type || message.type === Number(filter.type)) && (!keyword || contains(message.title, keyword)));
}

/**
 * The msw twin of server/message/inbox-routes.ts: the signed-in user's inbox, paged and
 * filtered alike, reading one message (which marks it read), mark-all-read and record deletion.
 */
export const inboxHandlers = [
  http.get('/api/message', ({ request }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const query: Record<string, unknown> = Object.fromEntries(new URL(request.url).searchParams);
    if (!validQuery(query)) return refuse(validationMessage(validQuery.errors?.[0], languageOfRequest(request), undefined, query));
    const currentPage = Number(query.currentPage ?? 1);
    const pageSize = Number(query.pageSize ?? 10);
    const direction = query.sort === 'asc' ? 1 : -1;
    const rows = inbox(user.userId, query as InboxFilter).sort(
      (a, b) => direction * ((a.message.releaseTime ?? 0) - (b.message.releaseTime ?? 0) || a.message.id.localeCompare(b.message.id)),
    );
    const list = rows.slice((currentPage - 1) * pageSize, currentPage * pageSize).map(({ message, receive }) => ({
      id: message.id,
      title: message.title ?? '',
      type: message.type,
      flowType: message.flowType ?? null,
      excerpt: message.excerpt ?? '',
      enabledMark: message.enabledMark,
      isRead: String(receive.isRead ?? 0),
      releaseTime: message.releaseTime,
      releaseUser: userLabel(message.releaseUserId),
      creatorUser: userLabel(message.creatorUserId),
      lastModifyTime: message.lastModifyTime ?? null,
    }));
    return ok({ list, pagination: { currentPage, pageSize, total: rows.length } });
  }),
  http.get('/api/message/ReadInfo/:id', ({ request, params }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const receive = receiveRows().find((r) => r.messageId === params.id && r.userId === user.userId);
    const message = messageRows().find((m) => m.id === params.id);
    if (!receive || !message) return fail(request, 'recordNotFound');
    if (receive.isRead !== 1) Object.assign(receive, { isRead: 1, readTime: Date.now() });
    return ok({ ...messageInfoOf(message), isRead: '1' });
  }),
  http.get('/api/message/searchInfoById/:id', ({ request, params }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const receive = receiveRows().find((r) => r.messageId === params.id && r.userId === user.userId);
    if (!receive && !permitted(user.userId, NOTICE_PERMISSION)) return fail(request, 'recordNotFound');
    const message = messageRows().find((m) => m.id === params.id);
    if (!message) return fail(request, 'recordNotFound');
    return ok({ ...messageInfoOf(message), isRead: String(receive?.isRead ?? 0) });
  }),
  http.post('/api/message/Actions/ReadAll', async ({ request }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const body = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
    if (!validFilter(body)) return refuse(validationMessage(validFilter.errors?.[0], languageOfRequest(request), undefined, body));
    const unread = inbox(user.userId, { ...(body as InboxFilter), isRead: '0' });
    if (unread.length === 0) return refuse(refusal('noUnread', languageOfRequest(request)).msg);
    const now = Date.now();
    for (const { receive } of unread) Object.assign(receive, { isRead: 1, readTime: now });
    return ok(undefined, translate('updateSuccess', languageOfRequest(request)));
  }),
  http.delete('/api/message/Record', async ({ request }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const body = ((await request.json().catch(() => ({}))) ?? {}) as { ids?: unknown };
    const raw = Array.isArray(body.ids) ? body.ids : typeof body.ids === 'string' && body.ids ? body.ids.split(',') : undefined;
    if (!raw) return fail(request, 'badRequest');
    const ids = new Set(raw.map((id) => String(id).trim()).filter(Boolean));
    replaceRows('base_message_receive', (r) => !(r.userId === user.userId && ids.has(String(r.messageId))));
    return ok(undefined, translate('deleteSuccess', languageOfRequest(request)));
  }),
];
