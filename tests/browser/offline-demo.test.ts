import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';
import { tourMenus, watchPage } from './helpers/menu-tour.ts';

/**
 * `npm run dev:mock` (issue 10): the browser app alone, answered by the offline engine in the page
 * (mocks/engine). Signed in as the administrator, every page of the menu opens with no error toast,
 * no console error and no request leaving 127.0.0.1; a reload keeps the user signed in.
 */
const root = path.resolve(import.meta.dirname, '../..');
const port = 5199;
const baseUrl = `http://127.0.0.1:${port}`;
let vite: ChildProcess | undefined;
let browser: Browser;

/** Starts `vite --mode mock` (what `npm run dev:mock` runs) and resolves once it serves the app. */
async function startMockApp(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--mode', 'mock', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite --mode mock exited:\n${output.join('')}`);
    const ready = await fetch(`${baseUrl}/login`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`vite --mode mock did not start:\n${output.join('')}`);
}

beforeAll(async () => {
  vite = await startMockApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (vite && vite.exitCode === null) vite.kill('SIGTERM');
});

describe('the offline demo (npm run dev:mock) in Chromium', () => {
  it('shows the signed-in shell and every menu page without an error toast, and stays signed in on reload', async () => {
    const { context, page } = await newPage(browser);
    const watch = watchPage(context, page);
    // The first visit compiles the app on demand; give Vite's dev server time.
    page.setDefaultTimeout(60_000);
    await signIn(page, baseUrl, 'admin');
    const stops = await tourMenus(page, watch);
    await screenshot(page, 'offline-demo-last-page');
    expect(stops.filter((stop) => stop.kind === 'screen').length).toBeGreaterThan(5);
    expect(watch.problems).toEqual([]);

    await page.goto(`${baseUrl}/home`);
    await page.reload();
    await page.waitForURL(`${baseUrl}/home`);
    expect(new URL(page.url()).pathname).toBe('/home');
    await context.close();
  }, 600_000);
});
