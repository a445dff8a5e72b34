import { onSessionReset } from '../../lib/auth/session-store.ts';
import { addTag, closeAllTags, closeOtherTags, closeTag, parseTags, tagOf, withAffixed, type TagView } from './tags-model.ts';

/**
 * The open tabs of this browser tab, observable with useSyncExternalStore. Kept in
 * sessionStorage so a reload brings them back while another browser tab has its own set.
 * `versions` counts refreshes per tab: the page under a tab remounts when its version changes.
 */
export interface TagsState {
  tags: TagView[];
  versions: Record<string, number>;
}

export const TAGS_STORAGE_KEY = 'portside.tagsView';
export const HOME_TAG = tagOf('/home', '', true);

function load(): TagView[] {
  try {
    return withAffixed(parseTags(JSON.parse(window.sessionStorage.getItem(TAGS_STORAGE_KEY) ?? '[]')), [HOME_TAG]);
  } catch {
    return [HOME_TAG];
  }
}

function save(tags: readonly TagView[]): void {
  try {
    window.sessionStorage.setItem(TAGS_STORAGE_KEY, JSON.stringify(tags));
  } catch {
    // Storage refused (private mode): the tabs simply do not survive a reload.
  }
}

let state: TagsState = { tags: load(), versions: {} };
const listeners = new Set<() => void>();

function setTags(tags: TagView[], versions = state.versions): void {
  state = { tags, versions };
  save(tags);
  listeners.forEach((listener) => listener());
}

export const tagsStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): TagsState => state,
};

export function openTag(pathname: string, search: string): void {
  const next = addTag(state.tags, tagOf(pathname, search));
  if (next.length !== state.tags.length) setTags(next);
}

export const closeTagKey = (key: string): void => setTags(closeTag(state.tags, key));
export const closeOtherTagKeys = (key: string): void => setTags(closeOtherTags(state.tags, key));
export const closeAllTagKeys = (): void => setTags(closeAllTags(state.tags));

/** Refresh (via /redirect): the tab's page is dropped and mounted anew. */
export function refreshTag(key: string): void {
  setTags(state.tags, { ...state.versions, [key]: (state.versions[key] ?? 0) + 1 });
}

/** Reads the stored tabs again, as a page load does (tests simulate a reload with it). */
export function reloadTags(): void {
  state = { tags: load(), versions: {} };
  listeners.forEach((listener) => listener());
}

/** Back to the home tab alone, in memory and in storage (a new session, or tests). */
export function resetTags(): void {
  setTags([HOME_TAG], {});
}

/** Sign-out clears the tag views (spec §4). */
onSessionReset(resetTags);
