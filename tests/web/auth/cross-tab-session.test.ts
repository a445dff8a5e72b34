import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchCrossTabLogout } from '../../../src/lib/auth/cross-tab-session.ts';
import { onSessionReset, sessionStore, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { getToken, setToken } from '../../../src/lib/storage/jnpf-storage.ts';
import { setUpAuthTests } from './auth-test-kit.ts';

setUpAuthTests();

/** What the browser fires in this tab when another tab changes localStorage. */
const otherTab = (key: string | null, oldValue: string | null, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: window.localStorage }));

describe('signing out in another tab (spec §4)', () => {
  let stop: () => void = () => undefined;
  const reload = vi.fn();
  const onExpired = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    reload.mockReset();
    onExpired.mockReset();
    setToken('bearer t');
    setSessionToken('bearer t');
    stop = watchCrossTabLogout(onExpired, { reload, reloadDelayMs: 1500 });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('shows 登录过期,请重新登录, resets the session (closing the socket) and reloads', () => {
    const socketClose = vi.fn();
    const unregister = onSessionReset(socketClose);
    // The other tab removed its token; in the shared localStorage it is gone for this tab too.
    window.localStorage.removeItem('jnpf_token');
    otherTab('jnpf_token', 'bearer t|String', null);
    expect(onExpired).toHaveBeenCalledWith('登录过期,请重新登录');
    expect(socketClose).toHaveBeenCalledTimes(1);
    expect(sessionStore.getSnapshot().token).toBe('');
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1500);
    expect(reload).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('also ends the session when the other tab clears localStorage', () => {
    otherTab(null, null, null);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(getToken()).toBe('');
  });

  it('ignores other keys and a token that was replaced rather than removed', () => {
    otherTab('jnpf_language', 'zh|String', null);
    otherTab('jnpf_token', 'bearer t|String', 'bearer u|String');
    vi.advanceTimersByTime(5000);
    expect(onExpired).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStore.getSnapshot().token).toBe('bearer t');
  });

  it('ignores sessionStorage events', () => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'jnpf_token', oldValue: 'x', newValue: null, storageArea: window.sessionStorage }));
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('does nothing in a tab that has no session', () => {
    setSessionToken('');
    otherTab('jnpf_token', 'bearer t|String', null);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('stops watching (and cancels a pending reload) when stopped', () => {
    otherTab('jnpf_token', 'bearer t|String', null);
    stop();
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
    setSessionToken('bearer again');
    otherTab('jnpf_token', 'bearer again|String', null);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
