import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ScriptAnswer, ScriptJob } from './data-processing-worker.ts';
import { InterfaceFailure } from './run-contract.ts';

/**
 * Worker threads that run dataProcessing scripts (data-processing-worker.ts), so the server's main
 * thread never runs one. At most `size` threads, started on demand and reused, one run each at a
 * time; further runs wait in order, at most `maxWaiting` of them, and a run past that is refused at
 * once (scriptFailed, detail "busy: …": a user repeating a picker cannot pile up work). A thread
 * that does not answer within its run's watchdog is terminated (the run answers scriptTimeout), and
 * a thread that ends is replaced when a run needs one. Idle threads never keep the process alive.
 */

export interface PoolOptions {
  /** threads at most */
  size: number;
  /** runs that may wait for a thread; one more is refused */
  maxWaiting: number;
  /** how long a new thread may take to load tsx and QuickJS */
  startLimitMs?: number;
}

/**
 * The thread's entry beside this file: the TypeScript source under tsx and vitest; in the compiled
 * server (build/server-build.ts) this code is inside dist-server/main.mjs and the worker is compiled
 * to data-processing-worker.mjs next to it.
 */
const WORKER_ENTRY = new URL(import.meta.url.endsWith('.ts') ? './data-processing-worker.ts' : './data-processing-worker.mjs', import.meta.url);

/**
 * tsx's ESM API (`tsx/esm/api`, its `import` condition: require.resolve would pick the CommonJS
 * one). Node 20 does not apply an `--import tsx` of a worker's execArgv to its entry, so a
 * TypeScript entry is loaded through this API instead.
 */
function tsxApiUrl(): string {
  const require = createRequire(import.meta.url);
  const manifest = require('tsx/package.json') as { exports: Record<string, { import: { default: string } }> };
  return new URL(manifest.exports['./esm/api'].import.default, pathToFileURL(require.resolve('tsx/package.json'))).href;
}

/** The thread's first code (plain JavaScript, `eval`): the entry, through tsx when it is TypeScript (the server runs under tsx). */
function bootstrapSource(entry: URL): string {
  if (!entry.pathname.endsWith('.ts')) return `import(${JSON.stringify(entry.href)})`;
  const api = JSON.stringify(tsxApiUrl());
  return `import(${api}).then((tsx) => tsx.tsImport(${JSON.stringify(entry.href)}, ${api}))`;
}

/** One thread's memory: the data's JSON text both ways (QuickJS's own memory is a WebAssembly buffer with its own limit). */
const THREAD_HEAP_MB = 256;

interface Run {
  job: ScriptJob;
  watchdogMs: number;
  resolve: (text: string) => void;
  reject: (failure: InterfaceFailure) => void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  /** the run it is on, with the id its answer carries and the watchdog that ends it */
  current: { id: number; run: Run; watchdog: NodeJS.Timeout } | null;
  startTimer: NodeJS.Timeout | null;
  /** what the thread reported before it ended, for the failure of its run */
  error: string;
}

function failed(detail: string): InterfaceFailure {
  return new InterfaceFailure('scriptFailed', detail);
}

export class DataProcessingPool {
  private readonly threads = new Set<Thread>();
  private readonly waiting: Run[] = [];
  private nextId = 1;

  constructor(private readonly options: PoolOptions) {}

  /**
   * Runs one job on a thread and answers the worker's text; every failure is an InterfaceFailure.
   * `watchdogMs` counts from the moment the job is handed to its thread.
   */
  run(job: ScriptJob, watchdogMs: number): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const run: Run = { job, watchdogMs, resolve, reject };
      const idle = [...this.threads].find((thread) => thread.ready && !thread.current);
      if (idle) {
        this.send(idle, run);
        return;
      }
      if (this.threads.size >= this.options.size && this.unclaimed() >= this.options.maxWaiting) {
        reject(failed(`busy: ${this.options.maxWaiting} scripts are already waiting to run`));
        return;
      }
      this.waiting.push(run);
      this.startNeeded();
    });
  }

  /** Ends every thread now; their runs and the waiting ones fail. The pool stays usable: a later run starts new threads. */
  async close(): Promise<void> {
    const threads = [...this.threads];
    this.threads.clear();
    for (const run of this.waiting.splice(0)) run.reject(failed('the server is closing'));
    await Promise.all(threads.map((thread) => this.stop(thread, failed('the server is closing'))));
  }

  /** Waiting runs that no starting thread will take. */
  private unclaimed(): number {
    const starting = [...this.threads].filter((thread) => !thread.ready).length;
    return this.waiting.length - starting;
  }

  /** Starts threads for the waiting runs, up to the pool's size. */
  private startNeeded(): void {
    while (this.threads.size < this.options.size && this.unclaimed() > 0) this.start();
  }

  private start(): void {
    const worker = new Worker(bootstrapSource(WORKER_ENTRY), {
      eval: true,
      // Nothing of the server's environment (its database URL, DATA_SOURCES) reaches a script's thread.
      env: {},
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    // An idle thread must not hold the server open; a run's watchdog (and a start's timer) does meanwhile.
    worker.unref();
    const thread: Thread = { worker, ready: false, current: null, startTimer: null, error: '' };
    thread.startTimer = setTimeout(() => {
      this.lose(thread, failed('the script worker did not start in time'));
      void worker.terminate();
    }, this.options.startLimitMs ?? 15_000);
    this.threads.add(thread);
    worker.on('message', (message: ScriptAnswer) => this.receive(thread, message));
    worker.on('error', (error) => {
      thread.error = error.message;
    });
    worker.on('exit', (code) => {
      const detail = thread.error || `exit code ${code}`;
      this.lose(thread, failed(thread.ready ? `the script worker ended (${detail})` : `the script worker did not start (${detail})`));
    });
  }

  private receive(thread: Thread, message: ScriptAnswer): void {
    // A thread already dropped (its start timed out, the pool closed) gets no run.
    if (!this.threads.has(thread)) return;
    if ('ready' in message) {
      thread.ready = true;
      if (thread.startTimer) clearTimeout(thread.startTimer);
      thread.startTimer = null;
      this.next(thread);
      return;
    }
    const current = thread.current;
    if (!current || current.id !== message.id) return;
    clearTimeout(current.watchdog);
    thread.current = null;
    if (message.ok) current.run.resolve(message.text);
    else current.run.reject(new InterfaceFailure(message.reason, message.detail));
    this.next(thread);
  }

  /** Hands a free thread the next waiting run. */
  private next(thread: Thread): void {
    const run = this.waiting.shift();
    if (run) this.send(thread, run);
  }

  private send(thread: Thread, run: Run): void {
    const id = this.nextId++;
    // QuickJS's own interrupt answers first as a rule; this ends a thread stuck where the interrupt is not checked.
    const watchdog = setTimeout(() => {
      this.threads.delete(thread);
      void this.stop(thread, new InterfaceFailure('scriptTimeout', `timed out after ${run.job.limits.timeoutMs} ms`));
      this.startNeeded();
    }, run.watchdogMs);
    thread.current = { id, run, watchdog };
    thread.worker.postMessage({ id, ...run.job });
  }

  /** Terminates a thread that is no longer in the pool; its run fails with `failure`. */
  private async stop(thread: Thread, failure: InterfaceFailure): Promise<void> {
    this.failCurrent(thread, failure);
    if (thread.startTimer) clearTimeout(thread.startTimer);
    await thread.worker.terminate();
  }

  private failCurrent(thread: Thread, failure: InterfaceFailure): void {
    if (!thread.current) return;
    clearTimeout(thread.current.watchdog);
    thread.current.run.reject(failure);
    thread.current = null;
  }

  /**
   * A thread ended (or did not start in time): its run fails, and a replacement starts when runs
   * wait. A thread that could not start is not replaced (the next one would not start either): the
   * threads left take the waiting runs, and when none is left they fail.
   */
  private lose(thread: Thread, failure: InterfaceFailure): void {
    if (!this.threads.delete(thread)) return;
    if (thread.startTimer) clearTimeout(thread.startTimer);
    this.failCurrent(thread, failure);
    if (thread.ready) this.startNeeded();
    else if (this.threads.size === 0) for (const run of this.waiting.splice(0)) run.reject(failure);
  }
}
