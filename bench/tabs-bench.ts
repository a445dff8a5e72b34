import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { bootServices } from '../server/boot.ts';
import { buildApp } from '../server/app.ts';
import { DEMO_PASSWORD } from '../server/features/demo/demo-data.ts';
import { chromiumPath, launchChromium } from './bench-browser.ts';
import { median, turned } from './rounds.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.TABS_BENCH_ROUNDS ?? 7);
/** switches per round and context; the round's figure is their median */
const SWITCHES = Number(process.env.TABS_BENCH_SWITCHES ?? 6);
/** the open tabs before the measured one opens (issue 17: the 41st tab) */
const MANY_TABS = Number(process.env.TABS_BENCH_TABS ?? 40);
const ROWS = 500;
const LIST = '/permission/position';
const LIGHT = '/profile';
const ROW = '[data-testid="entity-row"]';
/**
 * TABS_BENCH_PROFILE=<dir>: after the rounds, opens the list as the 2nd and as the last tab a few
 * times more, each under a Chromium CPU profile and a timeline trace written to <dir>, with React's
 * rendered components counted by name (a DevTools hook); the build is left unminified for names.
 */
const PROFILE_DIR = process.env.TABS_BENCH_PROFILE;
const PROFILE_OPENS = Number(process.env.TABS_BENCH_PROFILE_OPENS ?? 3);

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

async function adminToken(app: FastifyInstance): Promise<string> {
  const password = crypto.createHash('md5').update(DEMO_PASSWORD).digest('hex');
  const login = await app.inject({ method: 'POST', url: '/api/oauth/Login', payload: { account: 'admin', password } });
  return (login.json() as { data: { token: string } }).data.token;
}

interface MenuEntry {
  type: number;
  urlAddress?: string;
  children?: MenuEntry[];
}

/** The admin's menu pages (type 2: a page, 3: a generated screen), the position list left out. */
async function menuPages(app: FastifyInstance, token: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } });
  const pages: string[] = [];
  const walk = (entries: MenuEntry[] | undefined) => {
    for (const entry of entries ?? []) {
      if ((entry.type === 2 || entry.type === 3) && entry.urlAddress && `/${entry.urlAddress}` !== LIST) pages.push(`/${entry.urlAddress}`);
      walk(entry.children);
    }
  };
  walk((response.json() as { data: { menuList: MenuEntry[] } }).data.menuList);
  return pages;
}

/** Enough positions that the list's pager can show 500 of them, made through the API as a user would. */
async function createPositions(app: FastifyInstance, token: string, count: number): Promise<void> {
  for (let at = 0; at < count; at++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/permission/Position',
      headers: { authorization: token },
      payload: { organizeId: 'org-ops', fullName: `基准岗位${String(at).padStart(3, '0')}`, enCode: `benchPosition${at}`, type: 'ptype-operate' },
    });
    if ((response.json() as { code: number }).code !== 200) throw new Error(`creating position ${at}: ${response.body}`);
  }
}

async function signedInPage(browser: Browser, url: string, counted = false): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  // (tsx may wrap the hook's helpers in a __name the page does not have)
  if (counted) await context.addInitScript({ content: `var __name = (target) => target; (${countRenders.toString()})();` });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`tabs bench: ${error.message}`));
  await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
  await page.goto(`${url}/login`);
  const form = page.getByTestId('login-form');
  await form.waitFor();
  await form.locator('input[name="account"]').fill('admin');
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(`${url}/home`);
  await page.locator('[data-testid="tab-pane"][aria-hidden="false"]').waitFor();
  return page;
}

/**
 * Navigates inside the app (no reload) as a menu click does, and answers the milliseconds until
 * the frame after the tab's page is shown — with `rows` list rows in it when given.
 */
async function openTab(page: Page, to: string, rows?: number): Promise<number> {
  return page.evaluate(
    async ({ to, rows, row }) => {
      const started = performance.now();
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      // (no named helpers in here: tsx would wrap them in a __name the page does not have)
      for (;;) {
        // the panes are the children of the page area: a search through the whole document would
        // walk every hidden page's nodes on each poll, a cost of the bench that grows with the tabs
        const main = document.querySelector('[data-testid="shell-main"]');
        const pane = main && [...main.children].find((child) => child.getAttribute('aria-hidden') === 'false');
        if (pane?.getAttribute('data-tab') === to && (rows === undefined || pane.querySelectorAll(row).length >= rows)) break;
        if (performance.now() - started > 30000) throw new Error(`${to} did not show`);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - started;
    },
    { to, rows, row: ROW },
  );
}

/**
 * The renderer's main-thread CPU time so far, in ms (CDP's ThreadTime): unlike the times above,
 * hardly moved by other processes' load, so the figure to compare on a shared machine.
 */
async function threadTime(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? 0) * 1000;
}

/** A click on a tab in the tags view, until the frame after its page shows. */
async function switchTo(page: Page, key: string): Promise<number> {
  return page.evaluate(async (key) => {
    const tag = [...document.querySelectorAll<HTMLElement>('[data-testid="tag"]')].find((item) => item.getAttribute('data-key') === key);
    if (!tag) throw new Error(`no tab ${key}`);
    const started = performance.now();
    tag.click();
    const main = document.querySelector('[data-testid="shell-main"]');
    // (the page area's children, as in openTab)
    while ([...(main?.children ?? [])].find((child) => child.getAttribute('aria-hidden') === 'false')?.getAttribute('data-tab') !== key)
      await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - started;
  }, key);
}

/** Closes the shown tab with its close button; the tags view shows another. */
async function closeShownTab(page: Page, key: string): Promise<void> {
  await page.locator(`[data-testid="tag"][data-key="${key}"] [data-testid="tag-close"]`).click();
  await page.waitForFunction((key) => !document.querySelector(`[data-testid="tab-pane"][data-tab="${key}"]`), key);
}

/** A signed-in page with the position list open in a hidden tab, showing `rows` rows, and two light tabs to switch between. */
async function hiddenListPage(browser: Browser, url: string, rows: number): Promise<Page> {
  const page = await signedInPage(browser, url);
  await openTab(page, LIST, 20);
  if (rows > 20) {
    await page.locator('[data-testid="tab-pane"][aria-hidden="false"] [role="combobox"].MuiTablePagination-select').click();
    await page.locator(`li[role="option"][data-value="${rows}"]`).click();
    // a virtualised list draws the rows in view: more than the first page is enough
    await page.waitForFunction((row) => document.querySelectorAll(`[data-testid="tab-pane"][aria-hidden="false"] ${row}`).length > 20, ROW);
  }
  await openTab(page, LIGHT);
  await openTab(page, '/home');
  return page;
}

/** A tab switch between two light tabs, the median of `SWITCHES`. */
async function switches(page: Page): Promise<number> {
  const times: number[] = [];
  for (let at = 0; at < SWITCHES; at++) times.push(await switchTo(page, at % 2 ? '/home' : LIGHT));
  return median(times);
}

/**
 * A stand-in for React DevTools' hook: on each commit while `__renders` is an object, counts the
 * components React called by name. A subtree React reused as it was (the same child fiber in both
 * trees) is skipped: its flags are from an older render. Runs in the page, so no named helpers.
 */
function countRenders(): void {
  const target = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown; __renders?: Record<string, number> };
  // Fiber's shape, only what is read here
  interface Named {
    displayName?: string;
    name?: string;
    type?: Named;
    render?: Named;
  }
  interface Fiber {
    tag: number;
    flags: number;
    type: Named | string | null;
    memoizedProps: Record<string, unknown> | null;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    return: Fiber | null;
  }
  const nameOf = (type: Named | string | null): string =>
    typeof type === 'function' || (typeof type === 'object' && type)
      ? type.displayName || type.name || (type.type && nameOf(type.type)) || (type.render && nameOf(type.render)) || '?'
      : '?';
  // where a component sits: in a hidden tab's page, the shown tab's page, or the shell around them
  const placeOf = (fiber: Fiber): string => {
    for (let at: Fiber | null = fiber.return; at; at = at.return)
      if (at.tag === 5 && at.memoizedProps?.['data-testid'] === 'tab-pane') return at.memoizedProps['aria-hidden'] ? 'hidden' : 'shown';
    return 'shell';
  };
  target.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      const counts = target.__renders;
      if (!counts) return;
      counts['(commits)'] = (counts['(commits)'] ?? 0) + 1;
      const stack: Fiber[] = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop() as Fiber;
        // function, class, forwardRef, memo, simple memo components
        const component = [0, 1, 11, 14, 15].includes(fiber.tag);
        // PerformedWork (1): the component was called in this render; a new fiber was mounted
        if (component && (fiber.alternate === null || fiber.flags & 1)) {
          const place = placeOf(fiber);
          const name = `${place} ${nameOf(fiber.type)}`;
          counts[name] = (counts[name] ?? 0) + 1;
          counts[`(${place})`] = (counts[`(${place})`] ?? 0) + 1;
          counts['(components)'] = (counts['(components)'] ?? 0) + 1;
        }
        if (fiber.child && (fiber.alternate === null || fiber.child !== fiber.alternate.child)) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
    },
  };
}

/** Opens the list as a new tab under a CPU profile and a trace, counting React's renders; writes them to PROFILE_DIR. */
async function profileOpen(browser: Browser, page: Page, name: string, key: string): Promise<{ ms: number; renders: Record<string, number> }> {
  const dir = PROFILE_DIR as string;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await page.evaluate(() => {
    (window as unknown as { __renders?: Record<string, number> }).__renders = {};
  });
  await browser.startTracing(page, {
    path: path.join(dir, `${name}.trace.json`),
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
  });
  await cdp.send('Profiler.start');
  const took = await openTab(page, key, 20);
  const { profile } = await cdp.send('Profiler.stop');
  await browser.stopTracing();
  const renders = await page.evaluate(() => {
    const target = window as unknown as { __renders?: Record<string, number> };
    const counts = target.__renders ?? {};
    delete target.__renders;
    return counts;
  });
  fs.writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  fs.writeFileSync(path.join(dir, `${name}.renders.json`), JSON.stringify(renders, null, 1));
  await cdp.detach();
  await closeShownTab(page, key);
  return { ms: took, renders };
}

/**
 * `npm run bench`, tabs (issue 17, issue 18 point 9): in headless Chromium against the built app
 * on an in-process server with the demo data and 500 extra positions, signed in as admin:
 * - a tab switch between two light tabs with the position list open in a hidden tab at 500 rows,
 *   against the same with the hidden list at 20 rows (target ≤ 1.3×);
 * - opening the position list (until its rows show) as the 41st tab, the first 39 of the admin's
 *   menu pages already open and shown once, against opening it as the 2nd tab (target ≤ 1.3×).
 * Rounds interleave the pairs; each figure is the median over rounds, each ratio the median of the
 * per-round ratios. Printed, never asserted. TABS_BENCH_BUILT: a folder the app was built into
 * before (`npx vite build --outDir …`), used as it is.
 */
export async function tabsBench(): Promise<void> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    console.log('tabs: skipped, no Chromium (set CHROME_PATH)');
    return;
  }
  const loadBefore = os.loadavg()[0].toFixed(1);
  const reuse = process.env.TABS_BENCH_BUILT;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-tabs-bench-'));
  const webDir = reuse ?? path.join(work, 'web');
  if (!reuse || !fs.existsSync(path.join(webDir, 'index.html')))
    await build({
      root: ROOT,
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: webDir, emptyOutDir: true, ...(PROFILE_DIR ? { minify: false } : {}) },
    });
  const { services } = await bootServices({ databaseUrl: '', dataDir: path.join(work, 'data'), demoData: true });
  const server = await buildApp({ services, webDir, logLevel: 'silent' });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await launchChromium(executablePath, { unlimitedFrames: false });
  try {
    const token = await adminToken(server);
    await createPositions(server, token, ROWS);
    const pages = (await menuPages(server, token)).slice(0, MANY_TABS - 1);
    const big = await hiddenListPage(browser, url, ROWS);
    const small = await hiddenListPage(browser, url, 20);
    const few = await signedInPage(browser, url, Boolean(PROFILE_DIR));
    const many = await signedInPage(browser, url, Boolean(PROFILE_DIR));
    // the other tabs: the admin's menu pages, each shown once and given a moment to load its data
    for (const page of pages) {
      await openTab(many, page);
      await many.waitForTimeout(300);
    }
    await openTab(many, '/home');
    // one unmeasured pass each warms the pages' code and the server
    await switches(big);
    await switches(small);
    const warm = `${LIST}?tab=warm`;
    for (const page of [few, many]) {
      await openTab(page, warm, 20);
      await closeShownTab(page, warm);
    }

    const figures = { big: [] as number[], small: [] as number[], second: [] as number[], last: [] as number[] };
    const cpu = { second: [] as number[], last: [] as number[] };
    const sessions = new Map<Page, CDPSession>();
    for (const page of [few, many]) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      sessions.set(page, cdp);
    }
    for (let round = 0; round < ROUNDS; round++) {
      // interleaved, the order turned each round
      for (const which of turned(['big', 'small'] as const, round)) figures[which].push(await switches(which === 'big' ? big : small));
      for (const which of turned(['second', 'last'] as const, round)) {
        const page = which === 'last' ? many : few;
        const key = `${LIST}?round=${round}`;
        const cdp = sessions.get(page) as CDPSession;
        const cpuBefore = await threadTime(cdp);
        figures[which].push(await openTab(page, key, 20));
        cpu[which].push((await threadTime(cdp)) - cpuBefore);
        await closeShownTab(page, key);
      }
    }
    const tabCount = await many.locator('[data-testid="tag"]').count();
    const ratio = (values: number[], bases: number[]) => median(values.map((value, at) => value / bases[at]));
    console.log(
      `\nTabs: headless Chromium, built app, ${ROUNDS} interleaved rounds (${SWITCHES} switches each); medians, ratio = median of per-round ratios; load average before ${loadBefore}, after ${os.loadavg()[0].toFixed(1)}`,
    );
    console.log(`${'tab switch, hidden list of 20 rows'.padEnd(52)} ${ms(median(figures.small))}`);
    console.log(
      `${`tab switch, hidden list of ${ROWS} rows`.padEnd(52)} ${ms(median(figures.big))}   ×${ratio(figures.big, figures.small).toFixed(2)} (target ≤ 1.30)`,
    );
    console.log(`${'open the position list as the 2nd tab'.padEnd(52)} ${ms(median(figures.second))}`);
    console.log(
      `${`open the position list as tab ${tabCount + 1} (${pages.length} menu pages open)`.padEnd(52)} ${ms(median(figures.last))}   ×${ratio(figures.last, figures.second).toFixed(2)} (target ≤ 1.30)`,
    );
    console.log(
      `${'  main-thread CPU: as the 2nd tab / as the last'.padEnd(52)} ${ms(median(cpu.second))} / ${ms(median(cpu.last)).trim()}   ×${ratio(cpu.last, cpu.second).toFixed(2)}`,
    );
    if (PROFILE_DIR) {
      fs.mkdirSync(PROFILE_DIR, { recursive: true });
      for (let at = 0; at < PROFILE_OPENS; at++) {
        for (const [which, page] of [
          ['second', few],
          ['last', many],
        ] as const) {
          const { ms: took, renders } = await profileOpen(browser, page, `${which}-${at}`, `${LIST}?profile=${at}`);
          console.log(`profile ${which} ${at}: ${ms(took)}, ${renders['(components)'] ?? 0} components in ${renders['(commits)'] ?? 0} commits`);
        }
      }
      console.log(`profiles in ${PROFILE_DIR}`);
    }
  } finally {
    await browser.close();
    await server.close();
    await services.db.destroy();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

// Run by itself: `node --import tsx bench/tabs-bench.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  tabsBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
