import type { FormItem } from '../../../../common/form-runtime/form-item.ts';

/** What a button's click script runs with. */
export interface ButtonScriptContext {
  item: FormItem;
  formData: Record<string, unknown>;
}

/**
 * Runs a button's `on.click` script (JNPF stores it as JS source). The form runtime's sandbox
 * (src/form-runtime/scripts) is set here by whoever wires the runtime; the button itself never
 * evaluates code. A runner may be async.
 */
export type ButtonScriptRunner = (script: string, context: ButtonScriptContext) => unknown;

let runner: ButtonScriptRunner | null = null;

/** Sets (or with null removes) the runner every button's click script goes to. */
export function setButtonScriptRunner(next: ButtonScriptRunner | null): void {
  runner = next;
}

/** A button's click script, if it has one that is more than whitespace. */
export function clickScriptOf(item: FormItem): string | null {
  const on = item.props.on;
  const script = on && typeof on === 'object' ? (on as Record<string, unknown>).click : undefined;
  return typeof script === 'string' && script.trim() !== '' ? script : null;
}

/**
 * Hands a click script to the runner. No runner, or a script that fails, counts as no script
 * (spec §4: a script that fails to evaluate is logged and treated as absent).
 */
export async function runButtonScript(script: string, context: ButtonScriptContext): Promise<void> {
  if (!runner) return;
  try {
    await runner(script, context);
  } catch (error) {
    console.warn('button click script failed', error);
  }
}
