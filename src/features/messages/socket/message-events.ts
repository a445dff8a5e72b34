import type { MessagePushFrame } from './frames.ts';

/** messagePush listeners: the open message drawer reloads, the admin prompt shows (spec §4, §7). */
const pushListeners = new Set<(frame: MessagePushFrame) => void>();

export function onMessagePush(listener: (frame: MessagePushFrame) => void): () => void {
  pushListeners.add(listener);
  return () => {
    pushListeners.delete(listener);
  };
}

export function emitMessagePush(frame: MessagePushFrame): void {
  for (const listener of [...pushListeners]) listener(frame);
}
