import { newQuickJSWASMModuleFromVariant, newVariant, type QuickJSWASMModule } from 'quickjs-emscripten-core';
import releaseSync from '@jitl/quickjs-wasmfile-release-sync';

/** Node (vitest, tsx) reads the .wasm beside the variant's own module from disk; a page fetches it. */
const inNode = (): boolean => Boolean((globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node);

/**
 * The QuickJS engine, loaded only when the first script runs (form-script.ts imports this file
 * dynamically, so neither the engine nor its WASM is part of the login bundle). In the page the
 * .wasm comes from Vite's `?url` asset: the variant's own `new URL(…, import.meta.url)` breaks
 * when Vite pre-bundles dependencies in dev. The release-sync variant is the smallest that
 * supports interrupts and memory limits; scripts never need the asyncify build.
 */
export async function loadQuickJS(): Promise<QuickJSWASMModule> {
  if (inNode()) return newQuickJSWASMModuleFromVariant(releaseSync);
  const { default: wasmLocation } = await import('@jitl/quickjs-wasmfile-release-sync/wasm?url');
  return newQuickJSWASMModuleFromVariant(newVariant(releaseSync, { wasmLocation }));
}
