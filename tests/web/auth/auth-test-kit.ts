import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setupServer } from 'msw/node';
import { resetSession } from '../../../src/lib/auth/session-store.ts';
import { storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import type { CurrentUserResponse, MenuItem, UserInfo } from '../../../src/lib/auth/current-user-types.ts';

/**
 * Shared set-up of the auth tests: one msw server that refuses unhandled calls, a signed-out
 * session and the zh language before each test (jsdom's browser language is English).
 */
export function setUpAuthTests() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetSession();
    storageSet('language', 'zh');
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export const user = (patch: Partial<UserInfo> = {}): UserInfo => ({
  userId: 'u1',
  userAccount: 'admin',
  userName: '管理员',
  headIcon: '/api/file/Image/userAvatar/a.png',
  systemIds: [],
  ...patch,
});

export const page = (id: string, patch: Partial<MenuItem> = {}): MenuItem => ({
  id,
  enCode: id,
  fullName: `页面${id}`,
  type: 2,
  urlAddress: `pages/${id}`,
  ...patch,
});

export const system = (id: string, children: MenuItem[]): MenuItem => ({ id, enCode: id, fullName: `系统${id}`, type: 0, hasChildren: true, children });

export const currentUser = (patch: Partial<CurrentUserResponse> = {}): CurrentUserResponse => ({
  userInfo: user(),
  menuList: [page('m1')],
  permissionList: [{ modelId: 'm1', button: [{ enCode: 'btn_add' }] }],
  sysConfigInfo: { title: '港务平台', sysName: '港务平台' },
  ...patch,
});
