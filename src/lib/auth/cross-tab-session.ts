import { TOKEN_KEY } from '../storage/jnpf-storage.ts';
import { currentLocale } from '../i18n/locale.ts';
import { authMessages } from './messages.ts';
import { resetSession, sessionStore } from './session-store.ts';

export interface CrossTabOptions {
  /** how the page reloads; tests replace it */
  reload?: () => void;
  /** time the message stays visible before the reload */
  reloadDelayMs?: number;
}

/**
 * Signing out in another tab removes jnpf_token; this tab then ends its own session too (spec §4):
 * `onExpired` shows 登录过期,请重新登录, the session is reset (which closes the socket through its
 * reset listeners) and the page reloads. Returns the function that stops watching.
 */
export function watchCrossTabLogout(onExpired: (message: string) => void, options: CrossTabOptions = {}): () => void {
  const reload = options.reload ?? (() => window.location.reload());
  const delay = options.reloadDelayMs ?? 1500;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listener = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== window.localStorage) return;
    // key null: localStorage.clear() in the other tab, which removes the token as well.
    const tokenRemoved = (event.key === TOKEN_KEY && !event.newValue) || event.key === null;
    if (!tokenRemoved || !sessionStore.getSnapshot().token) return;
    onExpired(authMessages[currentLocale()].auth.sessionExpired);
    resetSession();
    timer = setTimeout(reload, delay);
  };
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener('storage', listener);
    if (timer !== undefined) clearTimeout(timer);
  };
}
