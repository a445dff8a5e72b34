import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser-session.ts';

/**
 * One Chromium for the whole test file: launched before its tests, closed after them. Call it at
 * the file's top level; the answer gives the browser once the tests run (not before beforeAll has).
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll: ask for it inside a test');
    return browser;
  };
}
