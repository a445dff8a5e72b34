import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { closeAllTags, closeOtherTags, closeTag, fallbackKey, removedKeys, tagKey, type TagView } from './tags-model.ts';
import { closeAllTagKeys, closeOtherTagKeys, closeTagKey, tagsStore } from './tags-store.ts';
import { forgetTab, isTabDirty } from './dirty-registry.ts';

type CloseKind = { kind: 'one'; key: string } | { kind: 'others'; key: string } | { kind: 'all' };

const after = (tags: readonly TagView[], close: CloseKind): TagView[] =>
  close.kind === 'one' ? closeTag(tags, close.key) : close.kind === 'others' ? closeOtherTags(tags, close.key) : closeAllTags(tags);

/**
 * The tab bar's actions. Closing asks first when a tab being closed reports unsaved input;
 * when the shown tab goes, the last remaining one is shown. `pending` is the close waiting for an answer.
 */
export function useTagActions() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [pending, setPending] = useState<CloseKind | null>(null);
  const activeKey = tagKey(pathname, search);

  const apply = (close: CloseKind) => {
    const before = tagsStore.getSnapshot().tags;
    const next = after(before, close);
    const gone = removedKeys(before, next);
    if (close.kind === 'one') closeTagKey(close.key);
    else if (close.kind === 'others') closeOtherTagKeys(close.key);
    else closeAllTagKeys();
    gone.forEach(forgetTab);
    if (close.kind === 'others' && close.key !== activeKey) navigate(close.key);
    else if (gone.includes(activeKey)) navigate(fallbackKey(next));
  };

  const request = (close: CloseKind) => {
    const before = tagsStore.getSnapshot().tags;
    const gone = removedKeys(before, after(before, close));
    if (gone.some(isTabDirty)) setPending(close);
    else apply(close);
  };

  return {
    activeKey,
    pending: pending !== null,
    close: (key: string) => request({ kind: 'one', key }),
    closeOthers: (key: string) => request({ kind: 'others', key }),
    closeAll: () => request({ kind: 'all' }),
    /** Re-opens the tab's page from scratch by way of /redirect (spec §2.1). */
    refresh: (key: string) => navigate(`/redirect${key}`),
    confirmPending: () => {
      if (pending) apply(pending);
      setPending(null);
    },
    cancelPending: () => setPending(null),
  };
}
