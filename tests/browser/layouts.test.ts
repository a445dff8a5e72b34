import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LAYOUTS = ['classic', 'functional', 'blend', 'plain'] as const;
const MODES = ['light', 'dark'] as const;

describe('every layout in light and dark, in Chromium', () => {
  it('switches through the four layouts in both modes from the settings drawer, writing a screenshot of each', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'manager');
    await page.goto(`${baseUrl}/system/billRule`);
    await page.getByTestId('entity-page-billRule').first().waitFor({ timeout: 15000 });
    const original = (await page.getByTestId('shell').getAttribute('data-layout')) ?? 'blend';
    const choose = async (layout: string, mode: string) => {
      // The drawer opens from the navbar, or from the edge handle when no navbar shows (plain).
      await page.getByTestId('settings-open').first().click();
      const drawer = page.getByTestId('settings-drawer');
      await drawer.getByTestId(`layout-${layout}`).click();
      await drawer.getByTestId(`theme-class-${mode}`).click();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await page.locator(`[data-testid="shell"][data-layout="${layout}"]`).waitFor();
    };
    for (const mode of MODES) {
      for (const layout of LAYOUTS) {
        await choose(layout, mode);
        await screenshot(page, `layout-${layout}-${mode}`);
      }
    }
    // The layout also went to the server; put the original back for the other tests.
    await choose(original, 'light');
    await context.close();
  });
});
