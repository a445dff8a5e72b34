import { useCallback, useEffect, useRef, useState } from 'react';
import { listMessages, type MessageTypeFilter } from './message-api.ts';
import type { InboxMessage } from '../../lib/data/inbox-message.ts';

/** Spec §9: the next page loads when the list is scrolled within 200 px of its bottom. */
export const LOAD_MORE_PX = 200;

export function nearBottom(element: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>, threshold: number): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= threshold;
}

/**
 * The inbox 10 at a time for one type filter: `reload` starts over at page 1, `more` appends the
 * next page unless everything is loaded or a page is already on its way.
 */
export function useMessagePages(type: MessageTypeFilter, active: boolean) {
  const [items, setItems] = useState<InboxMessage[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const page = useRef(0);
  const busy = useRef(false);
  const generation = useRef(0);

  const load = useCallback(
    async (next: number) => {
      const mine = generation.current;
      busy.current = true;
      setLoading(true);
      try {
        const answer = await listMessages(next, type);
        if (mine !== generation.current) return; // the filter changed meanwhile
        page.current = next;
        setTotal(answer.pagination.total);
        setItems((old) => (next === 1 ? answer.list : [...old, ...answer.list]));
      } catch {
        // the request client has shown why
      } finally {
        if (mine === generation.current) {
          busy.current = false;
          setLoading(false);
        }
      }
    },
    [type],
  );

  const reload = useCallback(() => {
    generation.current += 1;
    void load(1);
  }, [load]);

  const more = useCallback(() => {
    if (busy.current || page.current === 0 || items.length >= total) return;
    void load(page.current + 1);
  }, [load, items.length, total]);

  useEffect(() => {
    if (active) reload();
  }, [active, reload]);

  const markRead = useCallback((id: string) => setItems((old) => old.map((item) => (item.id === id ? { ...item, isRead: '1' } : item))), []);

  return { items, total, loading, reload, more, markRead, done: page.current > 0 && items.length >= total };
}
