import { newQuickJSWASMModuleFromVariant } from 'quickjs-emscripten-core';
import releaseSync from '@jitl/quickjs-wasmfile-release-sync';
import { sandboxEngine } from '../../../common/scripts/sandbox-engine.ts';
import { SandboxFailure, type SandboxFailureKind } from '../../../common/scripts/sandboxed-call.ts';
import { DEFAULT_SCRIPT_LIMITS, InterfaceFailure, type FailureReason, type ScriptLimits } from './run-contract.ts';

/**
 * The server's QuickJS, read from disk on the first script and shared by every run (each run gets
 * its own runtime and context). release-sync is the smallest build with interrupts and memory limits.
 */
const engine = sandboxEngine(() => newQuickJSWASMModuleFromVariant(releaseSync));

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
 * WebAssembly, never in `node:vm`: it sees a copy of the data and the ECMAScript built-ins only (no
 * process, require, import, file system, network or timers), and is stopped at the time and memory
 * limits. A script that is blank or only comments is no processing and never starts the engine.
 * Failures are InterfaceFailures: scriptFailed (threw, does not compile, not JSON), scriptTimeout,
 * scriptMemory; the detail is the engine's message.
 */
export async function runDataProcessing(script: string, data: unknown, limits: ScriptLimits = DEFAULT_SCRIPT_LIMITS): Promise<unknown> {
  if (withoutLeadingComments(script) === '') return data;
  let text: string;
  try {
    text = await engine.call({ harness: HARNESS, script: asFunctionExpression(script), input: dataAsJson(data), limits });
  } catch (error) {
    if (error instanceof SandboxFailure) throw new InterfaceFailure(REASONS[error.kind], error.message);
    throw error;
  }
  const output = JSON.parse(text) as { unchanged?: true; value?: unknown };
  return output.unchanged ? data : output.value;
}
