import { createContext, useContext, useEffect } from 'react';

/**
 * Which open tabs hold unsaved input. A page (or a form inside it) reports itself dirty with
 * useReportDirty; closing such a tab asks first. The shell never guesses: only what a page
 * reports counts, so typing into a list filter does not make a tab "unsaved".
 */
const dirtyKeys = new Set<string>();

export function setTabDirty(key: string, dirty: boolean): void {
  if (dirty) dirtyKeys.add(key);
  else dirtyKeys.delete(key);
}

export const isTabDirty = (key: string): boolean => dirtyKeys.has(key);

/** A closed tab forgets its state, dirty flag included. */
export const forgetTab = (key: string): void => {
  dirtyKeys.delete(key);
};

/** The key of the tab a page is rendered in; null outside the tags view (dialogs, tests). */
export const TabKeyContext = createContext<string | null>(null);

export const useTabKey = (): string | null => useContext(TabKeyContext);

/** Tells the shell whether this page has unsaved input; cleared again when the page goes away. */
export function useReportDirty(dirty: boolean): void {
  const key = useTabKey();
  useEffect(() => {
    if (!key) return;
    setTabDirty(key, dirty);
    return () => setTabDirty(key, false);
  }, [key, dirty]);
}
