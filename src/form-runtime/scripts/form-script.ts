import type { QuickJSContext, QuickJSHandle, QuickJSWASMModule } from 'quickjs-emscripten-core';
import { SANDBOX_PRELUDE } from './sandbox-prelude.ts';

/** What a handler sees: the form data (copied), the row it runs in and the changed value. */
export interface FormScriptContext {
  data: Record<string, unknown>;
  /** the sub-table row the change happened in (JNPF's `rowIndex`) */
  rowIndex?: number;
  /** the new value of the field (JNPF's `data` argument) */
  value?: unknown;
}

/** A call of setShowOrHide/setRequired/setDisabled, for the renderer to apply. */
export interface FormScriptEffect {
  kind: 'showOrHide' | 'required' | 'disabled';
  prop: string;
  value: boolean;
}

export type FormScriptResult = { ok: true; data: Record<string, unknown>; effects: FormScriptEffect[] } | { ok: false; error: string };

export interface FormScriptOptions {
  /** the handler's time budget; the engine's first load does not count */
  timeoutMs?: number;
  memoryLimitBytes?: number;
}

const DEFAULT_MEMORY_LIMIT = 32 * 1024 * 1024;
const MAX_STACK_BYTES = 512 * 1024;

let engine: Promise<QuickJSWASMModule> | null = null;

/** The engine, loaded on first use; a failed load is retried by the next script. */
function quickJS(): Promise<QuickJSWASMModule> {
  engine ??= import('./quickjs-loader.ts')
    .then((loader) => loader.loadQuickJS())
    .then((quickjs) => {
      // WebAssembly compiles lazily: a first run here keeps that cost out of the first handler's time budget.
      quickjs.evalCode('JSON.stringify(JSON.parse("[1]").map(function (x) { return x + 1; }))');
      return quickjs;
    })
    .catch((error: unknown) => {
      engine = null;
      throw error;
    });
  return engine;
}

/**
 * JNPF's designer gives every field empty handler templates (`({ data, … }) => { // 在此编写代码 }`):
 * those, and blank sources, are no script at all, so they never start the engine.
 */
export function hasScript(source: unknown): source is string {
  if (typeof source !== 'string') return false;
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
  if (withoutComments.trim() === '') return false;
  const emptyArrow = /^\s*(async\s+)?(\([^)]*\)|[\w$]+)\s*=>\s*\{\s*\}\s*;?\s*$/;
  const emptyFunction = /^\s*(async\s+)?function\s*[\w$]*\s*\([^)]*\)\s*\{\s*\}\s*;?\s*$/;
  return !emptyArrow.test(withoutComments) && !emptyFunction.test(withoutComments);
}

class ScriptError extends Error {}

/** The message of an error value thrown inside the VM. */
function errorText(vm: QuickJSContext, handle: QuickJSHandle): string {
  const dumped: unknown = vm.dump(handle);
  if (dumped && typeof dumped === 'object' && 'message' in dumped) {
    const { name, message } = dumped as { name?: unknown; message?: unknown };
    return name ? `${String(name)}: ${String(message)}` : String(message);
  }
  return String(dumped);
}

/** Runs `call` and returns its value handle, or throws the VM's error as a ScriptError. */
function unwrap(vm: QuickJSContext, result: ReturnType<QuickJSContext['evalCode']>): QuickJSHandle {
  if (result.error) {
    const text = errorText(vm, result.error);
    result.error.dispose();
    throw new ScriptError(text);
  }
  return result.value;
}

/** `console.log` and friends inside the sandbox, so a handler that logs does not fail. */
function installConsole(vm: QuickJSContext): void {
  const consoleHandle = vm.newObject();
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const fn = vm.newFunction(level, (...args) => {
      console.debug('[form script]', ...args.map((arg) => vm.dump(arg) as unknown));
    });
    vm.setProp(consoleHandle, level, fn);
    fn.dispose();
  }
  vm.setProp(vm.global, 'console', consoleHandle);
  consoleHandle.dispose();
}

function execute(quickjs: QuickJSWASMModule, source: string, input: string, timeoutMs: number, memoryLimitBytes: number) {
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(memoryLimitBytes);
  runtime.setMaxStackSize(MAX_STACK_BYTES);
  // Armed just before the handler runs, so setting up the context never counts against it.
  let deadline = Number.POSITIVE_INFINITY;
  let timedOut = false;
  // Checked by the interpreter while it runs: an endless loop ends here instead of freezing the page.
  runtime.setInterruptHandler(() => {
    timedOut = Date.now() > deadline;
    return timedOut;
  });
  const vm = runtime.newContext();
  const handles: QuickJSHandle[] = [];
  const keep = (handle: QuickJSHandle) => (handles.push(handle), handle);
  try {
    installConsole(vm);
    const prelude = keep(unwrap(vm, vm.evalCode(SANDBOX_PRELUDE, 'prelude.js', { type: 'global' })));
    // The source is JNPF's handler: a function expression, evaluated as one.
    const handler = keep(unwrap(vm, vm.evalCode(`(${source}\n)`, 'handler.js', { type: 'global' })));
    if (vm.typeof(handler) !== 'function') throw new ScriptError('the script is not a function');
    const inputHandle = keep(vm.newString(input));
    deadline = Date.now() + timeoutMs;
    const reader = keep(unwrap(vm, vm.callFunction(prelude, vm.undefined, handler, inputHandle)));
    const jobs = runtime.executePendingJobs();
    if (jobs.error) {
      const text = errorText(vm, jobs.error);
      jobs.error.dispose();
      throw new ScriptError(text);
    }
    const output = keep(unwrap(vm, vm.callFunction(reader, vm.undefined)));
    return JSON.parse(vm.getString(output)) as { done: boolean; error?: string; data: Record<string, unknown>; effects: FormScriptEffect[] };
  } catch (error) {
    if (timedOut) throw new ScriptError(`timed out after ${timeoutMs} ms`);
    throw error;
  } finally {
    for (const handle of handles.reverse()) handle.dispose();
    vm.dispose();
    runtime.dispose();
  }
}

/**
 * Runs a JNPF event handler (change, blur, click: a JS source string) in QuickJS compiled to
 * WebAssembly, never with eval or new Function on the page (its CSP forbids both). The handler
 * gets copies of the form data and may change them (directly or through setFormData); the
 * answer is the data it left. It sees no window, document, fetch or page globals, stops at the
 * time limit and the memory limit, and a failure is logged and answered `ok: false`, which
 * callers treat as "no script" (spec §4: the change goes on).
 */
export async function runFormScript(source: string, context: FormScriptContext, options: FormScriptOptions = {}): Promise<FormScriptResult> {
  const { timeoutMs = 100, memoryLimitBytes = DEFAULT_MEMORY_LIMIT } = options;
  let result: FormScriptResult;
  try {
    const input = JSON.stringify({ data: context.data, rowIndex: context.rowIndex, value: context.value });
    const quickjs = await quickJS();
    const output = execute(quickjs, source, input, timeoutMs, memoryLimitBytes);
    if (output.error !== undefined) result = { ok: false, error: output.error };
    else if (!output.done) result = { ok: false, error: 'the script did not finish' };
    else result = { ok: true, data: output.data, effects: output.effects };
  } catch (error) {
    result = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (!result.ok) console.warn(`form script failed and is ignored: ${result.error}`);
  return result;
}

/**
 * A button's click handler (the button widget): `({ formData, setFormData, … }) => {}` with no
 * changed value. An empty template or a failure answers null: nothing to apply.
 */
export async function runClickScript(
  source: unknown,
  formData: Record<string, unknown>,
  options?: FormScriptOptions,
): Promise<Extract<FormScriptResult, { ok: true }> | null> {
  if (!hasScript(source)) return null;
  const result = await runFormScript(source, { data: formData }, options);
  return result.ok ? result : null;
}
