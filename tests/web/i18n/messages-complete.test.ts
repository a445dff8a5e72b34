import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { messagesByLocale } from '../../../src/lib/i18n/i18n-provider.ts';
import { detectLocale } from '../../../src/lib/i18n/locale.ts';

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else out.set(prefix, value);
  return out;
}

describe('every text in every language', () => {
  const locales = Object.keys(messagesByLocale) as (keyof typeof messagesByLocale)[];
  const all = new Set<string>();
  for (const locale of locales) for (const key of flatten(messagesByLocale[locale]).keys()) all.add(key);
  for (const key of flatten(englishMessages).keys()) all.add(key);

  it.each(locales)('%s has every key, none empty', (locale) => {
    const flat = flatten(messagesByLocale[locale]);
    // react-admin leaves a few keys empty on purpose (ra.boolean.null); those may stay empty.
    const emptyInReactAdmin = new Set([...flatten(englishMessages)].filter(([, v]) => typeof v === 'string' && v.trim() === '').map(([k]) => k));
    const missing = [...all].filter((key) => {
      const value = flat.get(key);
      return typeof value !== 'string' || (value.trim() === '' && !emptyInReactAdmin.has(key));
    });
    expect(missing).toEqual([]);
  });

  it('covers every react-admin key', () => {
    expect(flatten(englishMessages).size).toBeGreaterThan(150);
  });

  it('speaks zh by default, even to English browsers, and zh-TW to tw ones', () => {
    expect(detectLocale('zh-CN')).toBe('zh');
    expect(detectLocale('zh-TW')).toBe('zh-TW');
    expect(detectLocale('zh-tw')).toBe('zh-TW');
    expect(detectLocale('en-US')).toBe('zh');
    expect(detectLocale('en-GB')).toBe('zh');
    expect(detectLocale('fr')).toBe('zh');
  });
});
