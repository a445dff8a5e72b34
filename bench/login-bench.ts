import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { bootServices } from '../server/boot.ts';
import { buildApp } from '../server/app.ts';
import { serveStatic } from './static-server.ts';
import { loadLogin, type LoginLoad } from './login-page-load.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BARE = path.join(ROOT, 'bench/fixtures/bare-react-admin');
const RUNS = Number(process.env.LOGIN_BENCH_RUNS ?? 5);

interface App {
  name: string;
  url: string;
  /** the login form's account field */
  field: string;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function chromiumPath(): string | null {
  return [process.env.CHROME_PATH, '/usr/bin/chromium'].find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}

/** Both apps are built in this run, with the same Vite, so the figures compare like with like. */
async function buildBoth(portsideDir: string, bareDir: string): Promise<void> {
  await build({ root: ROOT, configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: portsideDir, emptyOutDir: true } });
  await build({
    root: BARE,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: bareDir, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  });
}

function row(label: string, runs: LoginLoad[]): string {
  const last = runs[runs.length - 1];
  const times = runs.map((run) => run.readyMs);
  const spread = `${median(times).toFixed(0)} ms (${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)})`;
  return `${label.padEnd(18)} ${String(last.files).padStart(8)} ${kib(last.bytes).padStart(12)} ${kib(last.gzip).padStart(12)}   ${spread}`;
}

/**
 * `npm run bench`, login page: the JavaScript /login downloads (raw and gzip) and the time from
 * navigation to an interactive login form in headless Chromium, for Portside and for a bare
 * react-admin app (bench/fixtures/bare-react-admin) built in the same run. Loopback only.
 */
export async function loginBench(): Promise<void> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    console.log('login page: skipped, no Chromium (set CHROME_PATH)');
    return;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-login-bench-'));
  const portsideDir = path.join(work, 'portside');
  const bareDir = path.join(work, 'bare');
  await buildBoth(portsideDir, bareDir);

  const { services } = await bootServices({ databaseUrl: '', dataDir: path.join(work, 'data'), demoData: true });
  const server = await buildApp({ services, webDir: portsideDir, logLevel: 'silent' });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const bare = await serveStatic(bareDir);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const apps: App[] = [
    { name: 'Portside', url: `http://127.0.0.1:${port}/login`, field: 'input[name="account"]' },
    // react-admin routes with a hash router unless given one: its login page is /#/login.
    { name: 'bare react-admin', url: `${bare.url}/#/login`, field: 'input[name="username"]' },
  ];
  try {
    const results = new Map<string, LoginLoad[]>(apps.map((app) => [app.name, []]));
    // One unmeasured load each warms Chromium and the servers; then the apps take turns.
    for (const app of apps) await loadLogin(browser, app.url, app.field);
    for (let run = 0; run < RUNS; run++) {
      for (const app of apps) results.get(app.name)?.push(await loadLogin(browser, app.url, app.field));
    }
    console.log(`\nLogin page: /login in headless Chromium, cold cache, ${RUNS} runs each (gzip: zlib default level)`);
    console.log(`${''.padEnd(18)} ${'JS files'.padStart(8)} ${'JS bytes'.padStart(12)} ${'gzip'.padStart(12)}   interactive form, median (min–max)`);
    for (const app of apps) console.log(row(app.name, results.get(app.name) ?? []));
  } finally {
    await browser.close();
    await bare.close();
    await server.close();
    await services.db.destroy();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
