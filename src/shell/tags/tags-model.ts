import { queryIsPageState } from '../../lib/routes/fixed-routes.ts';

/**
 * The open tabs of the tags view (spec §2.5), as pure functions over a list. A tab is one
 * full path: the same page with another query string is another tab, unless the route says the
 * query is the page's own state (the profile's sub-tabs), which stays in one tab. Affixed tabs
 * (/home) cannot be closed and survive "close all".
 */
export interface TagView {
  /** pathname + search: what identifies the tab and what navigating to it opens */
  key: string;
  pathname: string;
  affix: boolean;
}

export const tagKey = (pathname: string, search: string): string => pathname + (search && search !== '?' && !queryIsPageState(pathname) ? search : '');

export function tagOf(pathname: string, search: string, affix = false): TagView {
  return { key: tagKey(pathname, search), pathname, affix };
}

/** Adds a tab once per key; a new one goes to the end. */
export function addTag(tags: readonly TagView[], tag: TagView): TagView[] {
  return tags.some((item) => item.key === tag.key) ? [...tags] : [...tags, tag];
}

/** Puts the affixed tabs first, each once, keeping the others in their order. */
export function withAffixed(tags: readonly TagView[], affixed: readonly TagView[]): TagView[] {
  const rest = tags.filter((tag) => !affixed.some((item) => item.key === tag.key));
  return [...affixed, ...rest];
}

export function closeTag(tags: readonly TagView[], key: string): TagView[] {
  return tags.filter((tag) => tag.affix || tag.key !== key);
}

export function closeOtherTags(tags: readonly TagView[], key: string): TagView[] {
  return tags.filter((tag) => tag.affix || tag.key === key);
}

export function closeAllTags(tags: readonly TagView[]): TagView[] {
  return tags.filter((tag) => tag.affix);
}

/** The keys a close action removes (the ones the dirty check must ask about). */
export function removedKeys(before: readonly TagView[], after: readonly TagView[]): string[] {
  return before.filter((tag) => !after.some((item) => item.key === tag.key)).map((tag) => tag.key);
}

/** Where to go after the active tab closed: the last remaining tab, else the home page. */
export function fallbackKey(tags: readonly TagView[], home = '/home'): string {
  return tags.length > 0 ? tags[tags.length - 1].key : home;
}

/** The neighbour of the active tab for the previous/next buttons, wrapping around. */
export function neighbourKey(tags: readonly TagView[], activeKey: string, step: 1 | -1): string | null {
  if (tags.length === 0) return null;
  const at = tags.findIndex((tag) => tag.key === activeKey);
  if (at < 0) return tags[0].key;
  return tags[(at + step + tags.length) % tags.length].key;
}

/** Reads a stored tab list, dropping anything that is not one (old formats, hand edits). */
export function parseTags(raw: unknown): TagView[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (item): item is TagView =>
        typeof item === 'object' && item !== null && typeof (item as TagView).key === 'string' && typeof (item as TagView).pathname === 'string',
    )
    .map((item) => ({ key: item.key, pathname: item.pathname, affix: Boolean(item.affix) }));
}
