import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLock, getToken, removeToken, setLock, setToken, storageGet, storageRemove, storageSet, TOKEN_KEY } from '../../../src/lib/storage/jnpf-storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('jnpf_ storage (contract §1.1)', () => {
  it('writes value|Type under the jnpf_ prefix', () => {
    storageSet('s', 'text');
    storageSet('n', 3.5);
    storageSet('b', false);
    storageSet('o', { a: 1, b: [2] });
    storageSet('l', [1, 'x']);
    expect(localStorage.getItem('jnpf_s')).toBe('text|String');
    expect(localStorage.getItem('jnpf_n')).toBe('3.5|Number');
    expect(localStorage.getItem('jnpf_b')).toBe('false|Boolean');
    expect(localStorage.getItem('jnpf_o')).toBe('{"a":1,"b":[2]}|Object');
    expect(localStorage.getItem('jnpf_l')).toBe('[1,"x"]|Array');
    expect(localStorage.getItem('s')).toBeNull();
  });

  it('reads every type back as what went in', () => {
    storageSet('s', 'text');
    storageSet('n', 3.5);
    storageSet('zero', 0);
    storageSet('t', true);
    storageSet('f', false);
    storageSet('o', { a: 1, b: [2] });
    storageSet('l', [1, 'x']);
    expect(storageGet('s')).toBe('text');
    expect(storageGet('n')).toBe(3.5);
    expect(storageGet('zero')).toBe(0);
    expect(storageGet('t')).toBe(true);
    expect(storageGet('f')).toBe(false);
    expect(storageGet('o')).toEqual({ a: 1, b: [2] });
    expect(storageGet('l')).toEqual([1, 'x']);
  });

  it('keeps a | inside a string value', () => {
    storageSet('pipe', 'a|b|c');
    expect(localStorage.getItem('jnpf_pipe')).toBe('a|b|c|String');
    expect(storageGet('pipe')).toBe('a|b|c');
  });

  it('returns null for a missing key and after removal', () => {
    expect(storageGet('none')).toBeNull();
    storageSet('gone', 'x');
    storageRemove('gone');
    expect(localStorage.getItem('jnpf_gone')).toBeNull();
    expect(storageGet('gone')).toBeNull();
  });

  it('reads a value without a known type as plain text, and broken JSON as null', () => {
    localStorage.setItem('jnpf_plain', 'no-type');
    localStorage.setItem('jnpf_odd', 'x|Weird');
    localStorage.setItem('jnpf_broken', '{oops|Object');
    expect(storageGet('plain')).toBe('no-type');
    expect(storageGet('odd')).toBe('x|Weird');
    expect(storageGet('broken')).toBeNull();
  });

  it('reads as empty and writes nothing when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => storageSet('x', 1)).not.toThrow();
    expect(() => storageRemove('x')).not.toThrow();
    expect(storageGet('x')).toBeNull();
    expect(getToken()).toBe('');
  });
});

describe('token and lock helpers', () => {
  it('keeps the token exactly as given under jnpf_token', () => {
    expect(TOKEN_KEY).toBe('jnpf_token');
    expect(getToken()).toBe('');
    setToken('bearer eyJ.abc');
    expect(localStorage.getItem('jnpf_token')).toBe('bearer eyJ.abc|String');
    expect(getToken()).toBe('bearer eyJ.abc');
    removeToken();
    expect(localStorage.getItem('jnpf_token')).toBeNull();
    expect(getToken()).toBe('');
  });

  it('reads a token stored by the JNPF front end', () => {
    localStorage.setItem('jnpf_token', 'Bearer xyz|String');
    expect(getToken()).toBe('Bearer xyz');
  });

  it('keeps the lock flag under jnpf_lock as 1 or 0', () => {
    expect(getLock()).toBe(0);
    setLock(1);
    expect(localStorage.getItem('jnpf_lock')).toBe('1|Number');
    expect(getLock()).toBe(1);
    setLock(0);
    expect(localStorage.getItem('jnpf_lock')).toBe('0|Number');
    expect(getLock()).toBe(0);
  });
});
