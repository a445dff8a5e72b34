/**
 * Error toasts from outside React (the request client, the route guard). The host component
 * renders the newest one for its duration.
 */
export interface Toast {
  id: number;
  message: string;
  durationMs: number;
}

let current: Toast | null = null;
let counter = 0;
const listeners = new Set<() => void>();

export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): Toast | null => current,
};

export function showErrorToast(message: string, durationMs = 1500): void {
  counter += 1;
  current = { id: counter, message, durationMs };
  listeners.forEach((listener) => listener());
}

export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = null;
  listeners.forEach((listener) => listener());
}
