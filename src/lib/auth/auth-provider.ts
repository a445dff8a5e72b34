import type { AuthProvider, UserIdentity } from 'react-admin';
import { setToken, storageSet } from '../storage/jnpf-storage.ts';
import { login, logoutCall, unlockScreen, type LoginInput } from './auth-api.ts';
import { resetSession, sessionStore, setLocked, setSessionToken } from './session-store.ts';

const LAYOUTS = ['classic', 'functional', 'plain', 'blend'];
const SESSION_CODES = [600, 601, 602];

/** The layout a login's theme selects: one of the four, anything else classic (spec §4, contract §2.2). */
export function layoutFromTheme(theme: string | null | undefined): string {
  return theme && LAYOUTS.includes(theme) ? theme : 'classic';
}

export type LoginParams = LoginInput;

/** Signs in: stores the token and the layout type under jnpf_layoutType (spec §4). */
export async function signIn(params: LoginParams): Promise<void> {
  const { token, theme } = await login(params);
  setToken(token);
  storageSet('layoutType', layoutFromTheme(theme));
  setSessionToken(token);
}

/**
 * Logout calls the server, then clears everything local (spec §4). The local part happens even
 * when the call fails: the request client has already said why, and the user asked to leave.
 */
export async function signOut(): Promise<void> {
  try {
    if (sessionStore.getSnapshot().token) await logoutCall();
  } catch {
    // reported by the request client
  } finally {
    resetSession();
  }
}

/** Locks the screen: jnpf_lock = 1; the route guard then forces /lockScreen (contract §2.5). */
export function lockScreen(): void {
  setLocked(true);
}

/** Unlocks with the signed-in account and the typed password; the lock stays on when the server refuses. */
export async function unlockWithPassword(plain: string, account = sessionStore.getSnapshot().userInfo?.userAccount ?? ''): Promise<void> {
  await unlockScreen(account, plain);
  setLocked(false);
}

/** Clears the lock; only for callers that have already checked the password with unlockScreen. */
export function unlock(): void {
  setLocked(false);
}

/** The error's envelope code, whether react-admin hands over a request failure or an Error carrying one. */
function codeOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const value = error as { code?: unknown; body?: { code?: unknown }; status?: unknown };
  const code = value.code ?? value.body?.code ?? value.status;
  return code === undefined ? undefined : Number(code);
}

/**
 * react-admin's view of the same session. The route guard does the navigation of spec §2.2; this
 * provider keeps react-admin's hooks (useLogout, useGetIdentity, usePermissions, checkError) in step.
 */
export const authProvider: AuthProvider = {
  login: (params: LoginParams) => signIn(params),
  // Resolving with nothing lets react-admin use the redirect it asked for (the login page by default).
  logout: async () => {
    await signOut();
  },
  checkAuth: async () => {
    if (!sessionStore.getSnapshot().token) throw new Error('not signed in');
  },
  checkError: async (error: unknown) => {
    const code = codeOf(error);
    if (code === undefined || !SESSION_CODES.includes(code)) return;
    // 600/601/602: the session is gone (spec §8). The request client already showed the message,
    // so react-admin must not show another; it goes to the index from the root, else to login.
    resetSession();
    const atRoot = ['/', '', '/index'].includes(window.location.pathname);
    throw { message: false, redirectTo: atRoot ? '/index' : '/login' };
  },
  getIdentity: async (): Promise<UserIdentity> => {
    const user = sessionStore.getSnapshot().userInfo;
    if (!user) throw new Error('not signed in');
    return { id: user.userId, fullName: user.userName, avatar: user.headIcon || undefined };
  },
  getPermissions: async () => sessionStore.getSnapshot().permissionList,
};
