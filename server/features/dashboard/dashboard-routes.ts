import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { userLabels } from '../../core/identity/user-labels.ts';
import { countFlowMessages, needsBodies } from './flow-counts.ts';
import {
  DASHBOARD_NOTICE_COUNT,
  FLOW_TODO_PAGE_SIZE,
  dashboardNoticeBody,
  flowTodoCountBody,
  flowTodoQuery,
  type DashboardNoticeBody,
  type FlowTodoCountBody,
  type FlowTodoQuery,
} from './dashboard-schemas.ts';

const NOTICE = 1;
const FLOW = 2;
/** JNPF's dashboard lists the 20 latest unread mails. */
const DASHBOARD_EMAIL_COUNT = 20;

/**
 * The dashboard (contract §8, `/api/visualdev/Dashboard`), read from the caller's own inbox:
 * Notice (the latest notices received), FlowTodoCount (counts of flow messages, see
 * flow-counts.ts: there is no workflow engine), FlowTodo (flow messages not opened yet) and
 * MyFlowTodo (every flow message), both paged; Email: the caller's unread mail (the mailbox's
 * tables, base_email_*), the 20 latest as JNPF's dashboard asks.
 */
export function registerDashboardRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const signedIn = { access: 'signed-in' as const };

  const received = (userId: string, type: number) =>
    db.selectFrom('base_message_receive as r').innerJoin('base_message as m', 'm.id', 'r.messageId').where('r.userId', '=', userId).where('m.type', '=', type);

  /** A message as the inbox lists it (contract §4.14), with JNPF's dashboard `fullName` and `creatorTime` beside. */
  const listed = async (
    rows: {
      id: string;
      title: string | null;
      type: number | null;
      flowType: number | null;
      category: string | null;
      excerpt: string | null;
      releaseTime: number | null;
      releaseUserId: string | null;
      isRead: number | null;
    }[],
  ) => {
    const labels = await userLabels(
      db,
      rows.map((row) => row.releaseUserId),
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title ?? '',
      fullName: row.title ?? '',
      type: row.type,
      flowType: row.flowType,
      category: row.category ?? '',
      excerpt: row.excerpt ?? '',
      isRead: String(row.isRead ?? 0),
      releaseTime: row.releaseTime,
      creatorTime: row.releaseTime,
      releaseUser: labels.get(row.releaseUserId ?? '') ?? '',
    }));
  };
  const columns = ['m.id', 'm.title', 'm.type', 'm.flowType', 'm.category', 'm.excerpt', 'm.releaseTime', 'm.releaseUserId', 'r.isRead'] as const;

  app.post<{ Body: DashboardNoticeBody | undefined }>(
    '/api/visualdev/Dashboard/Notice',
    { config: signedIn, schema: { body: dashboardNoticeBody } },
    async (request) => {
      const typeList = request.body?.typeList ?? [];
      let query = received(currentUser(request).userId, NOTICE);
      if (typeList.length > 0) query = query.where('m.category', 'in', typeList);
      const rows = await query
        .select(columns)
        .orderBy('m.releaseTime', 'desc')
        .orderBy('m.id', 'desc')
        .limit(request.body?.pageSize ?? DASHBOARD_NOTICE_COUNT)
        .execute();
      return ok({ list: await listed(rows) });
    },
  );

  app.post<{ Body: FlowTodoCountBody | undefined }>(
    '/api/visualdev/Dashboard/FlowTodoCount',
    { config: signedIn, schema: { body: flowTodoCountBody } },
    async (request) => {
      const filter = request.body ?? {};
      const base = received(currentUser(request).userId, FLOW);
      // Bodies are read only when a category filter needs them.
      const facts = needsBodies(filter)
        ? await base.select(['m.flowType', 'r.isRead', 'm.bodyText']).execute()
        : await base.select(['m.flowType', 'r.isRead']).execute();
      return ok(countFlowMessages(facts, filter));
    },
  );

  const pagedFlow = (path: string, unreadOnly: boolean) =>
    app.get<{ Querystring: FlowTodoQuery }>(path, { config: signedIn, schema: { querystring: flowTodoQuery } }, async (request) => {
      const currentPage = request.query.currentPage ?? 1;
      const pageSize = request.query.pageSize ?? FLOW_TODO_PAGE_SIZE;
      let base = received(currentUser(request).userId, FLOW);
      if (unreadOnly) base = base.where('r.isRead', '=', 0);
      const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      const rows = await base
        .select(columns)
        .orderBy('m.releaseTime', 'desc')
        .orderBy('m.id', 'desc')
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize)
        .execute();
      return ok({ list: await listed(rows), pagination: { currentPage, pageSize, total: Number(counted?.total ?? 0) } });
    });
  app.get('/api/visualdev/Dashboard/Email', { config: signedIn }, async (request) => {
    const rows = await db
      .selectFrom('base_email_receive as r')
      .innerJoin('base_email_send as s', 's.id', 'r.mailId')
      .leftJoin('base_user as u', 'u.id', 's.userId')
      .select(['r.id', 's.subject', 's.sendTime', 'u.account', 'u.realName'])
      .where('r.userId', '=', currentUser(request).userId)
      .where('r.isRead', '=', 0)
      .where('r.deleteMark', '=', 0)
      .orderBy('s.sendTime', 'desc')
      .orderBy('r.id', 'desc')
      .limit(DASHBOARD_EMAIL_COUNT)
      .execute();
    const list = rows.map((row) => ({
      id: row.id,
      fullName: row.subject ?? '',
      subject: row.subject ?? '',
      sender: row.account ?? '',
      senderName: row.realName ?? '',
      isRead: 0,
      fdate: row.sendTime,
      creatorTime: row.sendTime,
    }));
    return ok({ list });
  });

  // To-dos: the flow messages the caller has not opened yet; MyFlowTodo: all of the caller's flow messages.
  pagedFlow('/api/visualdev/Dashboard/FlowTodo', true);
  pagedFlow('/api/visualdev/Dashboard/MyFlowTodo', false);
}
