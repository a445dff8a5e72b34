import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface LoginLoad {
  /** script files the page downloaded, by URL */
  files: number;
  /** their bytes as served (uncompressed) and gzipped (zlib's default level) */
  bytes: number;
  gzip: number;
  /** navigation start to the account field being in the page, enabled and focusable, in ms */
  readyMs: number;
}

declare global {
  interface Window {
    __loginReady?: number;
  }
}

/**
 * Opens `url` in a fresh context (cold cache) and measures the login page: every script it
 * downloads, and the page's own clock (performance.now(), 0 = navigation start) at the first DOM
 * change that shows an enabled `selector`. Any request off 127.0.0.1 fails the measurement.
 */
export async function loadLogin(browser: Browser, url: string, selector: string): Promise<LoginLoad> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const offsite: string[] = [];
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('request', (request) => {
      const target = new URL(request.url());
      if (target.protocol.startsWith('http') && target.hostname !== '127.0.0.1') offsite.push(request.url());
    });
    page.on('response', (response) => {
      const isScript = response.request().resourceType() === 'script' || /\.m?js$/.test(new URL(response.url()).pathname);
      if (isScript && !scripts.has(response.url())) scripts.set(response.url(), response.body());
    });
    await page.addInitScript((field: string) => {
      const observer = new MutationObserver(() => {
        const input = document.querySelector<HTMLInputElement>(field);
        if (input && !input.disabled && window.__loginReady === undefined) {
          window.__loginReady = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    }, selector);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__loginReady !== undefined, undefined, { timeout: 60_000 });
    const readyMs = await page.evaluate(() => window.__loginReady as number);
    const focusable = await page.evaluate((field: string) => {
      const input = document.querySelector<HTMLInputElement>(field);
      input?.focus();
      return input !== null && document.activeElement === input;
    }, selector);
    if (!focusable) throw new Error(`${url}: ${selector} did not take focus`);
    // Chunks the page fetches after it shows belong to what the login page downloads, too.
    await page.waitForLoadState('networkidle');
    if (offsite.length) throw new Error(`${url} reached beyond 127.0.0.1: ${offsite.join(', ')}`);
    const bodies = await Promise.all(scripts.values());
    return {
      files: bodies.length,
      bytes: bodies.reduce((sum, body) => sum + body.length, 0),
      gzip: bodies.reduce((sum, body) => sum + zlib.gzipSync(body).length, 0),
      readyMs,
    };
  } finally {
    await context.close();
  }
}
