import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import path from 'node:path';
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './helpers/browser-session.ts';
import { signIn as signInAt } from './helpers/sign-in.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The platform's own database file, for arranging what no screen of this issue sets. */
function withDatabase<T>(run: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'portside.sqlite'));
  try {
    return run(db);
  } finally {
    db.close();
  }
}

async function apiToken(account: string, password = 'Portside2026'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: md5(password) }).toString(),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function setConfig(values: Record<string, number>): Promise<void> {
  await fetch(`${baseUrl}/api/system/SysConfig`, {
    method: 'PUT',
    headers: { authorization: await apiToken('admin'), 'content-type': 'application/json' },
    body: JSON.stringify(values),
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('session rules in Chromium', () => {
  it('forces a never-changed password to be changed when the policy says so', async () => {
    const account = '13900000009@manager';
    await setConfig({ mandatoryModificationOfInitialPassword: 1 });
    withDatabase((db) => db.prepare('UPDATE base_user SET "changePasswordDate" = NULL WHERE account = ?').run(account));
    const { context, page } = await newPage(browser);
    try {
      await signInAt(page, baseUrl, account);
      const dialog = page.getByTestId('password-change-dialog');
      await dialog.waitFor();
      await screenshot(page, 'forced-password-change');
      await dialog.locator('input[name="oldPassword"]').fill('Portside2026');
      await dialog.locator('input[name="password"]').fill('Harbour2027');
      await dialog.locator('input[name="repeatPassword"]').fill('Harbour2027x');
      await dialog.locator('button[type="submit"]').click();
      await dialog.getByText('两次密码输入不一致').waitFor();
      await dialog.locator('input[name="repeatPassword"]').fill('Harbour2027');
      await dialog.locator('img').evaluate((img: HTMLImageElement) => (img.complete ? null : new Promise((resolve) => (img.onload = resolve))));
      const code = withDatabase((db) => (db.prepare('SELECT code FROM base_captcha ORDER BY "expiresAt" DESC LIMIT 1').get() as { code: string }).code);
      await dialog.locator('input[name="code"]').fill(code);
      await dialog.locator('button[type="submit"]').click();
      await page.waitForURL(/\/login/);
      await signInAt(page, baseUrl, account, 'Harbour2027');
      await page.getByTestId('home-page').waitFor();
      expect(await page.getByTestId('password-change-dialog').count()).toBe(0);
    } finally {
      await setConfig({ mandatoryModificationOfInitialPassword: 0 });
      await context.close();
    }
  });

  it('ends this tab’s session when another tab signs out', async () => {
    const { context, page } = await newPage(browser);
    await signInAt(page, baseUrl, 'admin');
    const other = await context.newPage();
    await other.goto(`${baseUrl}/home`);
    await other.getByTestId('user-menu').click();
    await other.getByTestId('menu-logout').click();
    await other.getByTestId('logout-confirm').click();
    await other.waitForURL(/\/login/);
    await page.getByText('登录过期,请重新登录').first().waitFor();
    await page.waitForURL(/\/login\?redirect=/);
    expect(await page.evaluate(() => localStorage.getItem('jnpf_token'))).toBeNull();
    await context.close();
  });
});
