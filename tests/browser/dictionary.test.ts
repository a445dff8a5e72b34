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

describe('dictionary management in Chromium', () => {
  it('adds a category in the drawer, then an item under it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/systemData/dictionary`);
    await page.getByTestId('dictionary-page').waitFor();
    await page.getByTestId('dictionary-tree-menu').click();
    await page.getByTestId('open-category-drawer').click();
    const drawer = page.getByTestId('category-drawer');
    await drawer.getByTestId('category-add').click();
    const dialog = page.getByTestId('entity-dialog');
    await dialog.getByText('新建分类').waitFor();
    await dialog.locator('#root_parentId').click();
    await page.getByRole('option', { name: '顶级节点' }).click();
    await dialog.locator('#root_fullName').fill('泊位');
    await dialog.locator('#root_enCode').fill('berth');
    await dialog.locator('button[type="submit"]').click();
    await page.getByText('新建成功').first().waitFor();
    await drawer.getByRole('cell', { name: 'berth' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '泊位' }).click();
    await page.getByTestId('dictionary-item-add').click();
    await dialog.locator('#root_fullName').fill('一号泊位');
    await dialog.locator('#root_enCode').fill('B1');
    await dialog.locator('button[type="submit"]').click();
    await page.getByTestId('dictionary-item-row').filter({ hasText: 'B1' }).waitFor();
    await screenshot(page, 'dictionary');
    expect(await page.getByTestId('dictionary-item-row').count()).toBe(1);
    await context.close();
  });
});
