import { sandboxEngine } from '../../../common/scripts/sandbox-engine.ts';
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

/** The page's engine, loaded on first use (quickjs-loader.ts is imported dynamically, so it stays out of the login bundle). */
const engine = sandboxEngine(() => import('./quickjs-loader.ts').then((loader) => loader.loadQuickJS()));

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
    const text = await engine.call({
      harness: SANDBOX_PRELUDE,
      script: source,
      input,
      limits: { timeoutMs, memoryBytes: memoryLimitBytes },
      log: (values) => console.debug('[form script]', ...values),
    });
    const output = JSON.parse(text) as { done: boolean; error?: string; data: Record<string, unknown>; effects: FormScriptEffect[] };
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
