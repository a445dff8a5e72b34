import { describe, expect, it } from 'vitest';
import {
  addTag,
  closeAllTags,
  closeOtherTags,
  closeTag,
  fallbackKey,
  neighbourKey,
  parseTags,
  removedKeys,
  tagKey,
  tagOf,
} from '../../../src/shell/tags/tags-model.ts';

const home = tagOf('/home', '', true);
const a = tagOf('/pages/a', '');
const a2 = tagOf('/pages/a', '?id=2');
const b = tagOf('/pages/b', '');

describe('tab list rules (spec §2.5)', () => {
  it('keys a tab by path and query, ignoring a bare "?"', () => {
    expect(tagKey('/pages/a', '?id=2')).toBe('/pages/a?id=2');
    expect(tagKey('/pages/a', '?')).toBe('/pages/a');
  });

  it('keeps a page whose query is its own state (the profile sub-tabs) in one tab', () => {
    expect(tagKey('/profile', '?tab=password')).toBe('/profile');
    const tags = ['?tab=password', '?tab=justAuth', '', '?tab=system'].reduce((list, search) => addTag(list, tagOf('/profile', search)), [home]);
    expect(tags.map((tag) => tag.key)).toEqual(['/home', '/profile']);
  });

  it('adds a tab once per key; another query is another tab', () => {
    expect(addTag(addTag([home, a], a), a2).map((tag) => tag.key)).toEqual(['/home', '/pages/a', '/pages/a?id=2']);
  });

  it('never closes an affixed tab; close all keeps only the affixed', () => {
    expect(closeTag([home, a], '/home')).toEqual([home, a]);
    expect(closeOtherTags([home, a, b], '/pages/b')).toEqual([home, b]);
    expect(closeAllTags([home, a, b])).toEqual([home]);
    expect(removedKeys([home, a, b], [home])).toEqual(['/pages/a', '/pages/b']);
  });

  it('falls back to the last tab, and steps with wrap-around', () => {
    expect(fallbackKey([home, a])).toBe('/pages/a');
    expect(fallbackKey([])).toBe('/home');
    expect(neighbourKey([home, a, b], '/pages/b', 1)).toBe('/home');
    expect(neighbourKey([home, a, b], '/home', -1)).toBe('/pages/b');
    expect(neighbourKey([], '/home', 1)).toBeNull();
  });

  it('reads back only well-formed stored tabs', () => {
    expect(parseTags([{ key: '/x', pathname: '/x' }, { key: 1 }, null, 'x'])).toEqual([{ key: '/x', pathname: '/x', affix: false }]);
    expect(parseTags('nonsense')).toEqual([]);
  });
});
