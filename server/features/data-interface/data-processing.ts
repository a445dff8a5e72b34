import { DataProcessingPool } from './data-processing-pool.ts';
import { DEFAULT_SCRIPT_LIMITS, InterfaceFailure, type ScriptLimits } from './run-contract.ts';

/** The data's JSON text, either way: past this a run fails before it starts, or its result is refused. */
const MAX_DATA_BYTES = 20 * 1024 * 1024;

/** How long past its time limit a script's thread may stay silent before it is terminated. */
const WATCHDOG_GRACE_MS = 1000;

/**
 * The threads every script runs on: two (the machine has two cores, and the main thread must keep
 * one for requests), with at most 32 runs waiting for them; a run past those is refused as busy.
 */
const pool = new DataProcessingPool({ size: 2, maxWaiting: 32 });

/** The source without the comments and blanks it starts with: what decides its form. */
function withoutLeadingComments(source: string): string {
  let rest = source.trimStart();
  for (;;) {
    if (rest.startsWith('//')) {
      const end = rest.indexOf('\n');
      rest = end < 0 ? '' : rest.slice(end + 1).trimStart();
    } else if (rest.startsWith('/*')) {
      const end = rest.indexOf('*/');
      rest = end < 0 ? '' : rest.slice(end + 2).trimStart();
    } else {
      return rest;
    }
  }
}

/** Whether `text` opens with an arrow function's parenthesised parameters: `(…) =>`, nested parentheses included. */
function startsWithArrowParameters(text: string): boolean {
  if (!text.startsWith('(')) return false;
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')' && --depth === 0) return /^\s*=>/.test(text.slice(index + 1));
  }
  return false;
}

/** Whether the script is a function expression (`(data) => …`, `data => …`, `function (data) {…}`, async ones too). */
function isFunctionExpression(code: string): boolean {
  const text = code.replace(/^async\s+/, '');
  return /^function\b/.test(text) || /^[\w$]+\s*=>/.test(text) || startsWithArrowParameters(text);
}

/**
 * JNPF stores dataProcessing as a function expression (the designer's `(data) => { … return data }`)
 * or as the bare body of one (`// 处理数据\nreturn data;`); both become one function expression. A
 * trailing semicolon after an expression would not compile inside the parentheses it is evaluated in.
 */
function asFunctionExpression(script: string): string {
  if (isFunctionExpression(withoutLeadingComments(script))) return script.trimEnd().replace(/;+$/, '');
  return `function (data) {\n${script}\n}`;
}

/** The data as JSON for the sandbox; a database's BigInt (a bigint column) goes in as its decimal text. */
function dataAsJson(data: unknown): string {
  return JSON.stringify(data, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)) ?? 'null';
}

/**
 * Runs a data interface's dataProcessing script on the data the interface fetched and answers the
 * script's return value (undefined: the data unchanged). The script runs in QuickJS compiled to
 * WebAssembly, never in `node:vm`, on a worker thread of the pool (data-processing-pool.ts), never
 * on the server's main thread: it sees a copy of the data and the ECMAScript built-ins only (no
 * process, require, import, file system, network or timers), and is stopped at the time and memory
 * limits. A script that is blank or only comments is no processing and never starts a thread.
 * Failures are InterfaceFailures: scriptFailed (threw, does not compile, not JSON, data or result
 * over 20 MB, the pool busy or its thread lost), scriptTimeout (QuickJS's interrupt, or the pool's
 * watchdog), scriptMemory; the detail is the engine's message.
 */
export async function runDataProcessing(script: string, data: unknown, limits: ScriptLimits = DEFAULT_SCRIPT_LIMITS): Promise<unknown> {
  if (withoutLeadingComments(script) === '') return data;
  const input = dataAsJson(data);
  if (Buffer.byteLength(input) > MAX_DATA_BYTES) throw new InterfaceFailure('scriptFailed', `the data is over ${MAX_DATA_BYTES / (1024 * 1024)} MB`);
  const job = { script: asFunctionExpression(script), input, limits, maxOutputBytes: MAX_DATA_BYTES };
  const text = await pool.run(job, limits.timeoutMs + WATCHDOG_GRACE_MS);
  const output = JSON.parse(text) as { unchanged?: true; value?: unknown };
  return output.unchanged ? data : output.value;
}

/** Ends the script threads (the app's onClose); a later run starts new ones. */
export function closeDataProcessing(): Promise<void> {
  return pool.close();
}
