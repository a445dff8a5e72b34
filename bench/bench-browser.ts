import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type PluginOption } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { serveStatic } from './static-server.ts';

/** CHROME_PATH first, so a machine without /usr/bin/chromium can still run the Chromium benches; null skips them. */
export function chromiumPath(): string | null {
  return [process.env.CHROME_PATH, '/usr/bin/chromium'].find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}

/**
 * Headless Chromium with nothing of its own on the network (no updates, sync or background fetches
 * to skew a figure). `unlimitedFrames`: frames are not held to the display's 60 Hz, so a painted
 * frame follows the work at once instead of the next vsync — for the benches that time input to
 * the painted frame; the page-load and sign-in benches keep the display's pace.
 */
export function launchChromium(executablePath: string, { unlimitedFrames }: { unlimitedFrames: boolean }): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      ...(unlimitedFrames ? ['--disable-gpu-vsync', '--disable-frame-rate-limit'] : []),
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface Fixture {
  /** the fixture's folder (its index.html and main.tsx) */
  root: string;
  /**
   * the bench's `*_BENCH_BUILT` folder, while working on a bench: used as it is once it holds an
   * index.html (built there first otherwise), so repeated runs skip the build, and left in place
   */
  reuse: string | undefined;
  /** the temp folder's name prefix when there is no `reuse` */
  prefix: string;
  plugins: PluginOption[];
  unlimitedFrames: boolean;
}

/**
 * Builds a bench fixture with Vite (its own config, not the app's), serves it on loopback and
 * opens headless Chromium for `run`; whatever `run` does, Chromium and the server are closed and a
 * folder this run built into is removed.
 */
export async function inChromiumOnFixture<T>(executablePath: string, fixture: Fixture, run: (browser: Browser, url: string) => Promise<T>): Promise<T> {
  const { root, reuse, prefix, plugins, unlimitedFrames } = fixture;
  const dir = reuse ?? fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (!reuse || !fs.existsSync(path.join(dir, 'index.html')))
    await build({ root, configFile: false, logLevel: 'warn', plugins, build: { outDir: dir, emptyOutDir: true, chunkSizeWarningLimit: 8000 } });
  const server = await serveStatic(dir);
  const browser = await launchChromium(executablePath, { unlimitedFrames });
  try {
    return await run(browser, server.url);
  } finally {
    await browser.close();
    await server.close();
    if (!reuse) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A new page that reaches nothing beyond loopback (a request elsewhere is aborted, so the network
 * never enters a figure) and prints its uncaught errors under `label`, which would otherwise pass
 * unseen while the driver waits for the page.
 */
export async function loopbackPage(browser: Browser, label: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  try {
    page.on('pageerror', (error) => console.error(`${label}: ${error.message}`));
    await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    return page;
  } catch (error) {
    await page.close();
    throw error;
  }
}
