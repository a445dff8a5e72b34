import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** The captcha the server drew last: read from the platform's database, as no person-readable text exists in the test. */
function latestCaptcha(): string {
  const db = new Database(path.join(dataDir, 'portside.sqlite'));
  try {
    return (db.prepare('SELECT code FROM base_captcha ORDER BY "expiresAt" DESC LIMIT 1').get() as { code: string }).code;
  } finally {
    db.close();
  }
}

async function changePassword(page: Page, from: string, to: string): Promise<void> {
  await page.goto(`${baseUrl}/profile?tab=password`);
  const form = page.getByTestId('password-form');
  await form.waitFor();
  await form.locator('input[name="oldPassword"]').fill(from);
  await form.locator('input[name="password"]').fill(to);
  await form.locator('input[name="repeatPassword"]').fill(to);
  await page
    .getByTestId('password-captcha')
    .evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth ? null : new Promise((resolve) => (img.onload = resolve))));
  await form.locator('input[name="code"]').fill(latestCaptcha());
  await page.getByTestId('password-submit').click();
  // The server ends every session of the user at once (its socket says so), so the page goes to
  // sign-in; that the new password then works is what proves the change.
  await page.waitForURL(/\/login/);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the personal profile in Chromium', () => {
  it('edits the base info, changes the password and back, and opens every tab', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, baseUrl, 'manager');
      await page.goto(`${baseUrl}/profile`);
      await page.getByTestId('profile-page').waitFor();
      await page.getByTestId('base-info-edit').click();
      await page.locator('input[name="nativePlace"]').fill('浙江宁波');
      await page.getByTestId('base-info-save').click();
      await page.getByText('更新成功').first().waitFor();
      await page.getByTestId('base-info-nativePlace').getByText('浙江宁波').waitFor();
      await screenshot(page, 'profile-user');

      await changePassword(page, 'Portside2026', 'Harbour2027x');
      await signIn(page, baseUrl, 'manager', 'Harbour2027x');
      await changePassword(page, 'Harbour2027x', 'Portside2026');
      await signIn(page, baseUrl, 'manager');

      await page.goto(`${baseUrl}/profile`);
      // The shell keeps each opened page alive in its own pane: look only at the shown one.
      const shown = page.locator('[data-testid="tab-pane"][aria-hidden="false"]');
      await shown.getByTestId('profile-page').waitFor();
      for (const tab of ['avatar', 'password', 'style', 'sign', 'organize', 'subordinate', 'authorize', 'log']) {
        await shown.getByTestId(`profile-tab-${tab}`).click();
        await shown.getByTestId(`profile-panel-${tab}`).waitFor();
        expect(new URL(page.url()).searchParams.get('tab')).toBe(tab);
      }
      await shown.getByTestId('system-log-row').first().waitFor();
      expect(await shown.getByTestId('system-log-row').count()).toBeGreaterThanOrEqual(3);
      await shown.getByTestId('profile-tab-subordinate').click();
      await shown.getByTestId('subordinate').getByText('/staff').waitFor();
      await shown.getByTestId('profile-tab-authorize').click();
      await shown.getByTestId('grant-tree-module').getByText('港口供应链平台').waitFor();
      await screenshot(page, 'profile-authorize');
    } finally {
      await context.close();
    }
  });
});
