import { beforeEach, vi } from 'vitest';
import { tokenOf } from '../in-process-session.ts';
import { setUpInProcessServer, type InProcessServer } from '../in-process-server.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { UploadQueue, type UploadEntry, type UploadQueueOptions } from '../../../src/features/uploads/engine/upload-queue.ts';

/**
 * The upload engine's tests: the real app in-process (its chunk and merge routes), signed in as
 * admin, the request client's error toasts caught in `shown`, and a queue with 1 MB chunks (the
 * smallest the server takes) so a file of a few chunks stays small.
 */
export const CHUNK = 1024 * 1024;

export interface EngineKit {
  backend: InProcessServer;
  /** what the request client and the queue showed as errors, oldest first */
  shown: string[];
  /** the codes the request client's session hook was called with (600, 601, 602) */
  sessionGone: number[];
}

export function setUpEngineTests(): EngineKit {
  // A test hashes and sends a few megabytes through jsdom, msw and the app (a fresh one per test,
  // since equal test files would otherwise find each other's chunks): seconds on a busy machine.
  vi.setConfig({ testTimeout: 60_000 });
  const backend = setUpInProcessServer({ fresh: 'test' });
  const kit: EngineKit = { backend, shown: [], sessionGone: [] };
  let token = '';
  const signIn = async () => {
    token = await tokenOf();
  };
  beforeEach(async () => {
    kit.shown.length = 0;
    kit.sessionGone.length = 0;
    storageSet('language', 'zh');
    configureRequest({
      notifyError: (message) => kit.shown.push(message),
      onSessionGone: (code) => kit.sessionGone.push(code),
      language: () => 'zh-CN',
      apiBase: window.location.origin,
    });
    await signIn();
    setToken(token);
  });
  return kit;
}

/** A queue as a widget would make one, its errors into `kit.shown`, no waiting between retries. */
export function queueFor(kit: EngineKit, options: UploadQueueOptions = {}): UploadQueue {
  return new UploadQueue({ chunkSize: CHUNK, retryDelay: () => 0, notifyError: (message) => kit.shown.push(message), ...options });
}

/** Bytes that differ from chunk to chunk, so a chunk sent twice or out of order changes the MD5. */
export function patternedBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 7 + (i >> 10)) & 0xff;
  return bytes;
}

export function patternedFile(name: string, size: number, type = 'application/pdf'): File {
  return new File([patternedBytes(size)], name, { type });
}

/** Every status an entry went through, and the largest progress seen before success. */
export function watch(queue: UploadQueue): { statuses: (id: string) => string[]; progressBeforeSuccess: (id: string) => number[] } {
  const seen = new Map<string, UploadEntry[]>();
  queue.subscribe(() => {
    for (const entry of queue.entries) {
      const list = seen.get(entry.id) ?? [];
      if (list.at(-1) !== entry) list.push(entry);
      seen.set(entry.id, list);
    }
  });
  return {
    statuses: (id) => (seen.get(id) ?? []).map((entry) => entry.status).filter((status, index, all) => index === 0 || all[index - 1] !== status),
    progressBeforeSuccess: (id) => (seen.get(id) ?? []).filter((entry) => entry.status !== 'success').map((entry) => entry.progress),
  };
}

/** Resolves when `predicate` holds for the queue (checked after each change). */
export function until(queue: UploadQueue, predicate: (entries: UploadEntry[]) => boolean, timeoutMs = 15000): Promise<void> {
  return vi.waitFor(
    () => {
      if (!predicate(queue.entries)) throw new Error(`not yet: ${JSON.stringify(queue.entries.map((entry) => [entry.name, entry.status, entry.progress]))}`);
    },
    { timeout: timeoutMs, interval: 10 },
  );
}

/** A promise and its resolver, to hold a request until the test lets it go. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

export { withNodeFormData } from '../in-process-session.ts';
