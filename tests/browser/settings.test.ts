import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

describe('the system configuration page in Chromium', () => {
  it('edits a setting in its tab, refuses a value out of range, saves and keeps it after a reload', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/system/sysConfig`);
    await page.getByTestId('settings-page-sysConfig').waitFor({ timeout: 15000 });
    await page.getByRole('tab', { name: '安全策略' }).click();
    const length = page.locator('#root_verificationCodeNumber');
    await length.fill('9');
    await page.getByText('验证码位数不能大于8').waitFor();
    await length.fill('5');
    await page.getByTestId('settings-save').click();
    await page.getByText('更新成功').first().waitFor();
    await screenshot(page, 'sys-config');
    await page.reload();
    await page.getByTestId('settings-page-sysConfig').waitFor();
    await page.getByRole('tab', { name: '安全策略' }).click();
    expect(await page.locator('#root_verificationCodeNumber').inputValue()).toBe('5');
    await context.close();
  });
});
