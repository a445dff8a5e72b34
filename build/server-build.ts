import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The production server: server/main.ts compiled and bundled into dist-server/main.mjs, so a start
 * neither loads the TypeScript compiler (tsx) nor resolves some 900 source files one by one
 * (server/README.md, start-up). `npm run build` (and so `npm start`) and `npm run serve`
 * run this; `npm run dev` and the tests keep running the TypeScript through tsx and vitest.
 *
 * Packages stay outside the bundle and load from node_modules as they are: better-sqlite3's native
 * addon, QuickJS's WebAssembly file and swagger-ui's static files are found relative to their own
 * package, whatever file imports them. The one file the server finds relative to its own code is
 * the data-processing worker (server/features/data-interface/data-processing-pool.ts), so it is a
 * second entry, written beside main.mjs under the name the pool asks for when it runs compiled.
 * esbuild (tsx's compiler, installed with it) writes both in well under two seconds.
 */
const root = path.resolve(import.meta.dirname, '..');
export const serverOutDir = path.join(root, 'dist-server');

/** Compiles into `outDir` (by default dist-server/; it must lie inside the project, where the packages resolve). */
export async function buildServer(outDir = serverOutDir): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'server/main.ts',
      'data-processing-worker': 'server/features/data-interface/data-processing-worker.ts',
    },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Readable stack traces: no minifying, and each module's code keeps its source path above it.
    minify: false,
    logLevel: 'warning',
  });
}

if (import.meta.filename === process.argv[1]) {
  const started = performance.now();
  await buildServer();
  console.log(`server compiled to ${path.relative(process.cwd(), serverOutDir)}/main.mjs in ${Math.round(performance.now() - started)} ms`);
}
