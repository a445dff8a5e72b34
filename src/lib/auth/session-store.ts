import { getLock, getToken, removeToken, setLock, setToken, storageRemove } from '../storage/jnpf-storage.ts';
import { currentLocale } from '../i18n/locale.ts';
import { fetchCurrentUser } from './auth-api.ts';
import type { CurrentUserResponse, MenuItem, PermissionEntry, SysConfigInfo, UserInfo } from './current-user-types.ts';
import { authMessages, type AuthText } from './messages.ts';

/** The login session of spec §3: who is signed in and what they may see. */
export interface SessionState {
  token: string;
  isLock: boolean;
  userInfo: UserInfo | null;
  /** the menu of the current system, as the shell shows it */
  menuList: MenuItem[];
  /** the full tree with every system as a type-0 root (3.4.x); empty when the server sends only menuList */
  routerList: MenuItem[];
  permissionList: PermissionEntry[];
  /** null when the server sent none; readers fall back to their defaults */
  sysConfigInfo: SysConfigInfo | null;
  /** true once the current user has been loaded for this token */
  loaded: boolean;
}

const signedOut = (token: string, isLock: boolean): SessionState => ({
  token,
  isLock,
  userInfo: null,
  menuList: [],
  routerList: [],
  permissionList: [],
  sysConfigInfo: null,
  loaded: false,
});

// A reload keeps the session: the token and the lock live in localStorage (contract §1.1).
let state: SessionState = signedOut(getToken(), getLock() === 1);
const listeners = new Set<() => void>();
const resetListeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** The signed-in session, observable with useSyncExternalStore(subscribe, getSnapshot). */
export const sessionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): SessionState => state,
};

/**
 * Other features (socket, tab bar, dictionary and organisation caches) register their own
 * clean-up here, so this module never imports them. Returns the unregister function.
 */
export function onSessionReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => {
    resetListeners.delete(listener);
  };
}

function runResetListeners(): void {
  for (const listener of [...resetListeners]) {
    try {
      listener();
    } catch (error) {
      // One feature failing to clean up must not keep the others (or the sign-out) from running.
      console.error('session reset listener failed', error);
    }
  }
}

/**
 * Puts a freshly issued token into the session (the caller has already stored it). A token
 * different from the current one is a new session: the old user's data is dropped.
 */
export function setSessionToken(token: string): void {
  if (token === state.token) return;
  if (state.token) runResetListeners();
  setState(signedOut(token, state.isLock));
}

/** The /workFlowDetail hand-over (spec §2.2): store the token from the query and start over with it. */
export function adoptToken(token: string): void {
  // Overwrite rather than remove-then-set: a removal would look like a sign-out to the other tabs.
  setToken(token);
  setSessionToken(token);
}

/** Lock: 1 persisted under jnpf_lock; unlocking removes it (spec §4, contract §2.5). */
export function setLocked(locked: boolean): void {
  if (locked) setLock(1);
  else storageRemove('lock');
  setState({ ...state, isLock: locked });
}

/**
 * Picks the menu of the current system (contract §2.4): from routerList the children of the
 * system flagged currentSystem (else the first system); without a routerList, menuList as sent.
 */
export function selectMenu(data: Pick<CurrentUserResponse, 'userInfo' | 'menuList' | 'routerList'>): MenuItem[] {
  const routerList = data.routerList ?? [];
  if (routerList.length > 0) {
    const currentId = data.userInfo?.systemIds?.find((system) => system.currentSystem)?.id ?? data.userInfo?.systemId;
    const root = routerList.find((node) => node.id === currentId) ?? routerList[0];
    return root.children ?? [];
  }
  return data.menuList ?? [];
}

/**
 * A user load that failed for a reason of its own (not a failed request, which the request client
 * has already reported). `visible` is false when the failure must pass silently (spec §8).
 */
export class SessionLoadError extends Error {
  readonly visible: boolean;
  constructor(message: string, visible = true) {
    super(message);
    this.name = 'SessionLoadError';
    this.visible = visible;
  }
}

/** Root, /index and the empty path let a user load without data fail silently (spec §8). */
const isQuietPath = (path: string) => path === '/' || path === '' || path === '/index';

function text(key: AuthText): string {
  return authMessages[currentLocale()].auth[key];
}

let inFlight: { token: string; promise: Promise<SessionState> } | null = null;

/**
 * Loads the user, menus and permissions (spec §2.2, §8; contract §2.4). `path` is the page being
 * opened. Rejects with a SessionLoadError (验证失败，请重新登录 when there is no data, silent at the
 * root and /index; 您的权限不足，请联系管理员 when no menu is left), or with the request failure as
 * it came. Concurrent calls for the same token share one request.
 */
export function loadCurrentUser(path: string = window.location.pathname): Promise<SessionState> {
  const token = state.token;
  if (inFlight && inFlight.token === token) return inFlight.promise;
  const promise = load(path, token).finally(() => {
    if (inFlight?.promise === promise) inFlight = null;
  });
  inFlight = { token, promise };
  return promise;
}

async function load(path: string, token: string): Promise<SessionState> {
  const response = await fetchCurrentUser();
  // The session changed while the answer was on its way (sign-out, token hand-over): it is stale.
  if (state.token !== token) return state;
  const data = response.data;
  if (!data || !data.userInfo) throw new SessionLoadError(text('verifyFailed'), !isQuietPath(path));
  const menuList = selectMenu(data);
  if (menuList.length === 0) throw new SessionLoadError(text('noPermission'));
  setState({
    ...state,
    userInfo: data.userInfo,
    menuList,
    routerList: data.routerList ?? [],
    permissionList: data.permissionList ?? [],
    sysConfigInfo: data.sysConfigInfo ?? null,
    loaded: true,
  });
  return state;
}

/**
 * Ends the session locally (spec §4): token, lock, menus, user info and permissions, then every
 * registered clean-up (socket, cached trees, dictionary, tag views).
 */
export function resetSession(): void {
  removeToken();
  storageRemove('lock');
  inFlight = null;
  runResetListeners();
  setState(signedOut('', false));
}
