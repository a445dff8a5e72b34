import { request } from '../../../lib/request/request.ts';
import { sessionStore } from '../../../lib/auth/session-store.ts';
import type { CurrentUserResponse, UserInfo } from '../../../lib/auth/current-user-types.ts';

export type TokenCheck = { ok: true; user: UserInfo } | { ok: false; refusal: string };

/**
 * Asks GET /api/oauth/CurrentUser with the given token, raw so a refusal neither ends the current
 * session nor leaves the page. An empty refusal means the server gave no words of its own.
 */
export async function checkToken(token: string): Promise<TokenCheck> {
  try {
    const response = await request<CurrentUserResponse>({ url: '/api/oauth/CurrentUser', raw: true, token });
    if (response.code === 200 && response.data?.userInfo) return { ok: true, user: response.data.userInfo };
    return { ok: false, refusal: response.msg || '' };
  } catch {
    return { ok: false, refusal: '' };
  }
}

/**
 * The user already signed in in this browser under another token, or null. The hand-over pages
 * are public, so the session may not be loaded yet: then the stored token is asked about (raw).
 */
export async function otherSignedInUser(incoming: string): Promise<UserInfo | null> {
  const { token, userInfo } = sessionStore.getSnapshot();
  if (!token || token === incoming) return null;
  if (userInfo) return userInfo;
  const current = await checkToken(token);
  return current.ok ? current.user : null;
}

/** A token is a credential: once refused it must not stay in the address bar or the history. */
export function dropTokenFromAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  // Keep the router's history state so Back/Forward still work.
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Inside a frame another site could hand over its own token and act as us (login CSRF). */
export const runsInFrame = (): boolean => window.top !== window.self;

/** "name/account" as the confirm dialog shows a user. */
export const userLabel = (user: UserInfo): string => (user.userName ? `${user.userName}/${user.userAccount}` : user.userAccount);
