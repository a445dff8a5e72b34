import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

/** The keyword box of the page kept under one tab, shown or hidden. */
const keywordIn = (page: Page, tab: string) => page.locator(`[data-testid="tab-pane"][data-tab="${tab}"] [data-testid="entity-keyword"]`);
const tabFor = (page: Page, key: string) => page.locator(`[data-testid="tag"][data-key="${key}"]`);

/** Opens a menu page the way a person would without the address bar: through the header search. */
async function openBySearch(page: Page, words: string, option: RegExp) {
  await page.getByTestId('menu-search').fill(words);
  await page.getByRole('option', { name: option }).click();
}

describe('the shell in Chromium', () => {
  it('keeps typed filters across tab switches, and keeps navigation mode and colour after a reload', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    const originalLayout = await page.getByTestId('shell').getAttribute('data-layout');

    await openBySearch(page, '角色管理', /角色管理/);
    await page.waitForURL(`${baseUrl}/permission/role`);
    await keywordIn(page, '/permission/role').fill('港口');
    await openBySearch(page, '用户管理', /用户管理/);
    await page.waitForURL(`${baseUrl}/permission/user`);
    await keywordIn(page, '/permission/user').fill('admin');
    await keywordIn(page, '/permission/role').waitFor({ state: 'hidden' });

    await tabFor(page, '/permission/role').click();
    await page.waitForURL(`${baseUrl}/permission/role`);
    await keywordIn(page, '/permission/role').waitFor({ state: 'visible' });
    expect(await keywordIn(page, '/permission/role').inputValue()).toBe('港口');
    await tabFor(page, '/permission/user').click();
    await keywordIn(page, '/permission/user').waitFor({ state: 'visible' });
    expect(await keywordIn(page, '/permission/user').inputValue()).toBe('admin');
    await screenshot(page, 'shell-tabs');

    await page.getByTestId('settings-open').first().click();
    const drawer = page.getByTestId('settings-drawer');
    await drawer.getByTestId('layout-functional').click();
    await drawer.getByTestId('theme-color-green').click();
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="shell"][data-layout="functional"]').waitFor();
    // Green is #52c41a: the navbar takes the primary colour.
    await expect.poll(() => page.getByTestId('navbar').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(82, 196, 26)');

    await page.reload();
    await page.locator('[data-testid="shell"][data-layout="functional"]').waitFor();
    expect(await page.getByTestId('navbar').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(82, 196, 26)');
    await page.getByTestId('top-menu').waitFor({ state: 'visible' });
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    // The open tabs came back with the page.
    await tabFor(page, '/permission/role').waitFor();
    await screenshot(page, 'shell-functional-green');

    // The mode also went to the server (it answers the next sign-in with it): put the original back for the other tests.
    await page.getByTestId('settings-open').first().click();
    const saved = page.waitForResponse((response) => response.url().includes('/Users/Current/SystemTheme'));
    await page
      .getByTestId('settings-drawer')
      .getByTestId(`layout-${originalLayout ?? 'blend'}`)
      .click();
    await saved;
    await page.getByTestId('settings-drawer').getByTestId('theme-color-blue').click();
    await page.locator(`[data-testid="shell"][data-layout="${originalLayout ?? 'blend'}"]`).waitFor();
    await context.close();
  });
});
