import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  adoptToken,
  loadCurrentUser,
  onSessionReset,
  resetSession,
  selectMenu,
  sessionStore,
  SessionLoadError,
  setLocked,
  setSessionToken,
} from '../../../src/lib/auth/session-store.ts';
import { getLock, getToken, setToken, storageGet } from '../../../src/lib/storage/jnpf-storage.ts';
import { currentUser, page, system, setUpAuthTests, user } from './auth-test-kit.ts';

const server = setUpAuthTests();

const answer = (body: JsonBodyType) => server.use(http.get('/api/oauth/CurrentUser', () => HttpResponse.json(body)));

function signIn(token = 'bearer t1') {
  setToken(token);
  setSessionToken(token);
}

describe('choosing the menu (contract §2.4)', () => {
  const routerList = [system('s1', [page('a')]), system('s2', [page('b'), page('c')])];

  it('takes the children of the system flagged currentSystem from routerList', () => {
    const userInfo = user({
      systemIds: [
        { id: 's1', name: 'A', icon: '', currentSystem: false },
        { id: 's2', name: 'B', icon: '', currentSystem: true },
      ],
    });
    expect(selectMenu({ userInfo, routerList, menuList: [page('ignored')] }).map((m) => m.id)).toEqual(['b', 'c']);
  });

  it('falls back to the first system when none is flagged or the flagged one is missing', () => {
    expect(selectMenu({ userInfo: user({ systemIds: [] }), routerList }).map((m) => m.id)).toEqual(['a']);
    const ghost = user({ systemIds: [{ id: 'gone', name: 'X', icon: '', currentSystem: true }] });
    expect(selectMenu({ userInfo: ghost, routerList }).map((m) => m.id)).toEqual(['a']);
  });

  it('uses menuList as sent when routerList is missing or empty', () => {
    expect(selectMenu({ userInfo: user(), routerList: [], menuList: [page('m')] }).map((m) => m.id)).toEqual(['m']);
    expect(selectMenu({ userInfo: user(), menuList: [page('m')] }).map((m) => m.id)).toEqual(['m']);
    expect(selectMenu({ userInfo: user(), routerList: null, menuList: null })).toEqual([]);
  });
});

describe('loadCurrentUser (spec §2.2, §8; contract §2.4)', () => {
  it('stores the user, the current system menu, the router list, permissions and config', async () => {
    signIn();
    const routerList = [system('s1', [page('a')]), system('s2', [page('b')])];
    const userInfo = user({ systemIds: [{ id: 's2', name: 'B', icon: '', currentSystem: true }] });
    answer({ code: 200, data: currentUser({ userInfo, routerList, menuList: [page('stale')] }) });
    const state = await loadCurrentUser('/home');
    expect(state).toBe(sessionStore.getSnapshot());
    expect(state.loaded).toBe(true);
    expect(state.userInfo?.userAccount).toBe('admin');
    expect(state.menuList.map((m) => m.id)).toEqual(['b']);
    expect(state.routerList.map((m) => m.id)).toEqual(['s1', 's2']);
    expect(state.permissionList).toEqual([{ modelId: 'm1', button: [{ enCode: 'btn_add' }] }]);
    expect(state.sysConfigInfo?.title).toBe('港务平台');
    expect(state.token).toBe('bearer t1');
  });

  it('uses menuList when the server sends no routerList (a TypeScript backend may)', async () => {
    signIn();
    answer({ code: 200, data: currentUser({ menuList: [page('x'), page('y')], sysConfigInfo: undefined }) });
    const state = await loadCurrentUser('/home');
    expect(state.menuList.map((m) => m.id)).toEqual(['x', 'y']);
    expect(state.sysConfigInfo).toBeNull();
  });

  it('sends the stored token', async () => {
    signIn('bearer abc');
    let authorization: string | null = null;
    server.use(
      http.get('/api/oauth/CurrentUser', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ code: 200, data: currentUser() });
      }),
    );
    await loadCurrentUser('/home');
    expect(authorization).toBe('bearer abc');
  });

  it('rejects an empty menu with 您的权限不足，请联系管理员 and stores nothing', async () => {
    signIn();
    answer({ code: 200, data: currentUser({ menuList: [], routerList: [] }) });
    const error = await loadCurrentUser('/home').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionLoadError);
    expect(error).toMatchObject({ message: '您的权限不足，请联系管理员', visible: true });
    expect(sessionStore.getSnapshot().loaded).toBe(false);
    expect(sessionStore.getSnapshot().userInfo).toBeNull();
  });

  it('treats a current system without children as an empty menu', async () => {
    signIn();
    answer({ code: 200, data: currentUser({ routerList: [system('s1', [])], menuList: [page('x')] }) });
    await expect(loadCurrentUser('/home')).rejects.toThrow('您的权限不足，请联系管理员');
  });

  it('rejects a success without data with 验证失败，请重新登录 on an ordinary page', async () => {
    signIn();
    answer({ code: 200, msg: 'Success' });
    await expect(loadCurrentUser('/profile')).rejects.toMatchObject({ message: '验证失败，请重新登录', visible: true });
  });

  it.each(['/', '/index', ''])('stops silently without data at %j', async (path) => {
    signIn();
    answer({ code: 200 });
    const error = await loadCurrentUser(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionLoadError);
    expect((error as SessionLoadError).visible).toBe(false);
  });

  it('speaks the chosen language', async () => {
    signIn();
    window.localStorage.setItem('jnpf_language', 'en|String');
    answer({ code: 200, data: currentUser({ menuList: [] }) });
    await expect(loadCurrentUser('/home')).rejects.toThrow('You do not have enough permissions; contact an administrator');
  });

  it('passes a failed request on as it came, not as a text of its own', async () => {
    signIn();
    answer({ code: 600, msg: '登录过期,请重新登录' });
    const error = await loadCurrentUser('/home').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(SessionLoadError);
    expect(error).toMatchObject({ code: 600, msg: '登录过期,请重新登录' });
  });

  it('shares one request between concurrent loads', async () => {
    signIn();
    let calls = 0;
    server.use(
      http.get('/api/oauth/CurrentUser', () => {
        calls += 1;
        return HttpResponse.json({ code: 200, data: currentUser() });
      }),
    );
    const [a, b] = await Promise.all([loadCurrentUser('/home'), loadCurrentUser('/home')]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    await loadCurrentUser('/home');
    expect(calls).toBe(2);
  });

  it('drops an answer that arrives after the session ended', async () => {
    signIn();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/oauth/CurrentUser', async () => {
        await gate;
        return HttpResponse.json({ code: 200, data: currentUser() });
      }),
    );
    const pending = loadCurrentUser('/home');
    resetSession();
    release();
    const state = await pending;
    expect(state.loaded).toBe(false);
    expect(state.userInfo).toBeNull();
  });
});

describe('session changes (spec §4)', () => {
  it('notifies subscribers and stops when they unsubscribe', () => {
    const listener = vi.fn();
    const stop = sessionStore.subscribe(listener);
    setSessionToken('bearer a');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    setSessionToken('bearer b');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('persists the lock as 1 and removes it on unlock', () => {
    setLocked(true);
    expect(sessionStore.getSnapshot().isLock).toBe(true);
    expect(window.localStorage.getItem('jnpf_lock')).toBe('1|Number');
    expect(getLock()).toBe(1);
    setLocked(false);
    expect(sessionStore.getSnapshot().isLock).toBe(false);
    expect(window.localStorage.getItem('jnpf_lock')).toBeNull();
  });

  it('resetSession clears token, lock, user, menus, permissions and runs every registered clean-up', async () => {
    signIn();
    answer({ code: 200, data: currentUser() });
    await loadCurrentUser('/home');
    setLocked(true);
    const socket = vi.fn();
    const tags = vi.fn();
    const stopSocket = onSessionReset(socket);
    const stopTags = onSessionReset(tags);
    resetSession();
    const state = sessionStore.getSnapshot();
    expect(state).toMatchObject({
      token: '',
      isLock: false,
      userInfo: null,
      menuList: [],
      routerList: [],
      permissionList: [],
      sysConfigInfo: null,
      loaded: false,
    });
    expect(getToken()).toBe('');
    expect(window.localStorage.getItem('jnpf_token')).toBeNull();
    expect(window.localStorage.getItem('jnpf_lock')).toBeNull();
    expect(socket).toHaveBeenCalledTimes(1);
    expect(tags).toHaveBeenCalledTimes(1);
    stopSocket();
    stopTags();
    resetSession();
    expect(socket).toHaveBeenCalledTimes(1);
  });

  it('keeps resetting when one clean-up throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    const stopBad = onSessionReset(() => {
      throw new Error('broken');
    });
    const stopAfter = onSessionReset(after);
    signIn();
    resetSession();
    expect(after).toHaveBeenCalled();
    expect(getToken()).toBe('');
    stopBad();
    stopAfter();
    error.mockRestore();
  });

  it('adoptToken starts a new session with the handed-over token without removing the stored one first', async () => {
    signIn('bearer old');
    answer({ code: 200, data: currentUser() });
    await loadCurrentUser('/home');
    const cleanup = vi.fn();
    const stop = onSessionReset(cleanup);
    const removed = vi.spyOn(Storage.prototype, 'removeItem');
    adoptToken('bearer new');
    expect(removed).not.toHaveBeenCalledWith('jnpf_token');
    removed.mockRestore();
    expect(storageGet('token')).toBe('bearer new');
    expect(sessionStore.getSnapshot()).toMatchObject({ token: 'bearer new', loaded: false, userInfo: null });
    expect(cleanup).toHaveBeenCalledTimes(1);
    stop();
  });

  it('setSessionToken with the same token keeps the loaded user', async () => {
    signIn('bearer same');
    answer({ code: 200, data: currentUser() });
    await loadCurrentUser('/home');
    setSessionToken('bearer same');
    expect(sessionStore.getSnapshot().loaded).toBe(true);
  });
});
