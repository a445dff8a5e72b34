import { useEffect } from 'react';
import { messageText } from './messages.ts';

/** Adds `prefix` to the title (once) or takes it off. */
export function prefixedTitle(title: string, prefix: string, on: boolean): string {
  const bare = title.startsWith(prefix) ? title.slice(prefix.length) : title;
  return on ? prefix + bare : bare;
}

/**
 * Spec §4: while anything is unread the page title carries the new-message prefix. Pages set
 * their own titles on navigation, so the prefix is put back whenever the title changes.
 */
export function useNewMessageTitle(unread: boolean): void {
  useEffect(() => {
    const prefix = messageText('newMessagePrefix');
    const apply = () => {
      const next = prefixedTitle(document.title, prefix, unread);
      if (next !== document.title) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = prefixedTitle(document.title, prefix, false);
    };
  }, [unread]);
}
