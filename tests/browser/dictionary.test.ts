import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
    const row = page.getByTestId('dictionary-item-row').filter({ hasText: 'B1' });
    await row.waitFor();
    // Disabling and enabling is a row action beside 编辑 and 删除, confirmed first (issue 18 #8).
    await row.getByTestId('dictionary-state').filter({ hasText: '禁用' }).click();
    await page.getByTestId('dictionary-confirm').click();
    await row.getByText('禁用', { exact: true }).first().waitFor();
    await row.getByTestId('dictionary-state').filter({ hasText: '启用' }).waitFor();
    await screenshot(page, 'dictionary');
    await row.getByTestId('dictionary-state').click();
    await page.getByTestId('dictionary-confirm').click();
    await row.getByTestId('dictionary-state').filter({ hasText: '禁用' }).waitFor();
    expect(await page.getByTestId('dictionary-item-row').count()).toBe(1);
    await context.close();
  });

  it('exports a category as a .bdd file, refuses it back as a duplicate, and imports it under a new code', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/systemData/dictionary`);
    await page.getByTestId('dictionary-tree-menu').click();
    await page.getByTestId('open-category-drawer').click();
    const drawer = page.getByTestId('category-drawer');
    const portType = drawer.getByRole('row').filter({ hasText: 'portType' });
    await portType.getByRole('button', { name: '导出' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '确定' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('港区类型.bdd');
    const file = path.join(os.tmpdir(), `portside-${Date.now()}.bdd`);
    await download.saveAs(file);
    const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as { type: { fullName: string; enCode: string }; items: { enCode: string }[] };
    expect(exported.items.map((item) => item.enCode).sort()).toEqual(['bulk', 'container']);

    await drawer.getByTestId('category-import-file').setInputFiles(file);
    await page.getByText('编码不能重复').first().waitFor();

    // As another platform's copy of the same dictionary would arrive: same items, its own code.
    fs.writeFileSync(file, JSON.stringify({ ...exported, type: { ...exported.type, fullName: '港区类型(导入)', enCode: 'portTypeImported' } }));
    await drawer.getByTestId('category-import-file').setInputFiles(file);
    await drawer.getByRole('cell', { name: 'portTypeImported' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '港区类型(导入)' }).click();
    await page.getByTestId('dictionary-item-row').filter({ hasText: 'container' }).waitFor();
    expect(await page.getByTestId('dictionary-item-row').count()).toBe(2);
    fs.rmSync(file, { force: true });
    await context.close();
  });
});
