import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { bootServices } from '../server/boot.ts';
import { buildApp } from '../server/app.ts';
import { DEMO_PASSWORD } from '../server/features/demo/demo-data.ts';
import { serveStatic } from './static-server.ts';
import { chromiumPath, launchChromium } from './bench-browser.ts';
import { median, turned } from './rounds.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BARE = path.join(ROOT, 'bench/fixtures/bare-react-admin');
const ROUNDS = Number(process.env.SIGNIN_BENCH_ROUNDS ?? 7);

interface SignInApp {
  name: string;
  url: string;
  account: string;
  password: string;
  accountField: string;
  passwordField: string;
  /** the sign-in button's visible text */
  button: RegExp;
  /** the first entry of the side menu once signed in */
  menu: string;
}

interface SignIn {
  /** click on the sign-in button to the menu's first entry in the page with a size, ms */
  ms: number;
  /** scripts downloaded after the click: files, bytes as served, gzipped (zlib default level) */
  files: number;
  bytes: number;
  gzip: number;
  /** the same from the first key in the form on (what the login page fetches ahead of the click, too) */
  fromInput: { files: number; bytes: number; gzip: number };
}

declare global {
  interface Window {
    __signInClick?: number;
    __signInMenu?: number;
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Both apps built in this run with the same Vite (bench/login-bench.ts's way), so they compare like with like. */
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

/**
 * One sign-in in a fresh context: the login page loads and settles (its own chunks fetched), the
 * fields are filled, then the page's clock runs from the button's click (captured before any
 * handler) to the first DOM change that shows the menu's first entry with a size.
 */
async function signIn(browser: Browser, app: SignInApp): Promise<SignIn> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const offsite: string[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', (request) => {
      const target = new URL(request.url());
      if (target.protocol.startsWith('http') && target.hostname !== '127.0.0.1') offsite.push(request.url());
      inFlight++;
      lastActivity = Date.now();
    });
    const settle = () => {
      inFlight--;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    let collecting: 'no' | 'input' | 'click' = 'no';
    // A body that arrives after the count (the context closing) counts as empty rather than failing the run.
    const scripts = new Map<string, { afterClick: boolean; body: Promise<Buffer> }>();
    page.on('response', (response) => {
      const isScript = response.request().resourceType() === 'script' || /\.m?js$/.test(new URL(response.url()).pathname);
      if (collecting !== 'no' && isScript && !scripts.has(response.url()))
        scripts.set(response.url(), { afterClick: collecting === 'click', body: response.body().catch(() => Buffer.alloc(0)) });
    });
    await page.addInitScript((menu: string) => {
      document.addEventListener('click', () => (window.__signInClick ??= performance.now()), { capture: true });
      const observer = new MutationObserver(() => {
        if (window.__signInClick === undefined || window.__signInMenu !== undefined) return;
        const entry = document.querySelector(menu);
        if (entry && entry.getBoundingClientRect().height > 0) {
          window.__signInMenu = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    }, app.menu);
    await page.goto(app.url);
    await page.waitForLoadState('networkidle');
    collecting = 'input';
    await page.locator(app.accountField).fill(app.account);
    await page.locator(app.passwordField).fill(app.password);
    // A person takes longer over the password than the login page over what it fetches on the first key (the
    // app's code, the captcha check): the click comes once nothing has been fetched for 500 ms.
    while (inFlight > 0 || Date.now() - lastActivity < 500) await page.waitForTimeout(50);
    collecting = 'click';
    await page.getByRole('button', { name: app.button }).click();
    await page.waitForFunction(() => window.__signInMenu !== undefined, undefined, { timeout: 60_000 });
    const ms = await page.evaluate(() => (window.__signInMenu as number) - (window.__signInClick as number));
    // Chunks the first signed-in page fetches after the menu shows count too.
    await page.waitForLoadState('networkidle');
    if (offsite.length) throw new Error(`${app.url} reached beyond 127.0.0.1: ${offsite.join(', ')}`);
    collecting = 'no';
    const all = await Promise.all([...scripts.values()].map(async ({ afterClick, body }) => ({ afterClick, body: await body })));
    const sizes = (bodies: Buffer[]) => ({
      files: bodies.length,
      bytes: bodies.reduce((sum, body) => sum + body.length, 0),
      gzip: bodies.reduce((sum, body) => sum + zlib.gzipSync(body).length, 0),
    });
    return { ms, ...sizes(all.filter((script) => script.afterClick).map((script) => script.body)), fromInput: sizes(all.map((script) => script.body)) };
  } finally {
    await context.close();
  }
}

/**
 * `npm run bench`, sign-in (issue 17 row 7): click on 登录 → the side menu shown, Portside against a
 * bare react-admin app (bench/fixtures/bare-react-admin, its login → its first list page with its
 * menu), both built and served in this run; interleaved rounds in headless Chromium, each in a fresh
 * context (the signed-in app's chunks not cached). Prints the raw medians, the scripts downloaded after
 * the click and the median of the per-round ratios. Alone: `node --import tsx bench/signin-bench.ts`;
 * `SIGNIN_BENCH_ROUNDS` (default 7), `SIGNIN_BENCH_BUILT=<dir>` reuses `<dir>/portside` and `<dir>/bare`
 * (built there first when absent).
 */
export async function signInBench(): Promise<void> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    console.log('sign-in: skipped, no Chromium (set CHROME_PATH)');
    return;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-signin-bench-'));
  const built = process.env.SIGNIN_BENCH_BUILT;
  const portsideDir = path.join(built ?? work, 'portside');
  const bareDir = path.join(built ?? work, 'bare');
  if (!built || !fs.existsSync(path.join(portsideDir, 'index.html')) || !fs.existsSync(path.join(bareDir, 'index.html'))) await buildBoth(portsideDir, bareDir);

  const { services } = await bootServices({ databaseUrl: '', dataDir: path.join(work, 'data'), demoData: true });
  const server = await buildApp({ services, webDir: portsideDir, logLevel: 'silent' });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const bare = await serveStatic(bareDir);
  const browser = await launchChromium(executablePath, { unlimitedFrames: false });
  const apps: SignInApp[] = [
    {
      name: 'Portside',
      url: `http://127.0.0.1:${port}/login`,
      account: 'admin',
      password: DEMO_PASSWORD,
      accountField: 'input[name="account"]',
      passwordField: 'input[name="password"]',
      button: /^\s*登\s*录\s*$/,
      menu: '[data-testid="side-menu"] > :first-child',
    },
    {
      // react-admin routes with a hash router unless given one; its fake auth takes any name.
      name: 'bare react-admin',
      url: `${bare.url}/#/login`,
      account: 'demo',
      password: 'demo',
      accountField: 'input[name="username"]',
      passwordField: 'input[name="password"]',
      button: /sign in/i,
      menu: '.RaMenuItemLink-root',
    },
  ];
  try {
    // One unmeasured sign-in each warms Chromium and the servers; then the apps take turns, the order turned each round.
    for (const app of apps) await signIn(browser, app);
    const results = new Map<string, SignIn[]>(apps.map((app) => [app.name, []]));
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const times = new Map<string, number>();
      for (const app of turned(apps, round)) {
        const result = await signIn(browser, app);
        results.get(app.name)?.push(result);
        times.set(app.name, result.ms);
      }
      ratios.push((times.get(apps[0].name) ?? 0) / (times.get(apps[1].name) ?? 1));
    }
    console.log(`\nSign-in: click 登录 → side menu shown, headless Chromium, fresh context each, ${ROUNDS} interleaved rounds (gzip: zlib default level)`);
    console.log(
      `${''.padEnd(18)} ${'median'.padStart(10)} ${'min–max'.padStart(14)}   JS after the click: files, bytes, gzip   JS from the first key in the form on`,
    );
    for (const app of apps) {
      const runs = results.get(app.name) ?? [];
      const times = runs.map((run) => run.ms);
      const last = runs[runs.length - 1];
      console.log(
        `${app.name.padEnd(18)} ${`${median(times).toFixed(0)} ms`.padStart(10)} ${`${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)} ms`.padStart(14)}   ${String(last.files).padStart(4)} ${kib(last.bytes).padStart(11)} ${kib(last.gzip).padStart(11)}      ${String(last.fromInput.files).padStart(4)} ${kib(last.fromInput.bytes).padStart(11)} ${kib(last.fromInput.gzip).padStart(11)}`,
      );
    }
    console.log(`ratio Portside / bare react-admin: ${median(ratios).toFixed(2)}× (median of ${ROUNDS} per-round ratios; target ≤ 3×)`);
  } finally {
    await browser.close();
    await bare.close();
    await server.close();
    await services.db.destroy();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  signInBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
