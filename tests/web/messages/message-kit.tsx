import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setupServer } from 'msw/node';
import { render, act } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { MessageCenter } from '../../../src/features/messages/index.ts';
import { preloadMessageDrawers } from '../../../src/features/messages/message-center.tsx';
import { stopMessageSocket } from '../../../src/features/messages/socket/socket-connection.ts';
import { resetUnread } from '../../../src/features/messages/unread-store.ts';
import { openConversation } from '../../../src/features/messages/chat/conversation-store.ts';
import { FakeSocket } from './fake-socket.ts';

/** One msw server refusing unknown calls, a signed-in zh session and fresh stores per test. */
export function setUpMessageTests() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetSession();
    stopMessageSocket();
    resetUnread(0);
    openConversation(null);
    FakeSocket.all = [];
    storageSet('language', 'zh');
    setToken('bearer me');
    setSessionToken('bearer me');
    document.title = '港务平台';
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

/** The message centre in a router, with its socket opened and announced. */
export async function renderCenter(initMe = 'me') {
  const view = render(
    <MemoryRouter initialEntries={['/home']}>
      <Where />
      <MessageCenter createSocket={FakeSocket.create} />
    </MemoryRouter>,
  );
  const socket = FakeSocket.latest();
  act(() => socket.open());
  act(() => socket.push({ method: 'initMessage', userId: initMe, unreadTotalCount: 0, unreadNums: [] }));
  // The drawers are lazily loaded chunks; tests open them as a user would once the page is ready.
  await act(() => preloadMessageDrawers());
  return { ...view, socket };
}

export const ok = (data: unknown, msg = '') => ({ code: 200, msg, data });

/** What a MUI badge shows: '' when hidden (MUI keeps the old number in a hidden badge). */
export function badgeShows(testId: string): string {
  const badge = document.querySelector(`[data-testid="${testId}"] .MuiBadge-badge`);
  return !badge || badge.classList.contains('MuiBadge-invisible') ? '' : (badge.textContent ?? '');
}
