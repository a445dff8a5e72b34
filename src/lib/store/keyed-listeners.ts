type Listener = () => void;

/**
 * Listeners per key for module-level stores read through useSyncExternalStore (a picked record
 * per field value, a selector tree per URL): a key's set goes when its last listener does, so
 * `has` also says whether anything on the page still follows the key.
 */
export class KeyedListeners {
  private readonly sets = new Map<string, Set<Listener>>();

  /** Follows a key; the answer stops following it. */
  subscribe(key: string, listener: Listener): () => void {
    let set = this.sets.get(key);
    if (!set) this.sets.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.sets.delete(key);
    };
  }

  has(key: string): boolean {
    return this.sets.has(key);
  }

  notify(key: string): void {
    this.sets.get(key)?.forEach((listener) => listener());
  }

  notifyAll(): void {
    this.sets.forEach((set) => set.forEach((listener) => listener()));
  }
}
