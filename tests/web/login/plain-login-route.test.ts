import { describe, expect, it } from 'vitest';
import { landingAfterSignIn, showsPlainLogin } from '../../../src/features/login/plain/plain-login-route.ts';

describe('when the first load shows the plain login page, and where its sign-in lands', () => {
  it('only /login without a stored token; with a token the app and its guard decide as before', () => {
    expect(showsPlainLogin('/login', '')).toBe(true);
    expect(showsPlainLogin('/login/', '')).toBe(true);
    expect(showsPlainLogin('/login', 'bearer t')).toBe(false);
    for (const path of ['/', '/home', '/index', '/lockScreen', '/login2', '/loginx', '/sso']) expect(showsPlainLogin(path, ''), path).toBe(false);
  });

  it('lands on ?redirect= when it is a path of this site, else /home', () => {
    expect(landingAfterSignIn('')).toBe('/home');
    expect(landingAfterSignIn(`?redirect=${encodeURIComponent('/system/user?x=1')}`)).toBe('/system/user?x=1');
    for (const outside of ['https://evil.example/', '//evil.example/a', '/\\evil.example', 'javascript:alert(1)']) {
      expect(landingAfterSignIn(`?redirect=${encodeURIComponent(outside)}`), outside).toBe('/home');
    }
  });
});
