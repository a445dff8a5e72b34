import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import { callSandboxed, SandboxFailure, type SandboxedCall } from './sandboxed-call.ts';

export interface SandboxEngine {
  /** Runs one call in a fresh runtime; every failure is a SandboxFailure. */
  call(call: SandboxedCall): Promise<string>;
}

/**
 * The QuickJS engine of one side (the page or the server), loaded by `load` on the first call and
 * then shared by every call: each call still gets its own runtime and context. A failed load is
 * retried by the next call, and an engine that broke (an 'engine' failure) is dropped, so the next
 * call loads a fresh one and the host stays usable.
 */
export function sandboxEngine(load: () => Promise<QuickJSWASMModule>): SandboxEngine {
  let engine: Promise<QuickJSWASMModule> | null = null;
  const ready = (): Promise<QuickJSWASMModule> => {
    engine ??= load()
      .then((quickjs) => {
        // WebAssembly compiles lazily: a first run here keeps that cost out of the first script's time budget.
        quickjs.evalCode('JSON.stringify(JSON.parse("[1]").map(function (x) { return x + 1; }))');
        return quickjs;
      })
      .catch((error: unknown) => {
        engine = null;
        throw new SandboxFailure('engine', error instanceof Error ? error.message : String(error));
      });
    return engine;
  };
  return {
    async call(call) {
      const loading = ready();
      const quickjs = await loading;
      try {
        return callSandboxed(quickjs, call);
      } catch (error) {
        if (error instanceof SandboxFailure && error.kind === 'engine' && engine === loading) engine = null;
        throw error;
      }
    },
  };
}
