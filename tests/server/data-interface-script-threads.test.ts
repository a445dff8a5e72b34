import { afterAll, describe, expect, it } from 'vitest';
import { closeDataProcessing, runDataProcessing } from '../../server/features/data-interface/data-processing.ts';
import { DataProcessingPool } from '../../server/features/data-interface/data-processing-pool.ts';
import { InterfaceFailure } from '../../server/features/data-interface/run-contract.ts';

/**
 * dataProcessing scripts run on worker threads (issue 13): a script busy for its whole time limit
 * never holds the server's main thread, two run at once, a thread that stops answering is ended
 * and replaced, and runs past the waiting cap are refused instead of piling up.
 */

const MB = 1024 * 1024;

function busy(timeoutMs: number): Promise<unknown> {
  return runDataProcessing('(data) => { while (true) {} }', [], { timeoutMs, memoryBytes: 8 * MB });
}

/** How a run ended: its value, or the reason and detail of its InterfaceFailure. */
async function outcome(run: Promise<unknown>): Promise<{ value: unknown } | { reason: string; detail: string }> {
  try {
    return { value: await run };
  } catch (error) {
    if (!(error instanceof InterfaceFailure)) throw error;
    return { reason: error.reason, detail: error.detail };
  }
}

afterAll(() => closeDataProcessing());

describe('runDataProcessing on worker threads', () => {
  it('keeps the main thread free while a script spins to its time limit', async () => {
    // The first run starts a thread; the measured one then only runs the script.
    expect(await runDataProcessing('(data) => data.length', [1, 2])).toBe(2);
    let ticks = 0;
    let longestGap = 0;
    let last = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks += 1;
    }, 10);
    try {
      expect(await outcome(busy(900))).toEqual({ reason: 'scriptTimeout', detail: 'timed out after 900 ms' });
    } finally {
      clearInterval(timer);
    }
    // On the main thread the loop held it for the whole 900 ms: no tick at all meanwhile.
    expect(longestGap).toBeLessThan(300);
    expect(ticks).toBeGreaterThan(30);
  });

  it('runs two scripts at once', async () => {
    // Two long runs together make sure both threads have started before the measured pair.
    await Promise.all([outcome(busy(1500)), outcome(busy(1500))]);
    const started = Date.now();
    const results = await Promise.all([outcome(busy(1000)), outcome(busy(1000))]);
    expect(results).toEqual([
      { reason: 'scriptTimeout', detail: 'timed out after 1000 ms' },
      { reason: 'scriptTimeout', detail: 'timed out after 1000 ms' },
    ]);
    // One after the other they would take 2000 ms.
    expect(Date.now() - started).toBeLessThan(1700);
  });

  it('refuses runs past the 32 waiting ones as busy, and runs the others', async () => {
    const results = await Promise.all(Array.from({ length: 36 }, () => outcome(busy(50))));
    const refused = results.filter((result) => 'reason' in result && result.reason === 'scriptFailed');
    expect(refused).toHaveLength(2);
    for (const result of refused) expect(result).toEqual({ reason: 'scriptFailed', detail: 'busy: 32 scripts are already waiting to run' });
    expect(results.filter((result) => 'reason' in result && result.reason === 'scriptTimeout')).toHaveLength(34);
    expect(await runDataProcessing('(data) => data.length', [1, 2, 3])).toBe(3);
  });

  it('refuses data or a result over 20 MB', async () => {
    expect(await outcome(runDataProcessing('(data) => data.length', 'x'.repeat(21 * MB)))).toEqual({
      reason: 'scriptFailed',
      detail: 'the data is over 20 MB',
    });
    expect(await outcome(runDataProcessing('() => "x".repeat(21 * 1024 * 1024)', null, { timeoutMs: 5000, memoryBytes: 128 * MB }))).toEqual({
      reason: 'scriptFailed',
      detail: "the script's result is over 20 MB",
    });
  });

  it('ends the runs of a closing app, and starts new threads for a later run', async () => {
    const running = outcome(busy(5000));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closedAt = Date.now();
    await closeDataProcessing();
    expect(await running).toEqual({ reason: 'scriptFailed', detail: 'the server is closing' });
    expect(Date.now() - closedAt).toBeLessThan(1000);
    expect(await runDataProcessing('(data) => data.concat([3])', [1, 2])).toEqual([1, 2, 3]);
  });
});

describe('the script thread pool', () => {
  const job = (script: string, timeoutMs: number) => ({ script, input: '[1,2]', limits: { timeoutMs, memoryBytes: 8 * MB }, maxOutputBytes: MB });

  it('ends a thread that outlives its watchdog and replaces it for the runs that wait', async () => {
    const pool = new DataProcessingPool({ size: 1, maxWaiting: 4 });
    try {
      const started = Date.now();
      // QuickJS would stop this loop only after a minute; the watchdog ends its thread after 500 ms.
      const stuck = outcome(pool.run(job('() => { while (true) {} }', 60_000), 500));
      const waiting = pool.run(job('(data) => data.length', 1000), 2000);
      expect(await stuck).toEqual({ reason: 'scriptTimeout', detail: 'timed out after 60000 ms' });
      expect(await waiting).toBe('{"value":2}');
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(await pool.run(job('(data) => data[1]', 1000), 2000)).toBe('{"value":2}');
    } finally {
      await pool.close();
    }
  });

  it('answers a script failure from its thread and keeps the thread', async () => {
    const pool = new DataProcessingPool({ size: 1, maxWaiting: 0 });
    try {
      await expect(pool.run(job('() => { throw new Error("坏了") }', 1000), 2000)).rejects.toMatchObject({ reason: 'scriptFailed', detail: 'Error: 坏了' });
      // With no waiting allowed, a second run while the only thread is busy is refused.
      const first = pool.run(job('() => { while (true) {} }', 300), 1300);
      await expect(pool.run(job('() => 1', 1000), 2000)).rejects.toMatchObject({ reason: 'scriptFailed', detail: /^busy/ });
      await expect(first).rejects.toMatchObject({ reason: 'scriptTimeout' });
      expect(await pool.run(job('() => 1', 1000), 2000)).toBe('{"value":1}');
    } finally {
      await pool.close();
    }
  });
});
