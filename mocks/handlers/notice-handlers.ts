import { http } from 'msw';
import { Ajv } from 'ajv';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { translate } from '../../server/i18n/language.ts';
import { validationMessage } from '../../server/http/validation-message.ts';
import { effectiveState } from '../../server/message/message-info.ts';
import { messageText, refusal, type MessageTextKey } from '../../server/message/message-texts.ts';
import { noticeBody, noticeListBody, recipientIds, type NoticeBody, type NoticeListBody } from '../../server/message/message-schemas.ts';
import { plainTextWith, sanitizeWith } from '../../common/rich-text-rules.ts';
import { noticeEntity } from '../../server/generated/notice.ts';
import { demoUsers } from '../store/mock-store.ts';
import { fail, languageOfRequest, ok, refuse, session } from './mock-envelope.ts';
import { permitted } from './entity-handlers.ts';
import { NOTICE_PERMISSION, contains, messageInfoOf, messageRows, newMessageId, receiveRows, replaceRows, userLabel, type MessageRow } from './message-mock-store.ts';

const ajv = new Ajv({ coerceTypes: true, allErrors: false, strict: false });
const validBody = ajv.compile(noticeBody);
const validList = ajv.compile(noticeListBody);
// The page's own DOM (the browser under dev:mock, jsdom under the tests) does what jsdom does on the server.
let purifier: DOMPurify | undefined;
const purify = () => (purifier ??= createDOMPurify(window));

/** The signed-in notice administrator, or the answer refusing the request. */
function administrator(request: Request): { userId: string } | Response {
  const user = session(request);
  if (user instanceof Response) return user;
  return permitted(user.userId, NOTICE_PERMISSION) ? user : fail(request, 'noPermission', 401);
}

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  return ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
}

/** The stored columns of a notice body, or the refusal, as the server's columnsOf. */
function columnsOf(body: NoticeBody): Record<string, unknown> | MessageTextKey {
  const recipients = recipientIds(body.toUserIds);
  if (recipients.some((id) => !demoUsers.some((u) => u.id === id))) return 'unknownRecipients';
  const files = body.files?.trim() || '[]';
  try {
    if (!Array.isArray(JSON.parse(files))) return 'filesNotJson';
  } catch {
    return 'filesNotJson';
  }
  const bodyText = sanitizeWith(purify(), body.bodyText ?? '');
  return {
    title: body.title.trim(),
    bodyText,
    excerpt: body.excerpt?.trim() || plainTextWith(purify(), bodyText),
    files,
    toUserIds: recipients.join(','),
    coverImage: body.coverImage ?? '',
    remindCategory: body.remindCategory ?? null,
    category: body.category ?? '',
    sendConfigId: body.sendConfigId ?? '',
    expirationTime: body.expirationTime || null,
  };
}

const invalid = (request: Request, errors: Parameters<typeof validationMessage>[0], body: unknown) =>
  refuse(validationMessage(errors, languageOfRequest(request), noticeEntity.messages, body));

const notice = (id: unknown) => messageRows().find((m) => m.id === id && m.type === 1);

/**
 * The msw twin of server/message/notice-routes.ts: notice administration (list, create, info,
 * update, delete, release) with the same permission, validation, cleaning and answers. A
 * release gives recipients their inbox rows; the socket push has no twin here.
 */
export const noticeHandlers = [
  http.post('/api/message/Notice', async ({ request }) => {
    const user = administrator(request);
    if (user instanceof Response) return user;
    const body = await bodyOf(request);
    if (!validList(body)) return invalid(request, validList.errors?.[0], body);
    const { keyword, enabledMark, type, currentPage = 1, pageSize = 20 } = body as NoticeListBody;
    const now = Date.now();
    const rows = messageRows()
      .filter((m) => m.type === 1)
      .filter((m) => !keyword?.trim() || contains(m.title, keyword.trim()))
      .filter((m) => !type || type.length === 0 || type.includes(String(m.category ?? '')))
      .filter((m) => !enabledMark || enabledMark.length === 0 || enabledMark.includes(effectiveState(m.enabledMark, m.expirationTime, now)))
      .sort((a, b) => Number(b.creatorTime ?? 0) - Number(a.creatorTime ?? 0) || b.id.localeCompare(a.id));
    const list = rows.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((m) => ({
      id: m.id,
      title: m.title ?? '',
      type: m.category ?? '',
      category: m.category ?? '',
      enabledMark: effectiveState(m.enabledMark, m.expirationTime, now),
      creatorUser: userLabel(m.creatorUserId),
      creatorTime: m.creatorTime ?? null,
      releaseUser: userLabel(m.releaseUserId),
      releaseTime: m.releaseTime ?? null,
      expirationTime: m.expirationTime ?? null,
      lastModifyTime: m.lastModifyTime ?? null,
      excerpt: m.excerpt ?? '',
    }));
    return ok({ list, pagination: { currentPage, pageSize, total: rows.length } });
  }),
  http.post('/api/message', async ({ request }) => {
    const user = administrator(request);
    if (user instanceof Response) return user;
    const body = await bodyOf(request);
    if (!validBody(body)) return invalid(request, validBody.errors?.[0], body);
    const columns = columnsOf(body as NoticeBody);
    if (typeof columns === 'string') return refuse(refusal(columns, languageOfRequest(request)).msg);
    const row = { id: newMessageId(), type: 1, flowType: null, enabledMark: 0, releaseUserId: null, releaseTime: null, ...columns, creatorTime: Date.now(), creatorUserId: user.userId, lastModifyTime: null, lastModifyUserId: null };
    messageRows().push(row as unknown as MessageRow);
    return ok(undefined, translate('createSuccess', languageOfRequest(request)));
  }),
  http.get('/api/message/:id', ({ request, params }) => {
    const user = administrator(request);
    if (user instanceof Response) return user;
    const row = notice(params.id);
    if (!row) return fail(request, 'recordNotFound');
    const info = messageInfoOf(row);
    return ok({ ...info, type: info.category });
  }),
  http.put('/api/message/:id', async ({ request, params }) => {
    const user = administrator(request);
    if (user instanceof Response) return user;
    const body = await bodyOf(request);
    if (!validBody(body)) return invalid(request, validBody.errors?.[0], body);
    const columns = columnsOf(body as NoticeBody);
    if (typeof columns === 'string') return refuse(refusal(columns, languageOfRequest(request)).msg);
    const row = notice(params.id);
    if (!row) return fail(request, 'recordNotFound');
    Object.assign(row, columns, { lastModifyTime: Date.now(), lastModifyUserId: user.userId });
    return ok(undefined, translate('updateSuccess', languageOfRequest(request)));
  }),
  http.delete('/api/message/:id', ({ request, params }) => {
    const user = administrator(request);
    if (user instanceof Response) return user;
    const row = notice(params.id);
    if (!row) return fail(request, 'recordNotFound');
    replaceRows('base_message_receive', (r) => r.messageId !== row.id);
    replaceRows('base_message', (m) => m.id !== row.id);
    return ok(undefined, translate('deleteSuccess', languageOfRequest(request)));
  }),
  http.put('/api/message/:id/Actions/Release', ({ request, params }) => {
    const user = administrator(request);
    if (user instanceof Response) return user;
    const row = notice(params.id);
    if (!row) return fail(request, 'recordNotFound');
    const now = Date.now();
    Object.assign(row, { enabledMark: 1, releaseTime: now, releaseUserId: user.userId });
    const listed = recipientIds(row.toUserIds);
    const users = listed.length > 0 ? listed : demoUsers.map((u) => u.id);
    const existing = new Set(receiveRows().filter((r) => r.messageId === row.id).map((r) => r.userId));
    for (const userId of users.filter((id) => !existing.has(id))) receiveRows().push({ id: crypto.randomUUID(), messageId: row.id, userId, isRead: 0, readTime: null });
    return ok(undefined, messageText('released', languageOfRequest(request)));
  }),
];
