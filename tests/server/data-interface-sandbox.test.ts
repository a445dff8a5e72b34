import { describe, expect, it } from 'vitest';
import { runDataProcessing } from '../../server/features/data-interface/data-processing.ts';
import { InterfaceFailure, type FailureReason } from '../../server/features/data-interface/run-contract.ts';

/**
 * A data interface's dataProcessing script (issue 13 point 1) runs in QuickJS, not in the server:
 * no process, module loader, file system or network, stopped at the time and memory limits, and
 * every failure a clear InterfaceFailure that leaves the server able to run the next script.
 */

const rows = [
  { id: 1, plate: '沪A12345', load: 12 },
  { id: 2, plate: '沪B67890', load: 30 },
];

/** The failure a run ends with (the test fails when the run succeeds). */
async function failureOf(script: string, limits?: { timeoutMs: number; memoryBytes: number }): Promise<InterfaceFailure> {
  const error: unknown = await runDataProcessing(script, rows, limits).then(
    (value) => new Error(`the script succeeded with ${JSON.stringify(value)}`),
    (failure: unknown) => failure,
  );
  if (!(error instanceof InterfaceFailure)) throw error;
  return error;
}

/** After a failure the engine still answers a normal script. */
async function expectUsable(): Promise<void> {
  expect(await runDataProcessing('(data) => data.map((row) => row.id)', rows)).toEqual([1, 2]);
}

async function expectFailure(script: string, reason: FailureReason, detail: RegExp, limits?: { timeoutMs: number; memoryBytes: number }): Promise<void> {
  const failure = await failureOf(script, limits);
  expect(failure.reason).toBe(reason);
  expect(failure.detail).toMatch(detail);
  await expectUsable();
}

describe('runDataProcessing: the forms JNPF stores', () => {
  it('runs an arrow function that maps and filters the data', async () => {
    const script =
      '(data) => {\n  // 处理数据逻辑\n  return data.filter((row) => row.load > 20).map((row) => ({ ...row, label: row.plate + " / " + row.load + "t" }))\n}';
    expect(await runDataProcessing(script, rows)).toEqual([{ id: 2, plate: '沪B67890', load: 30, label: '沪B67890 / 30t' }]);
  });

  it('runs a function expression, an async one and one with a trailing semicolon', async () => {
    expect(await runDataProcessing('function (data) { return { total: data.length } }', rows)).toEqual({ total: 2 });
    expect(await runDataProcessing('async (data) => { await null; return data[0].id }', rows)).toBe(1);
    expect(await runDataProcessing('data => data.length;', rows)).toBe(2);
  });

  it('runs a bare body as the body of function (data)', async () => {
    expect(await runDataProcessing('// 处理数据\nreturn data;', rows)).toEqual(rows);
    expect(await runDataProcessing('/* 合计 */\nvar sum = 0;\nfor (var i = 0; i < data.length; i++) sum += data[i].load;\nreturn { sum: sum }', rows)).toEqual({
      sum: 42,
    });
    expect(await runDataProcessing('(data || []).forEach(function (row) { row.load = 0 });\nreturn data', rows)).toEqual(
      rows.map((row) => ({ ...row, load: 0 })),
    );
  });

  it('answers the data unchanged for a blank or comment-only script, and for undefined', async () => {
    expect(await runDataProcessing('', rows)).toBe(rows);
    expect(await runDataProcessing('  // 处理数据\n /* 无 */ \n', rows)).toBe(rows);
    expect(await runDataProcessing('(data) => { data.length = 0 }', rows)).toBe(rows);
    expect(rows).toHaveLength(2);
  });

  it('hands the script a copy, with BigInt values as text', async () => {
    const data = { count: 12345678901234567890n, list: [{ id: 1 }] };
    expect(await runDataProcessing('(data) => { data.list.push({ id: 2 }); return [typeof data.count, data.count, data.list.length] }', data)).toEqual([
      'string',
      '12345678901234567890',
      2,
    ]);
    expect(data.list).toEqual([{ id: 1 }]);
  });
});

describe('runDataProcessing: what a script cannot reach', () => {
  it('has no process', async () => {
    await expectFailure('(data) => process.env', 'scriptFailed', /ReferenceError: .*process/);
    expect(await runDataProcessing('() => [typeof process, typeof require, typeof module, typeof Buffer, typeof std, typeof os]', rows)).toEqual([
      'undefined',
      'undefined',
      'undefined',
      'undefined',
      'undefined',
      'undefined',
    ]);
  });

  it('has no require', async () => {
    await expectFailure("(data) => require('fs').readFileSync('/etc/passwd', 'utf8')", 'scriptFailed', /ReferenceError: .*require/);
  });

  it('cannot load a module with a dynamic import', async () => {
    await expectFailure(
      "async (data) => { const fs = await import('fs'); return fs.readFileSync('/etc/passwd', 'utf8') }",
      'scriptFailed',
      /could not load module 'fs'/,
    );
    await expectFailure("async () => (await import('node:child_process')).execSync('id').toString()", 'scriptFailed', /could not load module/);
  });

  it('has no fetch or other network', async () => {
    expect(await runDataProcessing('() => [typeof globalThis.fetch, typeof XMLHttpRequest, typeof WebSocket, typeof setTimeout]', rows)).toEqual([
      'undefined',
      'undefined',
      'undefined',
      'undefined',
    ]);
    await expectFailure("async () => (await globalThis.fetch('http://127.0.0.1/')).status", 'scriptFailed', /TypeError: .*not a function/);
  });

  it('finds no process through the Function constructor', async () => {
    await expectFailure("function (data) { return this.constructor.constructor('return process')() }", 'scriptFailed', /ReferenceError: .*process/);
    expect(await runDataProcessing("function () { return Object.keys(this.constructor.constructor('return globalThis')()).sort() }", rows)).toEqual([
      'console',
    ]);
  });
});

describe('runDataProcessing: limits and failures', () => {
  it('stops an endless loop at the time limit', async () => {
    const started = Date.now();
    await expectFailure('(data) => { while (true) {} }', 'scriptTimeout', /timed out after 200 ms/, { timeoutMs: 200, memoryBytes: 8 * 1024 * 1024 });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('stops an endless chain of promise jobs at the time limit', async () => {
    await expectFailure('async () => { for (;;) await null }', 'scriptTimeout', /timed out/, { timeoutMs: 200, memoryBytes: 8 * 1024 * 1024 });
  });

  it('stops a memory bomb at the memory limit', async () => {
    const limits = { timeoutMs: 10000, memoryBytes: 8 * 1024 * 1024 };
    await expectFailure('(data) => { const grow = []; for (;;) grow.push({ copy: data }) }', 'scriptMemory', /out of memory/, limits);
    await expectFailure('() => "x".repeat(64 * 1024 * 1024)', 'scriptMemory', /out of memory/, limits);
    await expectFailure(
      '() => { globalThis.kept = []; for (;;) globalThis.kept.push("row " + globalThis.kept.length) }',
      'scriptMemory',
      /out of memory/,
      limits,
    );
  });

  it('answers a thrown error with its message', async () => {
    await expectFailure('(data) => { throw new Error("车辆数据缺失") }', 'scriptFailed', /^Error: 车辆数据缺失$/);
    await expectFailure('async () => { await null; throw new RangeError("later") }', 'scriptFailed', /^RangeError: later$/);
  });

  it('answers a syntax error, in either form', async () => {
    await expectFailure('(data) => { return data.map( }', 'scriptFailed', /SyntaxError/);
    await expectFailure('return data.filter((row) => row.load >', 'scriptFailed', /SyntaxError/);
  });

  it('refuses a return value JSON cannot carry', async () => {
    await expectFailure('() => () => 1', 'scriptFailed', /not JSON/);
    await expectFailure('() => { const loop = {}; loop.self = loop; return loop }', 'scriptFailed', /TypeError/);
  });

  it('answers a deep recursion as a failure, also one that outruns the host stack', async () => {
    await expectFailure('function f(data) { return f(data) + 1 }', 'scriptFailed', /stack overflow/);
    // The parser nests deeper than QuickJS's stack check sees: the engine breaks, is dropped and reloaded.
    await expectFailure('() => eval("(".repeat(200000))', 'scriptFailed', /stack/i);
    await expectFailure('() => JSON.parse("[".repeat(200000))', 'scriptFailed', /stack/i);
  });
});
