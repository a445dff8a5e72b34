import { parentPort } from 'node:worker_threads';
import { newQuickJSWASMModuleFromVariant } from 'quickjs-emscripten-core';
import releaseSync from '@jitl/quickjs-wasmfile-release-sync';
import { sandboxEngine } from '../../../common/scripts/sandbox-engine.ts';
import { SandboxFailure, type SandboxFailureKind } from '../../../common/scripts/sandboxed-call.ts';
import type { FailureReason, ScriptLimits } from './run-contract.ts';

/**
 * The program of one worker thread of data-processing-pool.ts: it runs dataProcessing scripts in
 * QuickJS, one at a time, so a busy script holds this thread and never the server's main thread.
 *
 * Protocol over the thread's port:
 * out { ready: true } once, after the engine is loaded and warmed up;
 * in  a ScriptJob with its id;
 * out { id, ok: true, text } (the harness's JSON: `{"unchanged":true}` or `{"value":…}`), or
 *     { id, ok: false, reason, detail } with a FailureReason of run-contract.ts.
 */

export interface ScriptJob {
  /** a function expression (data-processing.ts turns a bare body into one) */
  script: string;
  /** the data as JSON text */
  input: string;
  limits: ScriptLimits;
  /** a result whose JSON text is longer than this fails instead of coming back */
  maxOutputBytes: number;
}

export type ScriptAnswer = { ready: true } | { id: number; ok: true; text: string } | { id: number; ok: false; reason: FailureReason; detail: string };

/**
 * Runs inside the sandbox around the script: parses the data, calls the script, waits for an async
 * one, and answers `{"unchanged":true}` for undefined or `{"value":…}`. A value JSON cannot write
 * (a function, a cycle, a BigInt) fails the run instead of coming back changed.
 */
const HARNESS = `(function (fn, input) {
  'use strict';
  var state = { done: false, failed: false, value: undefined, error: undefined };
  function settle(value) { state.done = true; state.value = value; }
  var returned = fn(JSON.parse(input));
  if (returned && typeof returned.then === 'function') {
    returned.then(settle, function (error) { state.done = true; state.failed = true; state.error = error; });
  } else {
    settle(returned);
  }
  return function () {
    if (!state.done) throw new Error('the script did not finish');
    if (state.failed) throw state.error;
    if (state.value === undefined) return '{"unchanged":true}';
    var text = JSON.stringify(state.value);
    if (text === undefined) throw new TypeError('the script returned a value that is not JSON');
    return '{"value":' + text + '}';
  };
})`;

const REASONS: Record<SandboxFailureKind, FailureReason> = {
  thrown: 'scriptFailed',
  timeout: 'scriptTimeout',
  memory: 'scriptMemory',
  engine: 'scriptFailed',
};

/**
 * This thread's QuickJS, read from disk once and shared by its runs (each run gets its own runtime
 * and context). release-sync is the smallest build with interrupts and memory limits.
 */
const engine = sandboxEngine(() => newQuickJSWASMModuleFromVariant(releaseSync));

async function answer(id: number, job: ScriptJob): Promise<ScriptAnswer> {
  try {
    const text = await engine.call({ harness: HARNESS, script: job.script, input: job.input, limits: job.limits });
    if (Buffer.byteLength(text) > job.maxOutputBytes) {
      return { id, ok: false, reason: 'scriptFailed', detail: `the script's result is over ${job.maxOutputBytes / (1024 * 1024)} MB` };
    }
    return { id, ok: true, text };
  } catch (error) {
    if (error instanceof SandboxFailure) return { id, ok: false, reason: REASONS[error.kind], detail: error.message };
    return { id, ok: false, reason: 'scriptFailed', detail: error instanceof Error ? error.message : String(error) };
  }
}

const port = parentPort;
if (!port) throw new Error('data-processing-worker.ts runs only as a worker thread');
port.on('message', (message: ScriptJob & { id: number }) => {
  void answer(message.id, message).then((reply) => port.postMessage(reply));
});
// Loading and compiling the WebAssembly here keeps that cost out of the first script's time and the pool's watchdog.
await engine.call({ harness: HARNESS, script: '(data) => data', input: '[1]', limits: { timeoutMs: 10_000, memoryBytes: 8 * 1024 * 1024 } });
port.postMessage({ ready: true } satisfies ScriptAnswer);
