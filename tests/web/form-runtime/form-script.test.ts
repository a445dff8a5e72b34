import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasScript, runClickScript, runFormScript } from '../../../src/form-runtime/scripts/index.ts';

/** The sandbox for JNPF event handlers (issue 11 point 4): QuickJS, never eval on the page. */
describe('runFormScript', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs a JNPF handler that sets a field through setFormData and sees the changed value', async () => {
    const result = await runFormScript('({ data, formData, setFormData }) => { setFormData("total", formData.price * 2); setFormData("echo", data) }', {
      data: { price: 21 },
      value: 'typed',
    });
    expect(result).toEqual({ ok: true, data: { price: 21, total: 42, echo: 'typed' }, effects: [] });
  });

  it('sets a column of the row it runs in, and works on a copy of the data', async () => {
    const data = { lines: [{ qty: 1 }, { qty: 2 }] };
    const result = await runFormScript('({ rowIndex, formData, setFormData }) => { setFormData("lines.qty", 10 + rowIndex); formData.note = "x" }', {
      data,
      rowIndex: 1,
    });
    expect(result.ok && result.data).toEqual({ lines: [{ qty: 1 }, { qty: 11 }], note: 'x' });
    expect(data).toEqual({ lines: [{ qty: 1 }, { qty: 2 }] });
  });

  it('records setRequired / setShowOrHide / setDisabled for the renderer', async () => {
    const result = await runFormScript('({ setRequired, setShowOrHide }) => { setRequired("a", true); setShowOrHide("b", 0) }', { data: {} });
    expect(result.ok && result.effects).toEqual([
      { kind: 'required', prop: 'a', value: true },
      { kind: 'showOrHide', prop: 'b', value: false },
    ]);
  });

  it('stops an endless loop at the time limit and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = Date.now();
    const result = await runFormScript('() => { while (true) {} }', { data: {} }, { timeoutMs: 50 });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/timed out after 50 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(warn).toHaveBeenCalled();
  });

  it('answers ok:false with the message of an error the handler throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await runFormScript('() => { throw new Error("boom") }', { data: {} });
    expect(result).toEqual({ ok: false, error: 'Error: boom' });
    expect(warn.mock.calls[0][0]).toContain('boom');
  });

  it('answers ok:false for a syntax error, a non-function and a rejected async handler', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await runFormScript('({ data ) => {', { data: {} })).ok).toBe(false);
    expect(await runFormScript('42', { data: {} })).toEqual({ ok: false, error: 'the script is not a function' });
    expect(await runFormScript('async () => { throw new Error("later") }', { data: {} })).toEqual({ ok: false, error: 'later' });
  });

  it('counts the changes of an async handler', async () => {
    const result = await runFormScript('async ({ setFormData }) => { await null; setFormData("a", 1) }', { data: {} });
    expect(result.ok && result.data).toEqual({ a: 1 });
  });

  it('gives the handler no window, document, fetch or page globals', async () => {
    (globalThis as Record<string, unknown>).pageSecret = 'secret';
    try {
      const result = await runFormScript(
        '({ setFormData }) => { setFormData("seen", [typeof window, typeof document, typeof fetch, typeof XMLHttpRequest, typeof globalThis.pageSecret, typeof localStorage].join()) }',
        { data: {} },
      );
      expect(result.ok && result.data.seen).toBe('undefined,undefined,undefined,undefined,undefined,undefined');
    } finally {
      delete (globalThis as Record<string, unknown>).pageSecret;
    }
  });

  it('ends a handler that eats memory at the memory limit', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await runFormScript('() => { let s = "x"; for (;;) s += s }', { data: {} }, { timeoutMs: 5000, memoryLimitBytes: 4 * 1024 * 1024 });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).not.toMatch(/timed out/);
  });

  it('lets a handler log without failing', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const result = await runFormScript('({ setFormData }) => { console.log("hi", 1); setFormData("a", 2) }', { data: {} });
    expect(result.ok).toBe(true);
    expect(debug).toHaveBeenCalledWith('[form script]', 'hi', 1);
  });
});

describe('hasScript', () => {
  it("treats the designer's empty templates and blanks as no script", () => {
    expect(hasScript(undefined)).toBe(false);
    expect(hasScript('   ')).toBe(false);
    expect(
      hasScript('({ data, rowIndex, formData, setFormData, setShowOrHide, setRequired, setDisabled, onlineUtils }) => {\n    // 在此编写代码\n    \n}'),
    ).toBe(false);
    expect(hasScript('function () { /* nothing */ }')).toBe(false);
    expect(hasScript('({ setFormData }) => { setFormData("a", 1) }')).toBe(true);
  });
});

describe('runClickScript', () => {
  it("runs a button's handler on the form data and answers null for an empty template", async () => {
    expect(await runClickScript('({ formData, setFormData }) => setFormData("n", formData.n + 1)', { n: 1 })).toEqual({
      ok: true,
      data: { n: 2 },
      effects: [],
    });
    expect(await runClickScript('({ data }) => {\n  // 在此编写代码\n}', { n: 1 })).toBeNull();
  });
});
