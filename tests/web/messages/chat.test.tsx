import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { badgeShows, ok, renderCenter, setUpMessageTests } from './message-kit.tsx';
import { EMOJI_CODES, emojiOf } from '../../../src/features/messages/chat/emoji.ts';
import { CHAT_IMAGE_MAX_BYTES, imageRefusal, sendableText } from '../../../src/features/messages/chat/chat-send-rules.ts';
import { toastStore } from '../../../src/shell/toast-store.ts';

const server = setUpMessageTests();

const manager = { id: 'u2', realName: '经理', account: 'manager', headIcon: '', unreadMessage: 0, latestMessage: '你好', messageType: 'text', latestDate: 1 };

function serveChat(contacts = 45) {
  const contactQueries: URLSearchParams[] = [];
  server.use(
    http.get('/api/message/imreply', () => HttpResponse.json(ok({ list: [manager] }))),
    http.get('/api/permission/Users/ImUser', ({ request }) => {
      const query = new URL(request.url).searchParams;
      contactQueries.push(query);
      const page = Number(query.get('currentPage'));
      const size = Number(query.get('pageSize'));
      const all = Array.from({ length: contacts }, (_, i) => ({ id: `c${i}`, realName: `用户${i}`, account: `user${i}`, headIcon: '', department: '港务' }));
      return HttpResponse.json(ok({ list: all.slice((page - 1) * size, page * size), pagination: { currentPage: page, pageSize: size, total: all.length } }));
    }),
  );
  return contactQueries;
}

async function openManagerChat() {
  const center = await renderCenter('me');
  fireEvent.click(screen.getByTestId('chat-button'));
  fireEvent.click(await screen.findByTestId('chat-recent-item'));
  await screen.findByTestId('chat-conversation');
  return center;
}

describe('chat rules (spec §5, §9)', () => {
  it('has 120 emoji, codes 100 to 219', () => {
    expect(EMOJI_CODES).toHaveLength(120);
    expect(EMOJI_CODES[0]).toBe(100);
    expect(EMOJI_CODES[119]).toBe(219);
    expect(new Set(EMOJI_CODES.map(emojiOf)).size).toBe(120);
    expect(emojiOf(220)).toBe('');
  });

  it('refuses blank text and images that are not one image of at most 5 MB', () => {
    expect(sendableText('  ')).toBeUndefined();
    expect(sendableText('hi')).toBe('hi');
    const image = (size: number, type = 'image/png') => new File([new Uint8Array(size)], 'a.png', { type });
    expect(imageRefusal([image(CHAT_IMAGE_MAX_BYTES)])).toBeUndefined();
    expect(imageRefusal([image(CHAT_IMAGE_MAX_BYTES + 1)])).toBe('图片大小不能超过5M');
    expect(imageRefusal([image(10, 'application/pdf')])).toBe('只能上传图片');
    expect(imageRefusal([image(10), image(10)])).toBe('只能上传图片');
  });
});

describe('chat drawer', () => {
  it('pages contacts by 20, 10 after a search, more within 300 px', async () => {
    const queries = serveChat();
    await renderCenter();
    fireEvent.click(screen.getByTestId('chat-button'));
    fireEvent.click(await screen.findByTestId('chat-tab-contacts'));
    await waitFor(() => expect(screen.getAllByTestId('chat-contact-item')).toHaveLength(20));
    expect(queries[0].get('pageSize')).toBe('20');
    const scroll = screen.getByTestId('chat-contact-scroll');
    Object.defineProperties(scroll, { scrollHeight: { value: 1200, configurable: true }, clientHeight: { value: 500, configurable: true } });
    scroll.scrollTop = 350; // 350 px left: not yet
    fireEvent.scroll(scroll);
    expect(queries).toHaveLength(1);
    scroll.scrollTop = 420; // 280 px left
    fireEvent.scroll(scroll);
    await waitFor(() => expect(screen.getAllByTestId('chat-contact-item')).toHaveLength(40));
    fireEvent.change(screen.getByTestId('chat-contact-search'), { target: { value: 'user1' } });
    await waitFor(() => expect(queries[queries.length - 1].get('keyword')).toBe('user1'));
    expect(queries[queries.length - 1].get('pageSize')).toBe('10');
  });

  it('opening a conversation asks for history, marks it read and resets the count', async () => {
    serveChat();
    const { socket } = await renderCenter('me');
    act(() => socket.push({ method: 'initMessage', userId: 'me', unreadTotalCount: 0, unreadNums: [{ sendUserId: 'u2', unreadNum: 2 }] }));
    expect(badgeShows('chat-badge')).toBe('2');
    act(() => socket.push({ method: 'receiveMessage', formUserId: 'u2', messageType: 'text', formMessage: 'again', dateTime: 2 }));
    expect(badgeShows('chat-badge')).toBe('3');
    expect(document.title.startsWith('【新消息】')).toBe(true);
    fireEvent.click(screen.getByTestId('chat-button'));
    fireEvent.click(await screen.findByTestId('chat-recent-item'));
    await screen.findByTestId('chat-conversation');
    expect(socket.sent).toContainEqual({
      method: 'MessageList',
      toUserId: 'u2',
      formUserId: 'me',
      currentPage: 1,
      pageSize: 50,
      sord: 'desc',
      keyword: '',
      token: 'bearer me',
    });
    expect(socket.sent).toContainEqual({ method: 'UpdateReadMessage', formUserId: 'u2', token: 'bearer me' });
    expect(badgeShows('chat-badge')).toBe('');
    // history arrives; more pages are offered while some are left
    act(() =>
      socket.push({
        method: 'messageList',
        list: [
          { id: '1', sendUserId: 'u2', receiveUserId: 'me', sendTime: 1, content: '<b>bold?</b>', contentType: 'text' },
          {
            id: '2',
            sendUserId: 'me',
            receiveUserId: 'u2',
            sendTime: 2,
            content: '{"path":"/api/file/Image/IM/a.png","width":1,"height":1}',
            contentType: 'image',
          },
        ],
        pagination: { total: 60, currentPage: 1, pageSize: 50 },
      }),
    );
    // text is text, never HTML
    expect(screen.getByText('<b>bold?</b>')).toBeInTheDocument();
    expect(screen.getByTestId('chat-conversation').querySelector('b')).toBeNull();
    expect(screen.getByTestId('chat-image')).toHaveAttribute('src', '/api/file/Image/IM/a.png');
    fireEvent.click(screen.getByTestId('chat-more-history'));
    expect(socket.sent[socket.sent.length - 1]).toMatchObject({ method: 'MessageList', currentPage: 2 });
    // a message in the open conversation is shown and read at once, not counted
    act(() => socket.push({ method: 'receiveMessage', formUserId: 'u2', messageType: 'text', formMessage: 'live', dateTime: 3 }));
    expect(screen.getByText('live')).toBeInTheDocument();
    expect(badgeShows('chat-badge')).toBe('');
    expect(socket.sent.filter((f) => f.method === 'UpdateReadMessage')).toHaveLength(2);
    // another sender still counts
    act(() => socket.push({ method: 'receiveMessage', formUserId: 'u9', messageType: 'text', formMessage: 'x', dateTime: 4 }));
    expect(badgeShows('chat-badge')).toBe('1');
  });

  it('sends text (not when empty) and shows the echo', async () => {
    serveChat();
    const { socket } = await openManagerChat();
    const before = socket.sent.length;
    fireEvent.click(screen.getByTestId('chat-send'));
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(socket.sent).toHaveLength(before);
    // the picked emoji goes in as its JNPF code text; a Unicode emoji typed stays as typed
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '你好😺' } });
    fireEvent.click(screen.getByTestId('chat-emoji'));
    fireEvent.click(screen.getAllByTestId('chat-emoji-item')[5]);
    expect(screen.getByTestId('chat-input')).toHaveValue('你好😺[105]');
    fireEvent.keyDown(screen.getByTestId('chat-input'), { key: 'Enter' });
    expect(socket.sent[socket.sent.length - 1]).toEqual({
      method: 'SendMessage',
      toUserId: 'u2',
      messageType: 'text',
      messageContent: '你好😺[105]',
      token: 'bearer me',
    });
    expect(screen.getByTestId('chat-input')).toHaveValue('');
    act(() => socket.push({ method: 'sendMessage', UserId: 'me', toUserId: 'u2', messageType: 'text', toMessage: '你好😺[105]', dateTime: 5 }));
    expect(screen.getAllByTestId('chat-message-mine')).toHaveLength(1);
    expect(screen.getByTestId('chat-message-mine')).toHaveTextContent(`你好😺${emojiOf(105)}`);
  });

  it('refuses an image over 5 MB without uploading, and sends an uploaded image by name', async () => {
    serveChat();
    let uploads = 0;
    server.use(
      http.post(
        '/api/file/Uploader/IM',
        () => ((uploads += 1), HttpResponse.json(ok({ name: '20260101_abc.png', url: '/api/file/Image/IM/20260101_abc.png' }))),
      ),
    );
    const { socket } = await openManagerChat();
    const input = screen.getByTestId('chat-image-input');
    const big = new File([new Uint8Array(CHAT_IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(toastStore.getSnapshot()?.message).toBe('图片大小不能超过5M'));
    expect(uploads).toBe(0);
    const small = new File([new Uint8Array(10)], 'small.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [small] } });
    await waitFor(
      () =>
        expect(socket.sent[socket.sent.length - 1]).toMatchObject({
          method: 'SendMessage',
          messageType: 'image',
          messageContent: { name: '20260101_abc.png' },
        }),
      { timeout: 3000 },
    );
    expect(uploads).toBe(1);
  });

  it('clears a chat record only after confirmation', async () => {
    serveChat();
    let cleared = 0;
    server.use(http.delete('/api/message/imreply/deleteChatRecord/u2', () => ((cleared += 1), HttpResponse.json(ok(null, '删除成功')))));
    const { socket } = await openManagerChat();
    act(() =>
      socket.push({
        method: 'messageList',
        list: [{ id: '1', sendUserId: 'u2', receiveUserId: 'me', sendTime: 1, content: '旧消息', contentType: 'text' }],
        pagination: { total: 1, currentPage: 1, pageSize: 50 },
      }),
    );
    fireEvent.click(screen.getByTestId('chat-clear'));
    expect(await screen.findByText('确定清空与该用户的聊天记录?')).toBeInTheDocument();
    expect(cleared).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('旧消息')).toBeNull());
    expect(cleared).toBe(1);
  });
});
