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

describe('a generated entity screen (numbering rules) in Chromium', () => {
  it('creates, validates, lists and deletes through the schema-driven dialog', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/system/billRule`);
    try {
      await page.getByTestId('entity-page-billRule').waitFor({ timeout: 15000 });
    } catch (error) {
      await screenshot(page, 'bill-rule-not-shown');
      throw new Error(`the numbering-rule page did not show; the browser is at ${page.url()}: ${(error as Error).message}`);
    }
    await page.getByTestId('entity-add').click();
    const dialog = page.getByTestId('entity-dialog');
    await dialog.getByText('新建单据').waitFor();
    await dialog.locator('#root_fullName').fill('入库单');
    await dialog.locator('#root_enCode').fill('inbound');
    // The dictionary field's Add opens dictionary management in a dialog; closing it reloads the options.
    await page.getByTestId('root_category-add').click();
    await page.getByTestId('dictionary-page').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('dictionary-page').waitFor({ state: 'detached' });
    await dialog.locator('#root_category').click();
    await page.getByRole('option', { name: '仓储' }).click();
    await dialog.locator('#root_prefix').fill('RK');
    await dialog.locator('#root_digit').fill('4');
    await dialog.locator('#root_startNumber').fill('000');
    await dialog.locator('#root_dateFormat').click();
    await page.getByRole('option', { name: 'yyyyMMdd' }).click();
    expect(await dialog.locator('#root_example').inputValue()).toMatch(/^RK\d{8}0000$/);
    await screenshot(page, 'bill-rule-dialog');
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByText('流水起始不能为000').waitFor();
    await dialog.locator('#root_startNumber').fill('0001');
    expect(await dialog.locator('#root_example').inputValue()).toMatch(/^RK\d{8}0001$/);
    await dialog.locator('button[type="submit"]').click();
    await page.getByText('新建成功').first().waitFor();
    await page.getByTestId('entity-row').filter({ hasText: 'inbound' }).waitFor();
    await screenshot(page, 'bill-rule-list');

    // Out as a .bb file and back in under another name and code, as another platform's copy would come.
    await page.getByTestId('entity-row').filter({ hasText: 'inbound' }).getByTestId('entity-export').click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('entity-confirm').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('入库单.bb');
    const file = path.join(os.tmpdir(), `portside-${Date.now()}.bb`);
    await download.saveAs(file);
    const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as { record: Record<string, unknown> };
    fs.writeFileSync(file, JSON.stringify({ ...exported, record: { ...exported.record, fullName: '入库单副本', enCode: 'inboundCopy' } }));
    await page.getByTestId('entity-import-file').setInputFiles(file);
    await page.getByText('导入成功').first().waitFor();
    await page.getByTestId('entity-row').filter({ hasText: 'inboundCopy' }).waitFor();
    fs.rmSync(file, { force: true });
    await page.getByTestId('entity-row').filter({ hasText: 'inboundCopy' }).getByTestId('entity-delete').click();
    await page.getByTestId('entity-confirm').click();
    await page.getByTestId('entity-row').filter({ hasText: 'inboundCopy' }).waitFor({ state: 'detached' });
    await page.getByTestId('entity-row').filter({ hasText: 'inbound' }).getByTestId('entity-delete').click();
    await page.getByTestId('entity-confirm').click();
    await page.getByText('删除成功').first().waitFor();
    // the toast comes before the refreshed list: wait for the row to go
    await page.getByTestId('entity-row').filter({ hasText: 'inbound' }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('starts a rule from another chosen in the rule picker, adding the template from the picker first', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/system/billRule`);
    await page.getByTestId('entity-page-billRule').waitFor({ timeout: 15000 });
    await page.getByTestId('bill-rule-from-template').click();
    const picker = page.getByTestId('rule-picker-dialog');
    await picker.getByText('模板', { exact: true }).waitFor();
    await picker.getByTestId('rule-picker-categories').getByText('业务分类').waitFor();
    // Confirm does nothing before a rule is chosen (spec lowcode §4)
    await picker.getByTestId('rule-picker-confirm').click();
    await expect(picker.isVisible()).resolves.toBe(true);
    const categories = picker.getByTestId('rule-picker-categories');
    await categories.locator('[data-node-id="biz-port"]').getByTestId('picker-node-toggle').click();
    await categories.getByText('仓储', { exact: true }).click();

    // Add from inside the picker: the rule form, with the chosen category
    await picker.getByTestId('rule-picker-add').click();
    const form = page.getByTestId('entity-dialog');
    await form.getByText('新建单据').waitFor();
    await form.locator('#root_fullName').fill('出库单模板');
    await form.locator('#root_enCode').fill('outboundTpl');
    await form.locator('#root_prefix').fill('CK');
    await form.locator('#root_digit').fill('5');
    await form.locator('#root_startNumber').fill('1');
    await form.locator('#root_dateFormat').click();
    await page.getByRole('option', { name: 'yyyyMM', exact: true }).click();
    await form.locator('button[type="submit"]').click();
    await form.waitFor({ state: 'detached' });
    await picker.getByTestId('rule-picker-row').filter({ hasText: 'outboundTpl' }).waitFor();
    await screenshot(page, 'bill-rule-picker');

    // Search, choose, confirm: a new rule starts from the template's settings
    await picker.getByTestId('rule-picker-keyword').fill('outboundTpl');
    await picker.getByTestId('rule-picker-search').click();
    await picker.getByTestId('rule-picker-row').filter({ hasText: 'outboundTpl' }).click();
    await picker.getByTestId('rule-picker-confirm').click();
    await picker.waitFor({ state: 'detached' });
    await form.getByText('新建单据').waitFor();
    expect(await form.locator('#root_prefix').inputValue()).toBe('CK');
    expect(await form.locator('#root_digit').inputValue()).toBe('5');
    expect(await form.locator('#root_fullName').inputValue()).toBe('');
    expect(await form.locator('#root_example').inputValue()).toMatch(/^CK\d{6}00001$/);
    await form.locator('#root_fullName').fill('出库单');
    await form.locator('#root_enCode').fill('outbound');
    await form.locator('button[type="submit"]').click();
    await page.getByText('新建成功').first().waitFor();
    await page.getByTestId('entity-row').filter({ hasText: 'outbound' }).first().waitFor();

    for (const code of ['outboundTpl', 'outbound']) {
      const row = page.getByTestId('entity-row').filter({ has: page.getByText(code, { exact: true }) });
      await row.getByTestId('entity-delete').click();
      await page.getByTestId('entity-confirm').click();
      await row.waitFor({ state: 'detached' });
    }
    await context.close();
  });
});
