import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/**
 * The production server: server/main.ts compiled and bundled into dist-server/main.mjs, so a start
 * neither loads the TypeScript compiler (tsx) nor resolves some 900 source files one by one
 * (server/README.md, start-up). `npm run build` (and so `npm start`) and `npm run serve`
 * run this; `npm run dev` and the tests keep running the TypeScript through tsx and vitest.
 *
 * The packages a start loads anyway (fastify and its plugins, kysely, ajv, dayjs…) are bundled
 * too: loading them one file at a time from node_modules (kysely alone is some 200 ES modules)
 * was most of what was left of a start (issue 17, docs/decisions/0013). Kept outside, loaded from
 * node_modules as they are: packages that find files relative to their own (better-sqlite3's
 * native addon, QuickJS's WebAssembly, swagger-ui's page), the optional native helpers of ws, and
 * the packages the server loads on first use only, so that their code is neither parsed nor held
 * in memory until then. The one file the server finds relative to its own code is the
 * data-processing worker (server/features/data-interface/data-processing-pool.ts), so it is a
 * second entry, written beside main.mjs under the name the pool asks for when it runs compiled.
 * esbuild (tsx's compiler, installed with it) writes both in a few seconds.
 */
const root = path.resolve(import.meta.dirname, '..');
export const serverOutDir = path.join(root, 'dist-server');

/** Loaded where they are used, on first use (tests/server/compiled-server.test.ts checks they stay out of a start). */
export const LOADED_ON_FIRST_USE = ['jsdom', 'exceljs', 'ioredis', 'pg', 'yazl', 'svg-captcha', '@fastify/swagger', '@fastify/swagger-ui'];

/** Found relative to their own package files, or optional native helpers: never bundled. */
const FOUND_BESIDE_THEIR_FILES = ['better-sqlite3', '@jitl/quickjs-wasmfile-release-sync', 'quickjs-emscripten-core', 'bufferutil', 'utf-8-validate', 'tsx'];

const EXTERNAL = new Set([...LOADED_ON_FIRST_USE, ...FOUND_BESIDE_THEIR_FILES]);

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const keepExternal: Plugin = {
  name: 'portside-external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || EXTERNAL.has(packageOf(args.path))) return { path: args.path, external: true };
      return undefined;
    });
  },
};

/**
 * Bundled CommonJS packages call `require` for node's own modules; an ES module has none, so the
 * bundle makes one (under a name no bundled module declares at its top level: a clash would not load).
 */
const REQUIRE_BANNER = "import { createRequire as __portsideCreateRequire } from 'node:module'; const require = __portsideCreateRequire(import.meta.url);";

/**
 * One character above U+00FF anywhere in a source file (a Chinese word in a comment or a regular
 * expression) makes V8 hold the whole source as two bytes per character: 8 MiB instead of 4 for the
 * bundle, for as long as the server runs. esbuild escapes strings but not comments or regular
 * expressions, so every character past ASCII is written as its \u escape, which means the same there
 * (and in strings and identifiers); only a String.raw template would differ, and none holds one.
 */
function asciiOnly(file: string): void {
  const text = fs.readFileSync(file, 'utf8');
  // `\，` (an escaped character in a regular expression) would turn into a backslash and "uff0c"
  if (/\\[\u0080-\uffff]/.test(text)) throw new Error(`${file}: a backslash before a character past ASCII; write the character unescaped`);
  const escaped = text.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (escaped !== text) fs.writeFileSync(file, escaped);
}

/**
 * Compiles into `outDir` (by default dist-server/; it must lie inside the project, where the packages
 * resolve). Answers the packages bundled into it.
 */
export async function buildServer(outDir = serverOutDir): Promise<string[]> {
  fs.rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'server/main.ts',
      'data-processing-worker': 'server/features/data-interface/data-processing-worker.ts',
    },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    plugins: [keepExternal],
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    banner: { js: REQUIRE_BANNER },
    // Whitespace and syntax only: V8 compiles the 4 MB bundle at every start and keeps its source in
    // memory, and this takes a third off both. Names stay as written (identifiers are not minified),
    // so a stack trace still names the function; its line and column are the bundle's, which
    // main.mjs.map (written beside it, read only under `node --enable-source-maps`) turns into the
    // TypeScript file and line (docs/decisions/0017-fresh-start.md).
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    // The demo loader (a fresh database only, server/boot.ts) goes to a file of its own, loaded when
    // it is imported, so no other start parses it; code it shares with main.mjs goes to a shared file.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
  });
  for (const file of Object.keys(result.metafile.outputs)) if (file.endsWith('.mjs')) asciiOnly(path.join(root, file));
  const bundled = new Set<string>();
  for (const input of Object.keys(result.metafile.inputs)) {
    const inPackage = /node_modules\/(.+)$/.exec(input)?.[1];
    if (inPackage) bundled.add(packageOf(inPackage.split('/node_modules/').pop() ?? inPackage));
  }
  return [...bundled].sort();
}

if (import.meta.filename === process.argv[1]) {
  const started = performance.now();
  await buildServer();
  console.log(`server compiled to ${path.relative(process.cwd(), serverOutDir)}/main.mjs in ${Math.round(performance.now() - started)} ms`);
}
