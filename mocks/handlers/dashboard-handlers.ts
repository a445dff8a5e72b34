import { http } from 'msw';
import { Ajv } from 'ajv';
import { validationMessage } from '../../server/http/validation-message.ts';
import { countFlowMessages } from '../../server/dashboard/flow-counts.ts';
import {
  DASHBOARD_NOTICE_COUNT,
  FLOW_TODO_PAGE_SIZE,
  dashboardNoticeBody,
  flowTodoCountBody,
  flowTodoQuery,
  type DashboardNoticeBody,
  type FlowTodoCountBody,
} from '../../server/dashboard/dashboard-schemas.ts';
import { languageOfRequest, ok, refuse, session } from './mock-envelope.ts';
import { messageRows, receiveRows, userLabel, type MessageRow, type ReceiveRow } from './message-mock-store.ts';

const ajv = new Ajv({ coerceTypes: true, allErrors: false, strict: false });
const validNotice = ajv.compile(dashboardNoticeBody);
const validCount = ajv.compile(flowTodoCountBody);
const validQuery = ajv.compile(flowTodoQuery);

/** The user's received messages of one type, newest first, as server/dashboard/dashboard-routes.ts reads them. */
function received(userId: string, type: number): { receive: ReceiveRow; message: MessageRow }[] {
  return receiveRows()
    .filter((r) => r.userId === userId)
    .map((receive) => ({ receive, message: messageRows().find((m) => m.id === receive.messageId) }))
    .filter((pair): pair is { receive: ReceiveRow; message: MessageRow } => pair.message?.type === type)
    .sort((a, b) => (b.message.releaseTime ?? 0) - (a.message.releaseTime ?? 0) || b.message.id.localeCompare(a.message.id));
}

const listed = ({ receive, message }: { receive: ReceiveRow; message: MessageRow }) => ({
  id: message.id,
  title: message.title ?? '',
  fullName: message.title ?? '',
  type: message.type,
  flowType: (message.flowType as number | null | undefined) ?? null,
  category: (message.category as string | undefined) ?? '',
  excerpt: (message.excerpt as string | undefined) ?? '',
  isRead: String(receive.isRead ?? 0),
  releaseTime: message.releaseTime,
  creatorTime: message.releaseTime,
  releaseUser: userLabel(message.releaseUserId),
});

const bodyOf = async (request: Request) => ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;

const pagedFlow = (path: string, unreadOnly: boolean) =>
  http.get(path, ({ request }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const query: Record<string, unknown> = Object.fromEntries(new URL(request.url).searchParams);
    if (!validQuery(query)) return refuse(validationMessage(validQuery.errors?.[0], languageOfRequest(request), undefined, query));
    const currentPage = Number(query.currentPage ?? 1);
    const pageSize = Number(query.pageSize ?? FLOW_TODO_PAGE_SIZE);
    const rows = received(user.userId, 2).filter(({ receive }) => !unreadOnly || receive.isRead === 0);
    return ok({ list: rows.slice((currentPage - 1) * pageSize, currentPage * pageSize).map(listed), pagination: { currentPage, pageSize, total: rows.length } });
  });

/** The msw twin of server/dashboard/dashboard-routes.ts (no Email route: there is no mail module). */
export const dashboardHandlers = [
  http.post('/api/visualdev/Dashboard/Notice', async ({ request }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const body = await bodyOf(request);
    if (!validNotice(body)) return refuse(validationMessage(validNotice.errors?.[0], languageOfRequest(request), undefined, body));
    const { typeList, pageSize } = body as DashboardNoticeBody;
    const rows = received(user.userId, 1).filter(({ message }) => !typeList?.length || typeList.includes(String(message.category ?? '')));
    return ok({ list: rows.slice(0, pageSize ?? DASHBOARD_NOTICE_COUNT).map(listed) });
  }),
  http.post('/api/visualdev/Dashboard/FlowTodoCount', async ({ request }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const body = await bodyOf(request);
    if (!validCount(body)) return refuse(validationMessage(validCount.errors?.[0], languageOfRequest(request), undefined, body));
    const facts = received(user.userId, 2).map(({ receive, message }) => ({
      flowType: (message.flowType as number | null | undefined) ?? null,
      isRead: receive.isRead,
      bodyText: (message.bodyText as string | undefined) ?? '',
    }));
    return ok(countFlowMessages(facts, body as FlowTodoCountBody));
  }),
  pagedFlow('/api/visualdev/Dashboard/FlowTodo', true),
  pagedFlow('/api/visualdev/Dashboard/MyFlowTodo', false),
];
