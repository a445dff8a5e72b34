import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, LOADED_ON_FIRST_USE } from '../../build/server-build.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import { DEMO_PASSWORD } from '../../server/features/demo/demo-data.ts';

const root = path.resolve(import.meta.dirname, '../..');
// Inside the project (its packages must resolve from the output), apart from npm start's dist-server/.
const outDir = path.join(root, '.tmp', `compiled-server-test-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-compiled-'));

/** Packages the server loads on first use only (server/README.md, start-up); the API docs' since issue 17. */
const LOADED_ON_USE = ['jsdom', 'exceljs', 'ioredis', 'pg', 'yazl', 'svg-captcha', '@fastify/swagger', '@fastify/swagger-ui'];

/**
 * Run before the server's code: on SIGUSR2 it prints the packages in node's CommonJS module cache
 * (every CommonJS package, also one an ES module imported).
 */
const PROBE = `import { createRequire } from 'node:module';
const cache = createRequire(process.cwd() + '/probe.js').cache;
process.on('SIGUSR2', () => {
  const names = new Set(Object.keys(cache).map((file) => /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(file)?.[1]).filter(Boolean));
  console.log('LOADED ' + JSON.stringify([...names]));
});`;

let child: ChildProcess | undefined;
let output = '';

function waitFor(pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const found = pattern.exec(output);
      if (found) {
        clearInterval(timer);
        resolve(found);
      } else if (child?.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`the compiled server exited:\n${output}`));
      }
    };
    const timer = setInterval(check, 50);
  });
}

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server (npm start)', () => {
  it(
    'starts from its build on a fresh data folder, answers signed in, runs a script worker, has not loaded the rarely used packages, and serves the docs on demand',
    { timeout: 240_000 },
    async () => {
      const bundled = await buildServer(outDir);
      // what a start loads anyway is inside the bundle; what is loaded on first use stays out of it, where a start cannot parse it
      expect(bundled).toEqual(expect.arrayContaining(['fastify', 'kysely']));
      expect(bundled.filter((name) => LOADED_ON_USE.includes(name) || LOADED_ON_FIRST_USE.includes(name))).toEqual([]);
      // the demo loader is a file of its own, which only a start on an empty database loads; the source map lies beside the bundle
      expect(fs.readFileSync(path.join(outDir, 'main.mjs'), 'utf8')).not.toContain('demoOrganizes');
      expect(fs.existsSync(path.join(outDir, 'main.mjs.map'))).toBe(true);

      const probe = `data:text/javascript,${encodeURIComponent(PROBE)}`;
      child = spawn(process.execPath, ['--import', probe, path.join(outDir, 'main.mjs')], {
        cwd: root,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          FILES_DIR: '',
          WEB_DIR: '',
          DATABASE_URL: '',
          REDIS_URL: '',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const [, base] = await waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);

      const login = await fetch(`${base}/api/oauth/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'admin', password: md5Hex(DEMO_PASSWORD) }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const dictionary = (await (await fetch(`${base}/api/system/DictionaryType`, { headers: { authorization: token } })).json()) as {
        code: number;
        data: unknown;
      };
      expect(dictionary.code).toBe(200);

      child.kill('SIGUSR2');
      const loaded = JSON.parse((await waitFor(/LOADED (\[.*\])/))[1]) as string[];
      // better-sqlite3 (native) is never bundled, so the probe sees it: the probe works
      expect(loaded).toContain('better-sqlite3');
      expect(loaded.filter((name) => LOADED_ON_USE.includes(name))).toEqual([]);

      // the API docs, built on their first request from the packages left outside the bundle
      const docs = (await (await fetch(`${base}/api/docs/openapi.json`)).json()) as { openapi: string; paths: Record<string, unknown> };
      expect(docs.openapi).toBe('3.1.0');
      expect(docs.paths).toHaveProperty(['/api/system/DictionaryType']);
      const page = await fetch(`${base}/api/docs/`);
      expect(page.headers.get('content-type')).toContain('text/html');

      // The data-processing pool starts this file beside main.mjs; it loads QuickJS's WebAssembly from there.
      const worker = new Worker(pathToFileURL(path.join(outDir, 'data-processing-worker.mjs')), { env: {} });
      try {
        const first = await new Promise((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
        });
        expect(first).toEqual({ ready: true });
      } finally {
        await worker.terminate();
      }
    },
  );
});
