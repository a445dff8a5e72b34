import type { QuickJSContext, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten-core';

/** How long a call may run (from the moment the script is called) and how much memory its runtime may hold. */
export interface SandboxLimits {
  timeoutMs: number;
  memoryBytes: number;
}

/**
 * Why a call failed: the script threw (or did not compile, or is not a function), ran past the time
 * limit, went over the memory limit, or the engine itself broke (the host's stack ran out inside the
 * WebAssembly, a disposal aborted): then the caller must load a fresh engine (sandbox-engine.ts does).
 */
export type SandboxFailureKind = 'thrown' | 'timeout' | 'memory' | 'engine';

export class SandboxFailure extends Error {
  constructor(
    readonly kind: SandboxFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxFailure';
  }
}

/** One call of an untrusted function inside QuickJS. */
export interface SandboxedCall {
  /**
   * The caller's own (trusted) function expression `(fn, input) => reader`: it is called with the
   * script's function and `input`, and answers a reader that is called after the VM's pending jobs
   * ran (so an async script's work counts) and answers a string, the result of the call.
   */
  harness: string;
  /** the untrusted source: a function expression */
  script: string;
  /** what the harness gets as its second argument, JSON as a rule */
  input: string;
  limits: SandboxLimits;
  /** where the script's console.log and friends go; without it they are dropped */
  log?: (values: unknown[]) => void;
}

/**
 * QuickJS checks its own stack against this, and must trip before the host's stack runs out: the
 * interpreter's native frames are about twice its own count, so at 512 KiB a plain recursion overflowed
 * Node's ~1 MiB stack inside the WebAssembly and killed the module. 256 KiB leaves a recursion about
 * 1500 calls deep; the few paths that still outrun the host (a parser nested 100000 deep) end as an
 * 'engine' failure.
 */
const MAX_STACK_BYTES = 256 * 1024;

/** The failure raised for an error the VM threw (a handle): a timeout when the interrupt fired, memory when QuickJS ran out. */
function failureOf(vm: QuickJSContext, handle: QuickJSHandle, timedOut: () => boolean, timeoutMs: number): SandboxFailure {
  if (timedOut()) return new SandboxFailure('timeout', `timed out after ${timeoutMs} ms`);
  const dumped: unknown = vm.dump(handle);
  if (dumped && typeof dumped === 'object' && 'message' in dumped) {
    const { name, message } = dumped as { name?: unknown; message?: unknown };
    const text = name ? `${String(name)}: ${String(message)}` : String(message);
    return new SandboxFailure(name === 'InternalError' && message === 'out of memory' ? 'memory' : 'thrown', text);
  }
  return new SandboxFailure('thrown', String(dumped));
}

/** `console.log` and friends inside the sandbox, so a script that logs does not fail. */
function installConsole(vm: QuickJSContext, log: SandboxedCall['log']): void {
  const consoleHandle = vm.newObject();
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const fn = vm.newFunction(level, (...args) => {
      log?.(args.map((arg) => vm.dump(arg) as unknown));
    });
    vm.setProp(consoleHandle, level, fn);
    fn.dispose();
  }
  vm.setProp(vm.global, 'console', consoleHandle);
  consoleHandle.dispose();
}

/** Runs the harness around the script in a fresh context of `runtime`; every handle it makes is kept in `handles`. */
function runInContext(
  runtime: QuickJSRuntime,
  vm: QuickJSContext,
  call: SandboxedCall,
  handles: QuickJSHandle[],
  arm: () => void,
  timedOut: () => boolean,
): string {
  const fail = (handle: QuickJSHandle): never => {
    const failure = failureOf(vm, handle, timedOut, call.limits.timeoutMs);
    handle.dispose();
    throw failure;
  };
  const unwrap = (result: ReturnType<QuickJSContext['evalCode']>): QuickJSHandle => {
    if (result.error) return fail(result.error);
    handles.push(result.value);
    return result.value;
  };
  installConsole(vm, call.log);
  const harness = unwrap(vm.evalCode(`(${call.harness}\n)`, 'harness.js', { type: 'global' }));
  // The script is evaluated as one expression: a statement list or a declaration does not compile.
  const script = unwrap(vm.evalCode(`(${call.script}\n)`, 'script.js', { type: 'global' }));
  if (vm.typeof(script) !== 'function') throw new SandboxFailure('thrown', 'the script is not a function');
  const input = vm.newString(call.input);
  handles.push(input);
  // Armed only now, so setting up the context never counts against the script's time.
  arm();
  const reader = unwrap(vm.callFunction(harness, vm.undefined, script, input));
  const jobs = runtime.executePendingJobs();
  if (jobs.error) fail(jobs.error);
  return vm.getString(unwrap(vm.callFunction(reader, vm.undefined)));
}

/**
 * Calls an untrusted function in a fresh QuickJS runtime of `quickjs` (the caller loads the engine
 * its own way: the page from a Vite asset, Node from disk) and answers the harness's string. The
 * script sees only the ECMAScript built-ins and a console: no process, require, module loader,
 * file system, network, timers or host globals. The interrupt handler ends it at the time limit,
 * the runtime's memory limit at the memory limit, and everything it made is disposed afterwards.
 * Every failure is a SandboxFailure; after an 'engine' one this module must not be used again.
 */
export function callSandboxed(quickjs: QuickJSWASMModule, call: SandboxedCall): string {
  let runtime: QuickJSRuntime | undefined;
  let vm: QuickJSContext | undefined;
  const handles: QuickJSHandle[] = [];
  let deadline = Number.POSITIVE_INFINITY;
  let interrupted = false;
  let outcome: { text: string } | { failure: SandboxFailure };
  try {
    runtime = quickjs.newRuntime();
    runtime.setMemoryLimit(call.limits.memoryBytes);
    runtime.setMaxStackSize(MAX_STACK_BYTES);
    // Checked by the interpreter while it runs: an endless loop ends here instead of freezing the host.
    runtime.setInterruptHandler(() => {
      interrupted = Date.now() > deadline;
      return interrupted;
    });
    vm = runtime.newContext();
    const arm = () => {
      deadline = Date.now() + call.limits.timeoutMs;
    };
    outcome = { text: runInContext(runtime, vm, call, handles, arm, () => interrupted) };
  } catch (error) {
    // Anything but a SandboxFailure came from the engine itself, not from the script.
    outcome = { failure: error instanceof SandboxFailure ? error : new SandboxFailure('engine', error instanceof Error ? error.message : String(error)) };
  }
  // A broken engine is not disposed: its state is lost, and the caller drops the whole module.
  if ('failure' in outcome && outcome.failure.kind === 'engine') throw outcome.failure;
  try {
    for (const handle of handles.reverse()) handle.dispose();
    vm?.dispose();
    runtime?.dispose();
  } catch (error) {
    throw new SandboxFailure('engine', error instanceof Error ? error.message : String(error));
  }
  if ('failure' in outcome) throw outcome.failure;
  return outcome.text;
}
