import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TITLE,
  decideNavigation,
  failureTarget,
  loginWithRedirect,
  pageTitle,
  showsProgress,
  type GuardInput,
} from '../../../src/lib/auth/route-guard.ts';
import { PUBLIC_PATHS } from '../../../src/lib/routes/fixed-routes.ts';

const signedOut: GuardInput = { path: '/home', query: '', token: '', isLocked: false, menusLoaded: false };
const signedIn: GuardInput = { ...signedOut, token: 'bearer t', storedToken: 'bearer t' };
const out = (patch: Partial<GuardInput>) => decideNavigation({ ...signedOut, ...patch });
const inn = (patch: Partial<GuardInput>) => decideNavigation({ ...signedIn, ...patch });

const SPEC_PUBLIC_PATHS = [
  '/login',
  '/auth-redirect',
  '/sso',
  '/formShortLink',
  '/sIndex',
  '/createBill',
  '/index',
  '/',
  '/noticeList',
  '/noticeInfo',
  '/dingzhiIndex',
  '/dingzhiInfo',
  '/yuanyou',
  '/showImage',
  '/logistics',
  '/temp',
  '/showharberp',
  '/wldbPay',
];

describe('public paths (spec §2.2)', () => {
  it('are exactly the ones the spec lists', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual([...SPEC_PUBLIC_PATHS].sort());
  });

  it.each(SPEC_PUBLIC_PATHS.filter((path) => path !== '/'))('%s opens without a token', (path) => {
    expect(out({ path })).toEqual({ kind: 'proceed' });
  });

  it('keeps a public page open with its query', () => {
    expect(out({ path: '/noticeInfo', query: '?id=7' })).toEqual({ kind: 'proceed' });
  });
});

describe('without a token (spec §2.2)', () => {
  it.each(['/home', '/profile', '/dashboard', '/lockScreen', '/system/menu', '/model/abc'])('%s goes to /login with the path as redirect', (path) => {
    expect(out({ path })).toEqual({ kind: 'redirect', to: `/login?redirect=${encodeURIComponent(path)}` });
  });

  it('keeps the query of the original address in the redirect parameter', () => {
    expect(out({ path: '/profile', query: '?tab=password' })).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fprofile%3Ftab%3Dpassword' });
    expect(new URLSearchParams(loginWithRedirect('/profile', 'tab=password').split('?')[1]).get('redirect')).toBe('/profile?tab=password');
  });

  it('sends / to /index', () => {
    expect(out({ path: '/' })).toEqual({ kind: 'redirect', to: '/index' });
  });

  it('does not let a trailing slash slip past the check', () => {
    expect(out({ path: '/home/' })).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fhome' });
    expect(out({ path: '/login/' })).toEqual({ kind: 'proceed' });
  });
});

describe('with a token (spec §2.2)', () => {
  it('sends / and the empty path to /index', () => {
    expect(inn({ path: '/' })).toEqual({ kind: 'redirect', to: '/index' });
    expect(inn({ path: '' })).toEqual({ kind: 'redirect', to: '/index' });
    expect(inn({ path: '/', menusLoaded: true })).toEqual({ kind: 'redirect', to: '/index' });
  });

  it('forces a locked screen to /lockScreen from every page but /lockScreen and /login', () => {
    for (const path of ['/home', '/index', '/profile', '/sIndex', '/workFlowDetail']) {
      expect(inn({ path, isLocked: true, menusLoaded: true })).toEqual({ kind: 'redirect', to: '/lockScreen' });
    }
    expect(inn({ path: '/lockScreen', isLocked: true, menusLoaded: true })).toEqual({ kind: 'proceed' });
    // /login is not forced to the lock screen; it goes to /home, which then is.
    expect(inn({ path: '/login', isLocked: true })).toEqual({ kind: 'redirect', to: '/home' });
    expect(inn({ path: '/home', isLocked: true })).toEqual({ kind: 'redirect', to: '/lockScreen' });
  });

  it('lets an unlocked /lockScreen through once the user is loaded', () => {
    expect(inn({ path: '/lockScreen', menusLoaded: true })).toEqual({ kind: 'proceed' });
  });

  it('sends /login to /home', () => {
    expect(inn({ path: '/login' })).toEqual({ kind: 'redirect', to: '/home' });
    expect(inn({ path: '/login', menusLoaded: true })).toEqual({ kind: 'redirect', to: '/home' });
    expect(inn({ path: '/login', query: 'redirect=%2Fprofile' })).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('lets /login through when the query has token, signature and jumpTo, and only then', () => {
    expect(inn({ path: '/login', query: '?token=a&signature=b&jumpTo=%2Fhome' })).toEqual({ kind: 'proceed' });
    expect(inn({ path: '/login', query: 'token=a&signature=b' })).toEqual({ kind: 'redirect', to: '/home' });
    expect(inn({ path: '/login', query: 'token=a&jumpTo=c' })).toEqual({ kind: 'redirect', to: '/home' });
    expect(inn({ path: '/login', query: 'signature=b&jumpTo=c' })).toEqual({ kind: 'redirect', to: '/home' });
    expect(inn({ path: '/login', query: 'token=&signature=b&jumpTo=c' })).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('loads the user first when no menu list is loaded, for any page including public ones', () => {
    for (const path of ['/home', '/profile', '/index', '/sIndex', '/lockScreen', '/model/x']) {
      expect(inn({ path })).toEqual({ kind: 'load-user-then-retry' });
    }
  });

  it('proceeds once the menu list is loaded', () => {
    for (const path of ['/home', '/profile', '/index', '/sIndex', '/unknown']) {
      expect(inn({ path, menusLoaded: true })).toEqual({ kind: 'proceed' });
    }
  });
});

describe('/workFlowDetail token hand-over (spec §2.2)', () => {
  it('stores a query token different from the stored one and decides again', () => {
    expect(inn({ path: '/workFlowDetail', query: 'token=bearer%20other&config=eyJ9', menusLoaded: true })).toEqual({
      kind: 'store-token-then-retry',
      token: 'bearer other',
    });
  });

  it('goes on normally when the query token is the stored one', () => {
    expect(inn({ path: '/workFlowDetail', query: 'token=bearer%20t', menusLoaded: true })).toEqual({ kind: 'proceed' });
    expect(inn({ path: '/workFlowDetail', query: 'token=bearer%20t' })).toEqual({ kind: 'load-user-then-retry' });
  });

  it('compares with the stored token, not the session one', () => {
    expect(inn({ path: '/workFlowDetail', query: 'token=new', token: 'old', storedToken: 'new', menusLoaded: true })).toEqual({ kind: 'proceed' });
    expect(inn({ path: '/workFlowDetail', query: 'token=old', token: 'old', storedToken: 'new' })).toEqual({ kind: 'store-token-then-retry', token: 'old' });
  });

  it('works in a browser with no session yet', () => {
    expect(out({ path: '/workFlowDetail', query: 'token=bearer%20x' })).toEqual({ kind: 'store-token-then-retry', token: 'bearer x' });
    expect(out({ path: '/workFlowDetail', query: 'config=x' })).toEqual({ kind: 'redirect', to: '/login?redirect=%2FworkFlowDetail%3Fconfig%3Dx' });
  });

  it('only applies to /workFlowDetail', () => {
    expect(inn({ path: '/profile', query: 'token=other', menusLoaded: true })).toEqual({ kind: 'proceed' });
  });
});

describe('after a failed user load (spec §2.2)', () => {
  it('goes to /index from the root and the index', () => {
    expect(failureTarget('/')).toBe('/index');
    expect(failureTarget('')).toBe('/index');
    expect(failureTarget('/index')).toBe('/index');
  });

  it('goes to /login?redirect={path} from anywhere else', () => {
    expect(failureTarget('/home')).toBe('/login?redirect=%2Fhome');
    expect(failureTarget('/profile', '?tab=user')).toBe('/login?redirect=%2Fprofile%3Ftab%3Duser');
  });
});

describe('page title and progress bar (spec §1, §2.2)', () => {
  it('is "route title - system title"', () => {
    expect(pageTitle('首页', '港务平台')).toBe('首页 - 港务平台');
  });

  it('falls back to 港口供应链综合服务平台 when no system title is configured', () => {
    expect(DEFAULT_TITLE).toBe('港口供应链综合服务平台');
    expect(pageTitle(undefined, undefined)).toBe('港口供应链综合服务平台');
    expect(pageTitle('首页', '')).toBe('首页 - 港口供应链综合服务平台');
    expect(pageTitle(null, null, 'Port Supply Chain')).toBe('Port Supply Chain');
  });

  it('runs the progress bar everywhere except the root and /index', () => {
    expect(showsProgress('/')).toBe(false);
    expect(showsProgress('')).toBe(false);
    expect(showsProgress('/index')).toBe(false);
    expect(showsProgress('/index/')).toBe(false);
    expect(showsProgress('/home')).toBe(true);
    expect(showsProgress('/login')).toBe(true);
    expect(showsProgress('/indexes')).toBe(true);
  });
});
