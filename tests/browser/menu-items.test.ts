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

describe('a menu’s permission items in Chromium', () => {
  it('adds a button to a page menu in its drawer, and deletes it after confirmation', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/system/menu`);
    await page.getByTestId('entity-page-menu').waitFor({ timeout: 15000 });
    await page.getByRole('button', { name: '展开全部' }).click();
    const fleet = page.getByTestId('entity-row').filter({ hasText: 'truck.fleet' });
    await fleet.getByTestId('menu-items-open-button').click();
    const drawer = page.getByTestId('menu-items-button');
    await drawer.getByTestId('menu-items-add').click();
    const dialog = page.getByTestId('entity-dialog');
    await dialog.locator('#root_fullName').fill('派车');
    await dialog.locator('#root_enCode').fill('btn_dispatch');
    await dialog.locator('button[type="submit"]').click();
    await page.getByText('新建成功').first().waitFor();
    await drawer.getByTestId('menu-item-row').filter({ hasText: 'btn_dispatch' }).waitFor();
    await screenshot(page, 'menu-items');
    await drawer.getByTestId('menu-item-row').filter({ hasText: 'btn_dispatch' }).getByRole('button', { name: '删除' }).click();
    await page.getByTestId('menu-items-confirm').click();
    await page.getByText('删除成功').first().waitFor();
    // the toast comes before the refreshed list: wait for the row to go
    await drawer.getByTestId('menu-item-row').filter({ hasText: 'btn_dispatch' }).waitFor({ state: 'detached' });
    await context.close();
  });
});
