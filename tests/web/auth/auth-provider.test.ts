import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { authProvider, layoutFromTheme, lockScreen, signOut, unlockWithPassword } from '../../../src/lib/auth/auth-provider.ts';
import { loadCurrentUser, onSessionReset, sessionStore, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { getToken, setToken, storageGet } from '../../../src/lib/storage/jnpf-storage.ts';
import { currentUser, setUpAuthTests } from './auth-test-kit.ts';

const server = setUpAuthTests();

const loginAnswers = (data: unknown) => server.use(http.post('/api/oauth/Login', () => HttpResponse.json({ code: 200, data })));

async function signedInWithUser() {
  setToken('bearer t');
  setSessionToken('bearer t');
  server.use(http.get('/api/oauth/CurrentUser', () => HttpResponse.json({ code: 200, data: currentUser() })));
  await loadCurrentUser('/home');
}

describe('login (spec §4)', () => {
  it('stores the token (jnpf_token) and the returned layout type (jnpf_layoutType)', async () => {
    loginAnswers({ token: 'bearer fresh', theme: 'blend' });
    await authProvider.login({ account: 'admin', password: '0000' });
    expect(window.localStorage.getItem('jnpf_token')).toBe('bearer fresh|String');
    expect(storageGet('layoutType')).toBe('blend');
    expect(sessionStore.getSnapshot().token).toBe('bearer fresh');
  });

  it.each([
    ['classic', 'classic'],
    ['functional', 'functional'],
    ['plain', 'plain'],
    ['blend', 'blend'],
    ['lightBlue', 'classic'],
    [undefined, 'classic'],
    [null, 'classic'],
    ['', 'classic'],
  ])('theme %j gives layout %s', async (theme, layout) => {
    expect(layoutFromTheme(theme)).toBe(layout);
    loginAnswers({ token: 'bearer x', theme });
    await authProvider.login({ account: 'a', password: 'b' });
    expect(storageGet('layoutType')).toBe(layout);
  });

  it('stores nothing when the login is refused', async () => {
    server.use(http.post('/api/oauth/Login', () => HttpResponse.json({ code: 400, msg: '验证码错误' })));
    await expect(authProvider.login({ account: 'a', password: 'b' })).rejects.toMatchObject({ msg: '验证码错误' });
    expect(getToken()).toBe('');
    expect(storageGet('layoutType')).toBeNull();
  });
});

describe('logout (spec §4)', () => {
  it('calls the server with the token, then clears the session and every registered cache', async () => {
    await signedInWithUser();
    const order: string[] = [];
    server.use(
      http.get('/api/oauth/Logout', ({ request }) => {
        order.push(`server:${request.headers.get('authorization')}`);
        return HttpResponse.json({ code: 200, msg: '注销成功' });
      }),
    );
    const stop = onSessionReset(() => order.push('reset'));
    await authProvider.logout({});
    expect(order).toEqual(['server:bearer t', 'reset']);
    expect(getToken()).toBe('');
    expect(sessionStore.getSnapshot()).toMatchObject({ token: '', userInfo: null, menuList: [], permissionList: [] });
    stop();
  });

  it('clears the session even when the server call fails', async () => {
    await signedInWithUser();
    server.use(http.get('/api/oauth/Logout', () => HttpResponse.json({ code: 500, msg: 'down' })));
    await expect(signOut()).resolves.toBeUndefined();
    expect(getToken()).toBe('');
  });

  it('does not call the server when nobody is signed in', async () => {
    // msw refuses unhandled calls, so a call here would fail the test.
    await expect(authProvider.logout({})).resolves.toBeUndefined();
  });
});

describe('checkAuth, checkError, identity and permissions', () => {
  beforeEach(() => window.history.pushState({}, '', '/home'));
  afterEach(() => window.history.pushState({}, '', '/'));

  it('checkAuth passes only with a token', async () => {
    await expect(authProvider.checkAuth({})).rejects.toThrow();
    setSessionToken('bearer t');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it.each([600, 601, 602])('checkError treats code %i as a lost session: reset, no second message, to login', async (code) => {
    await signedInWithUser();
    const failure = await authProvider.checkError({ code, msg: '登录过期,请重新登录' }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ message: false, redirectTo: '/login' });
    expect(getToken()).toBe('');
    expect(sessionStore.getSnapshot().token).toBe('');
  });

  it('checkError sends a lost session at the root or the index to /index (spec §8)', async () => {
    for (const path of ['/', '/index']) {
      window.history.pushState({}, '', path);
      await expect(authProvider.checkError({ code: 600 })).rejects.toMatchObject({ redirectTo: '/index' });
    }
  });

  it('checkError reads the code of a wrapped answer too', async () => {
    await expect(authProvider.checkError({ body: { code: 601 } })).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('checkError lets other failures pass and keeps the session', async () => {
    setToken('bearer t');
    setSessionToken('bearer t');
    for (const error of [{ code: 400, msg: 'x' }, { code: 409 }, new Error('network'), null, undefined]) {
      await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    }
    expect(getToken()).toBe('bearer t');
  });

  it('getIdentity comes from the loaded user info', async () => {
    await expect(authProvider.getIdentity!()).rejects.toThrow();
    await signedInWithUser();
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 'u1', fullName: '管理员', avatar: '/api/file/Image/userAvatar/a.png' });
  });

  it('getPermissions is the permission list', async () => {
    await signedInWithUser();
    await expect(authProvider.getPermissions!({})).resolves.toEqual([{ modelId: 'm1', button: [{ enCode: 'btn_add' }] }]);
  });
});

describe('lock screen (spec §4, contract §2.5)', () => {
  it('lockScreen sets lock to 1 and keeps it across a reload', () => {
    lockScreen();
    expect(sessionStore.getSnapshot().isLock).toBe(true);
    expect(window.localStorage.getItem('jnpf_lock')).toBe('1|Number');
  });

  it('unlocking checks account and hashed password with the server, then clears the lock', async () => {
    await signedInWithUser();
    lockScreen();
    const body = vi.fn();
    server.use(
      http.post('/api/oauth/LockScreen', async ({ request }) => {
        body(await request.json());
        return HttpResponse.json({ code: 200, msg: '验证成功' });
      }),
    );
    await unlockWithPassword('123456');
    expect(body).toHaveBeenCalledWith({ account: 'admin', password: 'e10adc3949ba59abbe56e057f20f883e' });
    expect(sessionStore.getSnapshot().isLock).toBe(false);
    expect(window.localStorage.getItem('jnpf_lock')).toBeNull();
  });

  it('a refused unlock keeps the screen locked', async () => {
    await signedInWithUser();
    lockScreen();
    server.use(http.post('/api/oauth/LockScreen', () => HttpResponse.json({ code: 400, msg: '账户或密码错误，请重新输入' })));
    await expect(unlockWithPassword('wrong')).rejects.toMatchObject({ code: 400 });
    expect(sessionStore.getSnapshot().isLock).toBe(true);
    expect(window.localStorage.getItem('jnpf_lock')).toBe('1|Number');
  });
});
