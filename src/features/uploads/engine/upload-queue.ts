import { useEffect, useState, useSyncExternalStore } from 'react';
import { CHUNK_SIZE, shownFileName, type StoredFile } from '../../../../common/files/file-kinds.ts';
import { currentLocale, type Locale } from '../../../lib/i18n/locale.ts';
import { requestText } from '../../../lib/request/messages.ts';
import type { RequestFailure } from '../../../lib/request/types.ts';
import { reportSessionRefusal } from '../../../lib/request/request.ts';
import { showErrorToast } from '../../../shell/toast-store.ts';
import { chunkCount, mergeChunks, type ChunkPlan } from './chunk-protocol.ts';
import { defaultRetryDelay, ServerRefusal, uploadChunks } from './chunk-upload.ts';
import { FileReadError, hashFile } from './md5.ts';
import { uploadText } from './messages.ts';
import { canPause, canRemove, canResume, canRetry, MAX_PROGRESS_BEFORE_MERGE, type UploadStatus } from './upload-status.ts';

export type { UploadStatus } from './upload-status.ts';

/**
 * The upload queue (spec shell §4, §8; lowcode §4; contract §6.2): files wait, are hashed
 * (checking), sent in chunks (uploading), merged (success), or fail (error); the user pauses,
 * resumes, retries and removes them. `UploadQueue` is the framework-free engine (tests and
 * benchmarks drive it directly); `useUploadQueue` wraps it for a component.
 */

export interface UploadEntry {
  id: string;
  file: File;
  /** the name as shown: '#' removed */
  name: string;
  size: number;
  status: UploadStatus;
  /** 0..1; at most 0.99 until the merge has answered */
  progress: number;
  /** why it failed (status error) */
  message?: string;
  /** the widget's stored value, once successful */
  result?: StoredFile;
}

export interface UploadQueueOptions {
  /** the upload type, the storage folder (contract §6.1); default 'annex' */
  type?: string;
  /** 'defaultPath' (default) or 'selfPath' */
  pathType?: string;
  /** 1: a sub-folder per user */
  isAccount?: 0 | 1;
  /** the folder, with pathType 'selfPath' */
  folder?: string;
  /** may refuse a file (false, or a rejection): the file is cancelled */
  beforeUpload?: (file: File) => boolean | Promise<boolean>;
  onSuccess?: (entry: UploadEntry, stored: StoredFile) => void;
  /** the user removed an entry that was not successful */
  onRemove?: (entry: UploadEntry) => void;
  /** files hashed or sent at once; default 2 */
  maxActiveFiles?: number;
  /** bytes per chunk; default CHUNK_SIZE, the contract's 5 MB (a server may refuse less than 1 MB) */
  chunkSize?: number;
  /** chunks of one file in flight at once, 1 to 3; default 2 */
  chunkParallelism?: number;
  /** milliseconds before retry `attempt` of a chunk; default 1, 2, 4, 8, 8 s */
  retryDelay?: (attempt: number) => number;
  /** how an error is shown; default the shell's error toast for 1.5 s */
  notifyError?: (message: string) => void;
  /** the language of the engine's own texts; default the user's */
  language?: () => Locale;
}

type Listener = () => void;

/** An entry and what only the engine needs about it. */
interface Job {
  entry: UploadEntry;
  /** beforeUpload has said yes (or there is none) */
  approved: boolean;
  /** the whole-file MD5, kept across pauses and retries */
  md5?: string;
  /** the running attempt; aborted by pause and remove */
  run?: AbortController;
  /** the merge is on its way: too late to pause */
  merging?: boolean;
}

let sequence = 0;

const isRequestFailure = (error: unknown): error is RequestFailure =>
  typeof error === 'object' && error !== null && typeof (error as RequestFailure).code === 'number' && typeof (error as RequestFailure).msg === 'string';

export class UploadQueue {
  private jobs: Job[] = [];
  private snapshot: UploadEntry[] = [];
  private readonly listeners = new Set<Listener>();

  constructor(private options: UploadQueueOptions = {}) {}

  /** The latest callbacks and settings (a re-rendered component passes new closures). */
  setOptions(options: UploadQueueOptions): void {
    this.options = options;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The entries in the order they were added; a new array after every change. */
  getSnapshot = (): UploadEntry[] => this.snapshot;

  get entries(): UploadEntry[] {
    return this.snapshot;
  }

  add = (files: File[]): void => {
    const added = files.map<Job>((file) => {
      sequence += 1;
      const entry: UploadEntry = { id: `upload-${sequence}`, file, name: shownFileName(file.name), size: file.size, status: 'waiting', progress: 0 };
      return { entry, approved: !this.options.beforeUpload };
    });
    this.jobs = [...this.jobs, ...added];
    this.emit();
    const { beforeUpload } = this.options;
    if (beforeUpload) {
      for (const job of added) {
        Promise.resolve()
          .then(() => beforeUpload(job.entry.file))
          .then(
            (allowed) => (allowed ? this.approve(job) : this.drop(job)),
            () => this.drop(job),
          );
      }
    }
    this.pump();
  };

  pause = (id: string): void => {
    const job = this.find(id);
    if (!job || !canPause(job.entry.status) || job.merging) return;
    this.stopRun(job);
    this.update(job, { status: 'paused' });
  };

  resume = (id: string): void => {
    const job = this.find(id);
    if (!job || !canResume(job.entry.status)) return;
    this.update(job, { status: 'waiting' });
    this.pump();
  };

  /** From error: tests every chunk again, so only what the server lacks is sent. */
  retry = (id: string): void => {
    const job = this.find(id);
    if (!job || !canRetry(job.entry.status)) return;
    this.update(job, { status: 'waiting', message: undefined });
    this.pump();
  };

  remove = (id: string): void => {
    const job = this.find(id);
    // During the merge the server is storing the file: dropping it now would leave it stored and unreferenced.
    if (!job || !canRemove(job.entry.status) || job.merging) return;
    this.stopRun(job);
    this.drop(job);
    this.options.onRemove?.(job.entry);
  };

  /** Stops every running attempt (the component is going away); the entries stay, paused. */
  dispose(): void {
    for (const job of this.jobs) {
      if (!job.run || job.merging) continue;
      this.stopRun(job);
      this.update(job, { status: 'paused' });
    }
  }

  private find(id: string): Job | undefined {
    return this.jobs.find((job) => job.entry.id === id);
  }

  private emit(): void {
    this.snapshot = this.jobs.map((job) => job.entry);
    this.listeners.forEach((listener) => listener());
  }

  private update(job: Job, change: Partial<UploadEntry>): void {
    if (!this.jobs.includes(job)) return;
    job.entry = { ...job.entry, ...change };
    this.emit();
  }

  private approve(job: Job): void {
    job.approved = true;
    this.pump();
  }

  /** Out of the list without a trace: refused, unreadable, or refused by the server. */
  private drop(job: Job): void {
    if (!this.jobs.includes(job)) return;
    this.jobs = this.jobs.filter((other) => other !== job);
    this.emit();
    this.pump();
  }

  private stopRun(job: Job): void {
    job.run?.abort();
    job.run = undefined;
  }

  /** Starts waiting files, oldest first, while fewer than maxActiveFiles run. */
  private pump(): void {
    const limit = Math.max(this.options.maxActiveFiles ?? 2, 1);
    for (;;) {
      if (this.jobs.filter((job) => job.run).length >= limit) return;
      const next = this.jobs.find((job) => job.entry.status === 'waiting' && job.approved && !job.run);
      if (!next) return;
      void this.start(next);
    }
  }

  private async start(job: Job): Promise<void> {
    const run = new AbortController();
    job.run = run;
    const current = () => job.run === run;
    const { file } = job.entry;
    try {
      if (!job.md5) {
        this.update(job, { status: 'checking' });
        job.md5 = await hashFile(file, run.signal);
      }
      if (!current()) return;
      this.update(job, { status: 'uploading', message: undefined });
      const chunkSize = this.options.chunkSize ?? CHUNK_SIZE;
      const plan: ChunkPlan = { file, identifier: job.md5, chunkSize, totalChunks: chunkCount(file.size, chunkSize) };
      await uploadChunks(plan, {
        signal: run.signal,
        parallelism: this.options.chunkParallelism ?? 2,
        retryDelay: this.options.retryDelay ?? defaultRetryDelay,
        onProgress: (bytes) => current() && this.progress(job, file.size === 0 ? 1 : bytes / file.size),
      });
      if (!current()) return;
      job.merging = true;
      const { type = 'annex', pathType = 'defaultPath', isAccount = 0, folder = '' } = this.options;
      const stored = await mergeChunks(plan, { type, pathType, isAccount, folder }).finally(() => (job.merging = false));
      job.run = undefined;
      this.update(job, { status: 'success', progress: 1, result: stored });
      if (this.jobs.includes(job)) this.options.onSuccess?.(job.entry, stored);
    } catch (error) {
      if (current()) this.fail(job, error);
    } finally {
      if (current()) job.run = undefined;
      this.pump();
    }
  }

  /** spec §8: unreadable → 文件{name}读取出错; server refusal → its msg, dropped; transport → 上传失败. */
  private fail(job: Job, error: unknown): void {
    job.run = undefined;
    const language = (this.options.language ?? currentLocale)();
    const notify = this.options.notifyError ?? ((message: string) => showErrorToast(message, 1500));
    if (error instanceof FileReadError) {
      notify(uploadText('readError', language, { name: job.entry.name }));
      return this.drop(job);
    }
    if (error instanceof ServerRefusal) {
      notify(error.message || requestText('error', language));
      // An ended session ends here as after any other call: back to the sign-in.
      reportSessionRefusal(error.code, error.message);
      return this.drop(job);
    }
    // The merge goes through the request client, which has shown a refusal's msg itself.
    if (isRequestFailure(error) && error.code !== 0) return this.drop(job);
    this.update(job, { status: 'error', message: uploadText('statusError', language) });
  }

  /** Never backwards within an attempt's view, never past 99% before the merge. */
  private progress(job: Job, fraction: number): void {
    const progress = Math.min(Math.max(fraction, job.entry.progress), MAX_PROGRESS_BEFORE_MERGE);
    if (Math.round(progress * 1000) === Math.round(job.entry.progress * 1000)) return;
    this.update(job, { progress });
  }
}

/** The queue for one component: its entries re-render it; unmounting stops what runs. */
export function useUploadQueue(options: UploadQueueOptions): {
  entries: UploadEntry[];
  add(files: File[]): void;
  pause(id: string): void;
  resume(id: string): void;
  retry(id: string): void;
  remove(id: string): void;
} {
  const [queue] = useState(() => new UploadQueue(options));
  useEffect(() => queue.setOptions(options));
  useEffect(() => () => queue.dispose(), [queue]);
  const entries = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  return { entries, add: queue.add, pause: queue.pause, resume: queue.resume, retry: queue.retry, remove: queue.remove };
}
