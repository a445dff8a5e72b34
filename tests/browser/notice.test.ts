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

describe('notice administration in Chromium', () => {
  it('writes a draft, previews it without its script, and releases it', async () => {
    const { context, page } = await newPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/system/notice`);
    await page.getByTestId('notice-page').waitFor({ timeout: 15000 });
    await page.getByTestId('notice-add').click();
    const form = page.getByTestId('entity-dialog');
    await form.getByText('新建公告').waitFor();
    await form.locator('button[type="submit"]').click();
    await form.getByText('请输入公告标题').waitFor();
    await form.locator('#root_title').fill('停电通知');
    await form.locator('#root_bodyText').fill('<p>今晚<b>堆场停电</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>');
    await form.locator('#root_toUserIds').click();
    await page.getByRole('option', { name: '李操作/staff' }).click();
    await page.keyboard.press('Escape');
    await form.locator('button[type="submit"]').click();
    await page.getByText('新建成功').first().waitFor();
    const row = page.getByTestId('notice-row').filter({ hasText: '停电通知' });
    await row.getByText('草稿').waitFor();

    await row.getByRole('button', { name: '预览' }).click();
    const preview = page.getByTestId('notice-preview');
    await preview.locator('b', { hasText: '堆场停电' }).waitFor();
    expect(await preview.locator('script').count()).toBe(0);
    await screenshot(page, 'notice-preview');
    await preview.getByRole('button', { name: '关闭' }).click();

    await row.getByTestId('notice-release').click();
    await page.getByTestId('notice-confirm').click();
    await page.getByText('发布成功').first().waitFor();
    await row.getByText('已发布').waitFor();
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
