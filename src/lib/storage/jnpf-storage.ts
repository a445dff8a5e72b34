/**
 * localStorage the way JNPF keeps it (contract §1.1): keys prefixed `jnpf_`, values stored as
 * `value|Type` (String, Number, Boolean, Object, Array) so a number or an object comes back as
 * what went in. A browser that refuses storage (private mode, sandboxed frame) reads as empty.
 */
const PREFIX = 'jnpf_';

export type Stored = string | number | boolean | object | null;

function encode(value: Stored): string {
  if (typeof value === 'string') return `${value}|String`;
  if (typeof value === 'number') return `${value}|Number`;
  if (typeof value === 'boolean') return `${value}|Boolean`;
  if (Array.isArray(value)) return `${JSON.stringify(value)}|Array`;
  return `${JSON.stringify(value)}|Object`;
}

function decode(raw: string): Stored {
  const at = raw.lastIndexOf('|');
  // A value written without a type (by hand, or by an older client) is read as text.
  if (at < 0) return raw;
  const text = raw.slice(0, at);
  switch (raw.slice(at + 1)) {
    case 'String':
      return text;
    case 'Number':
      return Number(text);
    case 'Boolean':
      return text === 'true';
    case 'Array':
    case 'Object':
      try {
        return JSON.parse(text) as object;
      } catch {
        return null;
      }
    default:
      return raw;
  }
}

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The decoded value under `jnpf_<key>`, or null when there is none. */
export function storageGet<T extends Stored = Stored>(key: string): T | null {
  let raw: string | null = null;
  try {
    raw = store()?.getItem(PREFIX + key) ?? null;
  } catch {
    raw = null;
  }
  return raw === null ? null : (decode(raw) as T);
}

export function storageSet(key: string, value: Stored): void {
  try {
    store()?.setItem(PREFIX + key, encode(value));
  } catch {
    // Quota exceeded or storage refused: the value lives for this call only.
  }
}

export function storageRemove(key: string): void {
  try {
    store()?.removeItem(PREFIX + key);
  } catch {
    // Nothing stored when storage is refused.
  }
}

/** The full localStorage key of the token, for `storage` events from other tabs. */
export const TOKEN_KEY = `${PREFIX}token`;

/** The token exactly as the login answer gave it (`bearer <jwt>`), or '' when signed out. */
export const getToken = (): string => {
  const token = storageGet('token');
  return token === null ? '' : String(token);
};
export const setToken = (token: string): void => storageSet('token', token);
export const removeToken = (): void => storageRemove('token');

/** The lock-screen flag under `jnpf_lock`: 1 locked, 0 not. */
export const getLock = (): number => (Number(storageGet('lock')) === 1 ? 1 : 0);
export const setLock = (locked: number): void => storageSet('lock', locked ? 1 : 0);
