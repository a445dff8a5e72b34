import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { badgeShows, renderCenter, setUpMessageTests } from './message-kit.tsx';
import { FakeSocket } from './fake-socket.ts';
import { ADMIN_PROMPT_MS } from '../../../src/features/messages/admin-application-prompt.tsx';
import { watchCrossTabLogout } from '../../../src/lib/auth/cross-tab-session.ts';
import { TOKEN_KEY } from '../../../src/lib/storage/jnpf-storage.ts';
import { reloadPage } from '../../../src/features/messages/page-reload.ts';
import { loadCurrentUser } from '../../../src/lib/auth/session-store.ts';
import type * as SessionStore from '../../../src/lib/auth/session-store.ts';

vi.mock('../../../src/features/messages/page-reload.ts', () => ({ reloadPage: vi.fn() }));
vi.mock('../../../src/lib/auth/session-store.ts', async (original) => ({
  ...(await original<typeof SessionStore>()),
  loadCurrentUser: vi.fn(() => Promise.resolve({})),
}));

setUpMessageTests();
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(reloadPage).mockClear();
  vi.mocked(loadCurrentUser).mockClear();
});

describe('server pushes the page acts on (spec §4, §7)', () => {
  it('shows the enterprise-administrator application prompt for 20 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { socket } = await renderCenter();
    act(() => socket.push({ method: 'messagePush', unreadNoticeCount: 1, messageType: 3, title: '企业管理员申请：港务集团' }));
    expect(screen.getByTestId('admin-application-prompt')).toHaveTextContent('您有一条企业管理员申请待处理: 企业管理员申请：港务集团');
    act(() => vi.advanceTimersByTime(ADMIN_PROMPT_MS - 100));
    expect(screen.getByTestId('admin-application-prompt')).toBeVisible();
    act(() => vi.advanceTimersByTime(100));
    act(() => vi.advanceTimersByTime(1000)); // the closing transition
    expect(screen.queryByTestId('admin-application-prompt')).toBeNull();
    expect(ADMIN_PROMPT_MS).toBe(20_000);
  });

  it('does not show the prompt for an ordinary notice', async () => {
    const { socket } = await renderCenter();
    act(() => socket.push({ method: 'messagePush', unreadNoticeCount: 1, messageType: 1, title: '台风天气作业安排' }));
    expect(screen.queryByTestId('admin-application-prompt')).toBeNull();
  });

  it('reloads the user info after a push titled as cloud-platform data, and only then', async () => {
    const { socket } = await renderCenter();
    act(() => socket.push({ method: 'messagePush', unreadNoticeCount: 1, messageType: 3, title: '台风天气作业安排' }));
    expect(loadCurrentUser).not.toHaveBeenCalled();
    act(() => socket.push({ method: 'messagePush', unreadNoticeCount: 1, messageType: 3, title: '云平台数据已同步' }));
    expect(loadCurrentUser).toHaveBeenCalledOnce();
  });

  it('reloads the page on refresh', async () => {
    const { socket } = await renderCenter();
    expect(reloadPage).not.toHaveBeenCalled();
    act(() => socket.push({ method: 'refresh' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});

describe('connections that survive (spec §4, §8)', () => {
  it('resyncs the unread counts from initMessage after reconnecting', async () => {
    const { socket } = await renderCenter();
    expect(badgeShows('chat-badge')).toBe('');
    act(() => socket.drop());
    // messages arrive while this tab is offline; the new connection's initMessage brings them
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 3000 });
    const again = FakeSocket.latest();
    act(() => again.open());
    expect(again.methods()).toEqual(['OnConnection']);
    act(() => again.push({ method: 'initMessage', userId: 'me', unreadTotalCount: 4, unreadNums: [{ sendUserId: 'u2', unreadNum: 3 }] }));
    expect(badgeShows('chat-badge')).toBe('3');
    expect(badgeShows('message-badge')).toBe('4');
  });

  it('closes this tab’s socket for good when another tab signs out', async () => {
    const messages: string[] = [];
    const stop = watchCrossTabLogout((message) => messages.push(message), { reload: vi.fn(), reloadDelayMs: 60_000 });
    try {
      const { socket } = await renderCenter();
      expect(socket.closed).toBe(false);
      act(() => {
        window.localStorage.removeItem(TOKEN_KEY);
        window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, oldValue: 'bearer me', newValue: null, storageArea: window.localStorage }));
      });
      expect(messages).toEqual(['登录过期,请重新登录']);
      expect(socket.closed).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(FakeSocket.all).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
