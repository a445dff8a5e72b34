import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { badgeShows, ok, renderCenter, setUpMessageTests } from './message-kit.tsx';
import { badgeText } from '../../../src/features/messages/unread-store.ts';
import { messageAction, toBase64 } from '../../../src/features/messages/message-routing.ts';

const server = setUpMessageTests();

const inbox = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `m${i + 1}`,
    title: `消息${i + 1}`,
    type: 1,
    isRead: i === 0 ? '0' : '1',
    releaseTime: 1_700_000_000_000,
    releaseUser: '管理员',
  }));

function serveInbox(all = inbox(25)) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/message', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const page = Number(query.get('currentPage'));
      const size = Number(query.get('pageSize'));
      const list = all.filter((m) => !query.get('type') || String(m.type) === query.get('type'));
      return HttpResponse.json(ok({ list: list.slice((page - 1) * size, page * size), pagination: { currentPage: page, pageSize: size, total: list.length } }));
    }),
  );
  return asked;
}

describe('bell, badge and title (spec §2.5, §4, §9)', () => {
  it('shows the unread count, capped at 99+, and prefixes the title while anything is unread', async () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    const { socket } = await renderCenter();
    expect(document.title).toBe('港务平台');
    act(() => socket.push({ method: 'initMessage', unreadTotalCount: 150, unreadNums: [] }));
    expect(badgeShows('message-badge')).toBe('99+');
    expect(document.title).toBe('【新消息】港务平台');
    // a page changing the title keeps the prefix
    act(() => {
      document.title = '用户管理';
    });
    await waitFor(() => expect(document.title).toBe('【新消息】用户管理'));
    act(() => socket.push({ method: 'initMessage', unreadTotalCount: 5, unreadNums: [] }));
    act(() => socket.push({ method: 'messagePush', unreadNoticeCount: 1, title: '新公告' }));
    expect(badgeShows('message-badge')).toBe('6');
    act(() => socket.push({ method: 'initMessage', unreadTotalCount: 0, unreadNums: [] }));
    await waitFor(() => expect(document.title).toBe('用户管理'));
  });

  it('shows 网络错误，请刷新重试 on a socket error', async () => {
    const { socket } = await renderCenter();
    const { toastStore } = await import('../../../src/shell/toast-store.ts');
    act(() => socket.fail());
    expect(toastStore.getSnapshot()?.message).toBe('网络错误，请刷新重试');
  });
});

describe('message drawer (spec §4, §7, §9)', () => {
  it('loads 10 at a time and the next page within 200 px of the bottom', async () => {
    const asked = serveInbox();
    await renderCenter();
    fireEvent.click(screen.getByTestId('message-bell'));
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(10));
    expect(asked[0].get('pageSize')).toBe('10');
    const list = screen.getByTestId('message-list');
    Object.defineProperties(list, { scrollHeight: { value: 1000, configurable: true }, clientHeight: { value: 400, configurable: true } });
    list.scrollTop = 300; // 300 px from the bottom: not yet
    fireEvent.scroll(list);
    expect(asked).toHaveLength(1);
    list.scrollTop = 420; // 180 px from the bottom
    fireEvent.scroll(list);
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(20));
    expect(asked[1].get('currentPage')).toBe('2');
    fireEvent.scroll(list);
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(25));
    fireEvent.scroll(list);
    await screen.findByText('没有更多了');
    expect(asked).toHaveLength(3);
  });

  it('filters by type', async () => {
    const asked = serveInbox([...inbox(3), { id: 'f1', title: '流程消息', type: 2, isRead: '0', releaseTime: 1, releaseUser: 'x' }]);
    await renderCenter();
    fireEvent.click(screen.getByTestId('message-bell'));
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(4));
    fireEvent.click(within(screen.getByTestId('message-type-filter')).getByRole('tab', { name: '流程' }));
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(1));
    expect(asked[asked.length - 1].get('type')).toBe('2');
  });

  it('opens a notice: ReadInfo marks it read, the bell goes down, the body is sanitised', async () => {
    serveInbox(inbox(2));
    server.use(
      http.get('/api/message/ReadInfo/m1', () =>
        HttpResponse.json(
          ok({
            id: 'm1',
            title: '停工通知',
            type: 1,
            bodyText: '<p>明日<strong>停工</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
            files: '[]',
          }),
        ),
      ),
    );
    const { socket } = await renderCenter();
    act(() => socket.push({ method: 'initMessage', unreadTotalCount: 1, unreadNums: [] }));
    fireEvent.click(screen.getByTestId('message-bell'));
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('message-item')[0]);
    const body = await screen.findByTestId('notice-body');
    expect(body.querySelector('strong')?.textContent).toBe('停工');
    expect(body.innerHTML).not.toContain('onerror');
    expect(body.innerHTML).not.toContain('script');
    await waitFor(() => expect(badgeShows('message-badge')).toBe(''));
  });

  it('marks all read only after confirmation', async () => {
    serveInbox(inbox(3));
    let marked = 0;
    server.use(http.post('/api/message/Actions/ReadAll', () => ((marked += 1), HttpResponse.json(ok(null, '更新成功')))));
    const { socket } = await renderCenter();
    act(() => socket.push({ method: 'initMessage', unreadTotalCount: 3, unreadNums: [] }));
    fireEvent.click(screen.getByTestId('message-bell'));
    fireEvent.click(screen.getByTestId('mark-all-read'));
    expect(await screen.findByText('确定将所有消息标记为已读?')).toBeInTheDocument();
    expect(marked).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(marked).toBe(1));
    await waitFor(() => expect(badgeShows('message-badge')).toBe(''));
    expect(socket.methods().filter((m) => m === 'OnConnection')).toHaveLength(2);
  });

  it('routes a flow message to the flow detail page with the body as base64 config', async () => {
    const bodyText = JSON.stringify({ id: 'f1', flowId: '流程' });
    serveInbox([{ id: 'f1', title: '审批', type: 2, isRead: '1', releaseTime: 1, releaseUser: 'x' }]);
    server.use(http.get('/api/message/ReadInfo/f1', () => HttpResponse.json(ok({ id: 'f1', title: '审批', type: 2, flowType: 1, bodyText }))));
    await renderCenter();
    fireEvent.click(screen.getByTestId('message-bell'));
    fireEvent.click(await screen.findByTestId('message-item'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/workFlowDetail?config=${encodeURIComponent(toBase64(bodyText))}`));
    expect(new TextDecoder().decode(Uint8Array.from(atob(toBase64(bodyText)), (c) => c.charCodeAt(0)))).toBe(bodyText);
  });
});

describe('message click routing (spec §4)', () => {
  const info = (patch: object) => ({ id: '1', title: 't', type: 1, isRead: '0', ...patch });
  it('decides by type, flowType and the schedule body', () => {
    expect(messageAction(info({ type: 4, bodyText: '{"id":"s1","groupId":"g","type":1}' }))).toEqual({ kind: 'schedule', id: 's1', groupId: 'g' });
    expect(messageAction(info({ type: 4, bodyText: '{"id":"s1","type":3}' }))).toEqual({ kind: 'none' });
    expect(messageAction(info({ type: 2, flowType: 2, bodyText: '{"b":2}' }))).toEqual({
      kind: 'navigate',
      to: `/workFlow/entrust?config=${encodeURIComponent(btoa('{"b":2}'))}`,
    });
    expect(messageAction(info({ type: 1 })).kind).toBe('notice');
    expect(messageAction(info({ type: 3 })).kind).toBe('notice');
    expect(messageAction(info({ type: 2, flowType: 1, bodyText: '{"a":1}' }))).toEqual({
      kind: 'navigate',
      to: `/workFlowDetail?config=${encodeURIComponent(btoa('{"a":1}'))}`,
    });
  });
});
