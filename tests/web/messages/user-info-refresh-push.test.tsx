import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { badgeShows, renderCenter, setUpMessageTests } from './message-kit.tsx';
import { loadCurrentUser } from '../../../src/lib/auth/session-store.ts';
import type * as SessionStore from '../../../src/lib/auth/session-store.ts';
import { pushUserInfoRefresh } from '../../../server/core/realtime/user-info-refresh.ts';
import type { FanOut, UserFrames } from '../../../server/core/realtime/fan-out.ts';

vi.mock('../../../src/lib/auth/session-store.ts', async (original) => ({
  ...(await original<typeof SessionStore>()),
  loadCurrentUser: vi.fn(() => Promise.resolve({})),
}));

setUpMessageTests();
afterEach(() => vi.mocked(loadCurrentUser).mockClear());

/** The frame the server sends after a change of what a user holds (server/core/realtime/user-info-refresh.ts). */
async function serverFrame(): Promise<Record<string, unknown>> {
  const sent: UserFrames[] = [];
  const fanOut = { publishToUsers: async (frames: UserFrames) => void sent.push(frames) } as unknown as FanOut;
  await pushUserInfoRefresh(fanOut, ['me']);
  return JSON.parse(sent[0]?.text ?? '{}') as Record<string, unknown>;
}

// Issue 15 leftovers: a membership or grant change reaches an open page, which reloads its menu and
// permission list (CurrentUser) without counting a message.
describe('the user-info refresh a permission change pushes', () => {
  it('reloads the user info and leaves the message badge alone', async () => {
    const { socket } = await renderCenter();
    const before = badgeShows('message-badge');
    const frame = await serverFrame();
    act(() => socket.push(frame));
    expect(loadCurrentUser).toHaveBeenCalledOnce();
    expect(badgeShows('message-badge')).toBe(before);
  });
});
