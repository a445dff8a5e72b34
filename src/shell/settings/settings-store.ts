import { sessionStore } from '../../lib/auth/session-store.ts';
import { readSettings, writeSetting, type ShellSettings } from './settings-model.ts';

/** The shell settings, observable with useSyncExternalStore; every change is stored at once. */
let state: ShellSettings = readSettings();
const listeners = new Set<() => void>();

export const settingsStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): ShellSettings => state,
};

export function changeSetting<K extends keyof ShellSettings>(key: K, value: ShellSettings[K]): void {
  if (state[key] === value) return;
  writeSetting(key, value);
  state = { ...state, [key]: value };
  listeners.forEach((listener) => listener());
}

/** Reads the stored settings again: after a sign-in wrote jnpf_layoutType, or in tests. */
export function reloadSettings(): void {
  state = readSettings();
  listeners.forEach((listener) => listener());
}

// A sign-in writes jnpf_layoutType from the server's theme (spec §4): a new token re-reads the settings.
let lastToken = sessionStore.getSnapshot().token;
sessionStore.subscribe(() => {
  const { token } = sessionStore.getSnapshot();
  if (token === lastToken) return;
  lastToken = token;
  reloadSettings();
});
