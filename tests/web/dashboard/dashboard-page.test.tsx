import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { md5 } from 'hash-wasm';
import dayjs from 'dayjs';
import { setUpInProcessServer } from '../in-process-server.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { toBase64 } from '../../../src/features/messages/message-routing.ts';
import { DashboardPage } from '../../../src/features/dashboard/dashboard-page.tsx';
import { useMessageOpener } from '../../../src/features/messages/message-opener.tsx';

// The tests add messages and read them: a new app per test.
const { app } = setUpInProcessServer({ fresh: 'test' });
const errors: string[] = [];
beforeEach(async () => {
  resetSession();
  errors.length = 0;
  storageSet('language', 'zh');
  await i18nProvider.changeLocale('zh');
  configureRequest({
    notifyError: (message) => errors.push(message),
    onSessionGone: () => undefined,
    language: () => 'zh-CN',
    apiBase: window.location.origin,
  });
});

async function signInAdmin(): Promise<string> {
  const response = await fetch(`${window.location.origin}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: 'admin', password: await md5('Portside2026'), grant_type: 'password' }).toString(),
  });
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  setToken(token);
  setSessionToken(token);
  return token;
}

/** A flow message for admin, straight into the app's database (nothing in the platform sends one). */
async function flowMessage(id: string, title: string, releaseTime: number, body: object, extra: { flowType?: number } = {}, isRead = 0) {
  const { db } = app().services;
  await db
    .insertInto('base_message')
    .values({
      id,
      type: 2,
      flowType: null,
      title,
      bodyText: JSON.stringify(body),
      excerpt: '',
      enabledMark: 1,
      releaseTime,
      expirationTime: null,
      toUserIds: '',
      releaseUserId: 'user-manager',
      creatorTime: releaseTime,
      creatorUserId: 'user-manager',
      ...extra,
    })
    .execute();
  await db
    .insertInto('base_message_receive')
    .values({ id: `${id}-admin`, messageId: id, userId: 'user-admin', isRead, readTime: null })
    .execute();
}

/** A calendar event of admin's, made through the calendar's own route. */
async function schedule(token: string, title: string, day: number) {
  const answer = await fetch(`${window.location.origin}/api/system/Schedule`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ title, startDay: day, startTime: '09:00', endDay: day, endTime: '10:00', toUserIds: [] }),
  });
  expect(((await answer.json()) as { code: number }).code).toBe(200);
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <AdminContext i18nProvider={i18nProvider}>
        <Where />
        <DashboardPage useMessageOpener={useMessageOpener} />
      </AdminContext>
    </MemoryRouter>,
  );
}

const figure = (testId: string) => screen.getByTestId(`${testId}-value`).textContent;

describe('the dashboard (/dashboard)', () => {
  it('shows the server’s unread counts per type, flow counts, latest notices, today’s events and flow to-dos', async () => {
    const token = await signInAdmin();
    const now = Date.now();
    await flowMessage('flow-a', '请审批：进口提箱申请', now - 60_000, { title: '进口提箱申请', status: 1 });
    await flowMessage('flow-b', '已审批：出口放行', now - 120_000, { title: '出口放行', status: 2 }, {}, 1);
    await flowMessage('flow-c', '委托：车队预约', now - 180_000, { title: '车队预约' }, { flowType: 2 });
    const today = dayjs().startOf('day').valueOf();
    await schedule(token, '泊位调度会', today);
    await schedule(token, '昨天的会', dayjs().subtract(2, 'day').startOf('day').valueOf());
    renderPage();

    await waitFor(() => expect(screen.getByTestId('dashboard-unread')).toHaveAttribute('aria-busy', 'false'));
    // demo inbox: the typhoon notice unread, the welcome system message read; plus two unread flow messages
    expect([figure('dashboard-unread-1'), figure('dashboard-unread-2'), figure('dashboard-unread-3'), figure('dashboard-unread-4')]).toEqual([
      '1',
      '2',
      '0',
      '0',
    ]);
    await waitFor(() => expect(figure('dashboard-flow-toBeReviewed')).toBe('1'));
    expect(figure('dashboard-flow-flowDone')).toBe('1');
    expect(figure('dashboard-flow-entrust')).toBe('1');
    expect(screen.getByTestId('dashboard-flow-count')).toHaveTextContent('本平台不包含工作流引擎');

    const notices = await screen.findAllByTestId('dashboard-notice');
    expect(notices.map((item) => item.textContent)).toEqual([expect.stringContaining('台风天气作业安排')]);
    expect(await screen.findByTestId('dashboard-schedule')).toHaveTextContent('泊位调度会09:00–10:00');
    expect(screen.queryByText('昨天的会')).toBeNull();
    const todos = await screen.findAllByTestId('dashboard-todo');
    expect(todos.map((item) => item.textContent)).toEqual([expect.stringContaining('请审批：进口提箱申请'), expect.stringContaining('委托：车队预约')]);
    expect(errors).toEqual([]);
  });

  it('opens a notice in the notice dialog and marks it read; opens a flow to-do on the flow detail page', async () => {
    await signInAdmin();
    const body = { title: '进口提箱申请', flowName: '提箱审批', status: 1 };
    await flowMessage('flow-a', '请审批：进口提箱申请', Date.now(), body);
    renderPage();
    fireEvent.click(await screen.findByTestId('dashboard-notice'));
    const dialog = await screen.findByTestId('notice-dialog');
    expect(within(dialog).getByText('台风天气作业安排')).toBeInTheDocument();
    await waitFor(() => expect(figure('dashboard-unread-1')).toBe('0'));
    const receipt = await app()
      .services.db.selectFrom('base_message_receive')
      .select('isRead')
      .where('messageId', '=', 'demo-notice-typhoon')
      .executeTakeFirst();
    expect(receipt?.isRead).toBe(1);
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));

    fireEvent.click(await screen.findByTestId('dashboard-todo'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/workFlowDetail?config=${encodeURIComponent(toBase64(JSON.stringify(body)))}`));
  });

  it('says so when there is nothing: no notices, no events, no to-dos', async () => {
    await signInAdmin();
    await app().services.db.deleteFrom('base_message_receive').where('userId', '=', 'user-admin').execute();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('dashboard-notices')).toHaveAttribute('aria-busy', 'false'));
    expect(within(screen.getByTestId('dashboard-notices')).getByText('暂无数据')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('dashboard-schedules')).getByText('今天没有日程')).toBeInTheDocument());
    await waitFor(() => expect(within(screen.getByTestId('dashboard-todos')).getByText('暂无数据')).toBeInTheDocument());
    expect(figure('dashboard-unread-1')).toBe('0');
  });
});
