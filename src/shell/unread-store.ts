/**
 * The unread count the notice bell shows. The message centre (not part of the shell) sets it;
 * the bell reads it. Counts are whole and never negative.
 */
let unread = 0;
const listeners = new Set<() => void>();

export const unreadStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): number => unread,
};

export function setUnreadCount(count: number): void {
  const next = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (next === unread) return;
  unread = next;
  listeners.forEach((listener) => listener());
}

export const getUnreadCount = (): number => unread;

/** The badge text: the count, capped at 99+ (spec §9); empty when there is nothing unread. */
export const badgeText = (count: number): string => (count <= 0 ? '' : count > 99 ? '99+' : String(count));
