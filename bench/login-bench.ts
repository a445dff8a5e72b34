import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { bootServices } from '../server/boot.ts';
import { buildApp } from '../server/app.ts';
import { serveStatic } from './static-server.ts';
import { loadLogin, type LoginLoad } from './login-page-load.ts';
import { chromiumPath, launchChromium } from './bench-browser.ts';
import { median, turned } from './rounds.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BARE_ADMIN = path.join(ROOT, 'bench/fixtures/bare-react-admin');
const BARE_REACT = path.join(ROOT, 'bench/fixtures/bare-react');
const ROUNDS = Number(process.env.LOGIN_BENCH_RUNS ?? 7);
/** Issue 17 rows 10 and 11. */
const BYTES_TARGET = 0.45;
const TIME_TARGET = 1.3;

interface App {
  name: string;
  url: string;
  /** the login form's account field */
  field: string;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The three apps are built in this run, with the same Vite and React, so the figures compare like with like. */
async function buildAll(portsideDir: string, bareAdminDir: string, bareReactDir: string): Promise<void> {
  await build({ root: ROOT, configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: portsideDir, emptyOutDir: true } });
  for (const [root, outDir] of [
    [BARE_ADMIN, bareAdminDir],
    [BARE_REACT, bareReactDir],
  ]) {
    await build({ root, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000 } });
  }
}

function row(label: string, runs: LoginLoad[]): string {
  const last = runs[runs.length - 1];
  const times = runs.map((run) => run.readyMs);
  const spread = `${median(times).toFixed(0)} ms (${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)})`;
  return `${label.padEnd(18)} ${String(last.files).padStart(8)} ${kib(last.bytes).padStart(12)} ${kib(last.gzip).padStart(12)}   ${spread}`;
}

/** The median of the per-round ratios: each round's apps ran back to back, under the same load. */
function ratio(portside: LoginLoad[], baseline: LoginLoad[], of: (load: LoginLoad) => number): number {
  return median(portside.map((run, round) => of(run) / of(baseline[round])));
}

const verdict = (value: number, target: number) => `${value.toFixed(2)}× (target ≤ ${target}×: ${value <= target ? 'met' : 'NOT met'})`;

/**
 * `npm run bench`, login page (issue 17 rows 10–11): the JavaScript /login downloads (raw and
 * gzip) and the time from navigation to an interactive login form in headless Chromium with a cold
 * cache, for Portside, a bare react-admin app (bench/fixtures/bare-react-admin, the bytes baseline)
 * and a bare React app with a plain login form (bench/fixtures/bare-react, the time baseline), all
 * built in this run. Rounds interleave the apps, the order turned each round. Loopback only.
 */
export async function loginBench(): Promise<void> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    console.log('login page: skipped, no Chromium (set CHROME_PATH)');
    return;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-login-bench-'));
  const portsideDir = path.join(work, 'portside');
  const bareAdminDir = path.join(work, 'bare-react-admin');
  const bareReactDir = path.join(work, 'bare-react');
  await buildAll(portsideDir, bareAdminDir, bareReactDir);

  const { services } = await bootServices({ databaseUrl: '', dataDir: path.join(work, 'data'), demoData: true });
  const server = await buildApp({ services, webDir: portsideDir, logLevel: 'silent' });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const bareAdmin = await serveStatic(bareAdminDir);
  const bareReact = await serveStatic(bareReactDir);
  const browser = await launchChromium(executablePath, { unlimitedFrames: false });
  const apps: App[] = [
    { name: 'Portside', url: `http://127.0.0.1:${port}/login`, field: 'input[name="account"]' },
    // react-admin routes with a hash router unless given one: its login page is /#/login.
    { name: 'bare react-admin', url: `${bareAdmin.url}/#/login`, field: 'input[name="username"]' },
    { name: 'bare React', url: `${bareReact.url}/login`, field: 'input[name="account"]' },
  ];
  const loadBefore = load();
  try {
    const results = new Map<string, LoginLoad[]>(apps.map((app) => [app.name, []]));
    // One unmeasured load each warms Chromium and the servers; then the apps take turns.
    for (const app of apps) await loadLogin(browser, app.url, app.field);
    for (let round = 0; round < ROUNDS; round++) {
      for (const app of turned(apps, round)) results.get(app.name)?.push(await loadLogin(browser, app.url, app.field));
    }
    const of = (name: string) => results.get(name) ?? [];
    console.log(`\nLogin page: /login in headless Chromium, cold cache, ${ROUNDS} rounds, apps interleaved (gzip: zlib default level)`);
    console.log(`${''.padEnd(18)} ${'JS files'.padStart(8)} ${'JS bytes'.padStart(12)} ${'gzip'.padStart(12)}   interactive form, median (min–max)`);
    for (const app of apps) console.log(row(app.name, of(app.name)));
    const gzip = (run: LoginLoad) => run.gzip;
    const ready = (run: LoginLoad) => run.readyMs;
    console.log(`JS gzip, Portside / bare react-admin: ${verdict(ratio(of('Portside'), of('bare react-admin'), gzip), BYTES_TARGET)}`);
    console.log(`form enabled, Portside / bare React (median of per-round ratios): ${verdict(ratio(of('Portside'), of('bare React'), ready), TIME_TARGET)}`);
    console.log(`load average before / after: ${loadBefore} / ${load()}`);
  } finally {
    await browser.close();
    await bareAdmin.close();
    await bareReact.close();
    await server.close();
    await services.db.destroy();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

// Alone: node --import tsx bench/login-bench.ts
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  loginBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
