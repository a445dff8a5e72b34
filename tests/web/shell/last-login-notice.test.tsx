import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import dayjs from 'dayjs';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { LastLoginNotice, markFreshLogin } from '../../../src/shell/last-login-notice.tsx';
import { sessionStore } from '../../../src/lib/auth/session-store.ts';
import type { SessionState } from '../../../src/lib/auth/session-store.ts';
import type { UserInfo } from '../../../src/lib/auth/current-user-types.ts';

const PREVIOUS = new Date(2026, 0, 5, 8, 30).getTime();
const info = (patch: Partial<UserInfo> = {}): UserInfo => ({
  userId: 'u1',
  userAccount: 'staff',
  userName: '李操作',
  headIcon: '',
  prevLogin: 1,
  prevLoginTime: PREVIOUS,
  prevLoginIPAddress: '10.0.0.8',
  prevLoginIPAddressName: '本地局域网',
  ...patch,
});

/** The notice reads the session's user info; the store's snapshot is replaced for each case. */
function withUser(userInfo: UserInfo | null) {
  const snapshot = { ...sessionStore.getSnapshot(), userInfo } as SessionState;
  vi.spyOn(sessionStore, 'getSnapshot').mockReturnValue(snapshot);
}

const show = () =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <LastLoginNotice />
    </AdminContext>,
  );

describe('the last-login notice (spec §2.5)', () => {
  beforeEach(async () => {
    await i18nProvider.changeLocale('zh');
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('after a sign-in from the login page shows time, place and IP bottom-right for 2 s', async () => {
    markFreshLogin();
    withUser(info());
    show();
    const notice = await screen.findByTestId('last-login-notice');
    expect(notice).toHaveTextContent(dayjs(PREVIOUS).format('YYYY-MM-DD HH:mm'));
    expect(notice).toHaveTextContent('本地局域网');
    expect(notice).toHaveTextContent('10.0.0.8');
    expect(notice.closest('.MuiSnackbar-root')?.className).toMatch(/anchorOriginBottomRight/);
    await act(async () => vi.advanceTimersByTime(1900));
    expect(screen.getByTestId('last-login-notice')).toBeVisible();
    // Past 2 s it hides (the closing transition takes a few hundred ms more).
    await act(async () => vi.advanceTimersByTime(200));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('last-login-notice')).toBeNull();
  });

  it('stays away on a reload (no fresh sign-in), when the switch is off, or on a first sign-in', async () => {
    withUser(info());
    const first = show();
    expect(screen.queryByTestId('last-login-notice')).toBeNull();
    first.unmount();
    markFreshLogin();
    withUser(info({ prevLogin: 0 }));
    const off = show();
    expect(screen.queryByTestId('last-login-notice')).toBeNull();
    off.unmount();
    markFreshLogin();
    withUser(info({ prevLoginTime: null }));
    show();
    expect(screen.queryByTestId('last-login-notice')).toBeNull();
  });
});
