import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ok, renderCenter, setUpMessageTests } from './message-kit.tsx';
import { emojiOf, splitEmoji } from '../../../src/features/messages/chat/emoji.ts';
import { ChatText } from '../../../src/features/messages/chat/chat-text.tsx';
import { HISTORY_SEARCH_DELAY_MS } from '../../../src/features/messages/chat/history-search.tsx';
import type { FakeSocket } from './fake-socket.ts';

const server = setUpMessageTests();

const manager = {
  id: 'u2',
  realName: '经理',
  account: 'manager',
  headIcon: '',
  unreadMessage: 0,
  latestMessage: '收到[100]，谢谢😺',
  messageType: 'text',
  latestDate: 1,
};
const row = (id: string, content: string, sendUserId = 'u2') => ({
  id,
  sendUserId,
  receiveUserId: sendUserId === 'u2' ? 'me' : 'u2',
  sendTime: Number(id) * 1000,
  content,
  contentType: 'text',
});
const page = (ids: number[], total: number, currentPage: number) => ({
  method: 'messageList',
  list: ids.map((id) => row(String(id), `消息${id}`)),
  pagination: { total, currentPage, pageSize: 50 },
});
const lastFrame = (socket: FakeSocket) => socket.sent[socket.sent.length - 1];

async function openManagerChat() {
  server.use(http.get('/api/message/imreply', () => HttpResponse.json(ok({ list: [manager] }))));
  const center = await renderCenter('me');
  fireEvent.click(screen.getByTestId('chat-button'));
  fireEvent.click(await screen.findByTestId('chat-recent-item'));
  await screen.findByTestId('chat-conversation');
  return center;
}

describe('emoji codes (JNPF [100]–[219])', () => {
  it('draws only codes 100–219, as elements React builds, and leaves everything else as typed', () => {
    expect(splitEmoji('a[100]b[99][220][219]')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'emoji', code: 100, glyph: emojiOf(100) },
      { kind: 'text', text: 'b[99][220]' },
      { kind: 'emoji', code: 219, glyph: emojiOf(219) },
    ]);
    const { container } = render(<ChatText text={'<img src=x onerror=alert(1)>[101]😺[300]'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe(`<img src=x onerror=alert(1)>${emojiOf(101)}😺[300]`);
    expect(screen.getByRole('img', { name: '[101]' })).toHaveTextContent(emojiOf(101));
  });

  it('shows codes as emoji in the conversation and in the recent list’s latest message', async () => {
    const { socket } = await openManagerChat();
    act(() => socket.push({ method: 'messageList', list: [row('1', '早上好[110][110]')], pagination: { total: 1, currentPage: 1, pageSize: 50 } }));
    const bubble = screen.getByTestId('chat-message-theirs');
    expect(within(bubble).getAllByTestId('chat-emoji-glyph')).toHaveLength(2);
    expect(bubble).toHaveTextContent(`早上好${emojiOf(110)}${emojiOf(110)}`);
    act(() => socket.push({ method: 'receiveMessage', formUserId: 'u2', messageType: 'text', formMessage: '[219]到了', dateTime: 9 }));
    expect(screen.getAllByTestId('chat-message-theirs')[1]).toHaveTextContent(`${emojiOf(219)}到了`);
    fireEvent.click(screen.getByTestId('chat-back'));
    const item = await screen.findByTestId('chat-recent-item');
    expect(item).toHaveTextContent(`收到${emojiOf(100)}，谢谢😺`);
    expect(within(item).getByRole('img', { name: '[100]' })).toBeInTheDocument();
  });
});

describe('chat history search and relocation', () => {
  it('searches with the keyword in pages of 50, and clearing the search returns to the history', async () => {
    const { socket } = await openManagerChat();
    act(() => socket.push(page([98, 99], 2, 1)));
    fireEvent.click(screen.getByTestId('chat-search-toggle'));
    fireEvent.change(screen.getByTestId('chat-history-search'), { target: { value: ' 泊位 ' } });
    await waitFor(
      () =>
        expect(lastFrame(socket)).toEqual({
          method: 'MessageList',
          toUserId: 'u2',
          formUserId: 'me',
          currentPage: 1,
          pageSize: 50,
          sord: 'desc',
          keyword: '泊位',
          token: 'bearer me',
        }),
      {
        timeout: HISTORY_SEARCH_DELAY_MS + 1000,
      },
    );
    act(() =>
      socket.push({
        method: 'messageList',
        list: [row('40', '三号泊位'), row('60', '泊位空了', 'me')],
        pagination: { total: 70, currentPage: 1, pageSize: 50 },
      }),
    );
    expect(screen.getByTestId('chat-search-count')).toHaveTextContent('共70条相关记录');
    expect(screen.getAllByTestId('chat-search-hit')).toHaveLength(2);
    expect(screen.queryByText('消息99')).toBeNull();
    fireEvent.click(screen.getByTestId('chat-more-hits'));
    expect(lastFrame(socket)).toMatchObject({ method: 'MessageList', currentPage: 2, pageSize: 50, keyword: '泊位' });
    act(() => socket.push({ method: 'messageList', list: [row('5', '泊位旧事')], pagination: { total: 70, currentPage: 2, pageSize: 50 } }));
    expect(screen.getAllByTestId('chat-search-hit').map((hit) => hit.textContent)).toEqual([
      expect.stringContaining('泊位旧事'),
      expect.stringContaining('三号泊位'),
      expect.stringContaining('泊位空了'),
    ]);
    // a live message while searching lands in the history, not among the hits
    act(() => socket.push({ method: 'receiveMessage', formUserId: 'u2', messageType: 'text', formMessage: '新来的', dateTime: 100_000 }));
    expect(screen.queryByText('新来的')).toBeNull();
    fireEvent.click(screen.getByTestId('chat-history-search-clear'));
    expect(screen.queryByTestId('chat-search-results')).toBeNull();
    expect(screen.getByText('消息99')).toBeInTheDocument();
    expect(screen.getByText('新来的')).toBeInTheDocument();
  });

  it('says when nothing matches, after the history answer that was asked first', async () => {
    const { socket } = await openManagerChat();
    fireEvent.click(screen.getByTestId('chat-search-toggle'));
    fireEvent.change(screen.getByTestId('chat-history-search'), { target: { value: '没有' } });
    await waitFor(() => expect(lastFrame(socket)).toMatchObject({ keyword: '没有' }), { timeout: HISTORY_SEARCH_DELAY_MS + 1000 });
    // answers come in the order asked: the history's page 1 first, then the search's
    act(() => socket.push(page([1], 1, 1)));
    expect(screen.getByTestId('chat-search-count')).toHaveTextContent('加载中...');
    act(() => socket.push({ method: 'messageList', list: [], pagination: { total: 0, currentPage: 1, pageSize: 50 } }));
    expect(screen.getByTestId('chat-search-count')).toHaveTextContent('没有找到相关记录');
  });

  it('jumps from a hit to its place in the history, loading older pages until it is there', async () => {
    const { socket } = await openManagerChat();
    act(() => socket.push(page([120, 121], 122, 1)));
    fireEvent.click(screen.getByTestId('chat-search-toggle'));
    fireEvent.change(screen.getByTestId('chat-history-search'), { target: { value: '消息7' } });
    await waitFor(() => expect(lastFrame(socket)).toMatchObject({ keyword: '消息7' }), { timeout: HISTORY_SEARCH_DELAY_MS + 1000 });
    act(() => socket.push({ method: 'messageList', list: [row('7', '消息7')], pagination: { total: 1, currentPage: 1, pageSize: 50 } }));
    const before = socket.sent.length;
    fireEvent.click(screen.getByTestId('chat-search-hit'));
    expect(screen.queryByTestId('chat-search-results')).toBeNull();
    expect(socket.sent[before]).toMatchObject({ method: 'MessageList', currentPage: 1, keyword: '' });
    expect(screen.getByTestId('chat-locating')).toBeInTheDocument();
    const newest = Array.from({ length: 50 }, (_, i) => 72 + i);
    const middle = Array.from({ length: 50 }, (_, i) => 22 + i);
    act(() => socket.push(page(newest, 122, 1)));
    expect(lastFrame(socket)).toMatchObject({ method: 'MessageList', currentPage: 2, keyword: '' });
    act(() => socket.push(page(middle, 122, 2)));
    expect(lastFrame(socket)).toMatchObject({ method: 'MessageList', currentPage: 3, keyword: '' });
    act(() =>
      socket.push(
        page(
          Array.from({ length: 22 }, (_, i) => i),
          122,
          3,
        ),
      ),
    );
    expect(socket.sent.length).toBe(before + 3);
    expect(screen.queryByTestId('chat-locating')).toBeNull();
    const located = document.querySelector('[data-located="true"]');
    expect(located).toHaveTextContent('消息7');
    expect(screen.getAllByTestId('chat-message-theirs')).toHaveLength(122);
  });
});

describe('recent conversations', () => {
  it('removes a conversation from the list through its menu (relocation), keeping the others', async () => {
    const removed: string[] = [];
    const other = { ...manager, id: 'u3', realName: '调度', account: 'dispatch', latestMessage: '好' };
    server.use(
      http.get('/api/message/imreply', () => HttpResponse.json(ok({ list: [manager, other] }))),
      http.delete('/api/message/imreply/relocation/:id', ({ params }) => (removed.push(String(params.id)), HttpResponse.json(ok(null, '删除成功')))),
    );
    await renderCenter('me');
    fireEvent.click(screen.getByTestId('chat-button'));
    await waitFor(() => expect(screen.getAllByTestId('chat-recent-item')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('chat-recent-menu')[0]);
    fireEvent.click(await screen.findByTestId('chat-recent-remove'));
    await waitFor(() => expect(screen.getAllByTestId('chat-recent-item')).toHaveLength(1));
    expect(removed).toEqual(['u2']);
    expect(screen.getByTestId('chat-recent-item')).toHaveTextContent('调度/dispatch');
    expect(screen.queryByTestId('chat-conversation')).toBeNull();
  });
});
