import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';

/**
 * Issue 18 point 1: the public paths of spec §2.2 that are business systems of the port, opened
 * without a session, stay on their path (no /404, no sign-in) and frame the configured address;
 * the signed-in ones frame theirs inside the shell instead of the placeholder.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');

const PUBLIC_PAGES: [path: string, key: string, title: string][] = [
  ['/wldbPay', 'wldbPayUrl', '零担支付'],
  ['/createBill', 'createBillUrl', '创建订单'],
  ['/yuanyou', 'yuanyouUrl', '原油'],
  ['/dingzhiIndex', 'dingzhiIndexUrl', '定制首页'],
  ['/dingzhiInfo', 'dingzhiInfoUrl', '定制详情'],
  ['/logistics', 'logisticsUrl', '物流跟踪'],
  ['/showharberp', 'showharberpUrl', '港口ERP'],
  ['/temp', 'tempUrl', '临时页面'],
];

async function adminToken(): Promise<string> {
  const password = createHash('md5').update('Portside2026').digest('hex');
  const response = await fetch(`${baseUrl}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: 'admin', password, grant_type: 'password' }).toString(),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function putConfig(values: Record<string, string>): Promise<void> {
  const response = await fetch(`${baseUrl}/api/system/SysConfig`, {
    method: 'PUT',
    headers: { authorization: await adminToken(), 'content-type': 'application/json' },
    body: JSON.stringify(values),
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
}

const publicFrame = (page: Page) => page.getByTestId('public-framed-frame');

/** Opens a public page and checks it stayed there, framed the demo page for its key, in the portal's frame. */
async function expectFramed(page: Page, path: string, key: string, title: string, query = '') {
  await page.goto(`${baseUrl}${path}${query}`);
  await expect.poll(() => publicFrame(page).getAttribute('src')).toBe(`${baseUrl}/framed-demo/index.html?screen=${key}${query.replace(/^\?/, '&')}`);
  expect(new URL(page.url()).pathname).toBe(path);
  expect(page.url()).not.toMatch(/\/login|\/404/);
  // the business page itself loaded in the frame, and saw its key (and the page's query)
  await expect.poll(() => page.frameLocator('[data-testid="public-framed-frame"]').locator('#screen').textContent()).toBe(key);
  if (query) expect(await page.frameLocator('[data-testid="public-framed-frame"]').locator('#query').textContent()).toContain(query.slice(1));
  expect(await publicFrame(page).getAttribute('title')).toBe(title);
  expect(await publicFrame(page).getAttribute('sandbox')).toBe('allow-scripts allow-popups allow-forms allow-downloads allow-top-navigation allow-same-origin');
  // the portal's bar (system name, Login) above one frame as wide as the window, down to its bottom
  await page.getByTestId('portal-name').waitFor();
  const box = await publicFrame(page).boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(1420);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(740);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
  expect(await page.title()).toContain(title);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('framed fixed pages in Chromium (issue 18 point 1, spec §2.2, §2.4)', () => {
  it('each public business page opens without a session: its path, no sign-in, its frame', async () => {
    const { context, page } = await newPage(browser);
    for (const [path, key, title] of PUBLIC_PAGES) {
      await expectFramed(page, path, key, title);
      await page.getByTestId('portal-login').waitFor();
      expect(await page.getByTestId('portal-enter').count()).toBe(0);
    }
    await screenshot(page, 'framed-public-temp');
    // a detail page passes its query on to the business system
    await expectFramed(page, '/dingzhiInfo', 'dingzhiInfoUrl', '定制详情', '?id=42');
    await screenshot(page, 'framed-public-dingzhi-info');
    await context.close();
  });

  it('a stale session on a public page ends quietly and the page stays', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/index`);
    await page.evaluate(() => localStorage.setItem('jnpf_token', 'bearer stale-token-of-a-past-session|String'));
    await expectFramed(page, '/wldbPay', 'wldbPayUrl', '零担支付');
    expect(await page.evaluate(() => localStorage.getItem('jnpf_token'))).toBeNull();
    await context.close();
  });

  it('without a configured address it says so on its own page, never a 404 or a sign-in', async () => {
    await putConfig({ yuanyouUrl: '' });
    try {
      const { context, page } = await newPage(browser);
      await page.goto(`${baseUrl}/yuanyou`);
      await page.getByTestId('public-framed-explanation').getByText('该页面对应的业务系统尚未配置，暂时无法使用。').waitFor();
      expect(await page.getByTestId('public-framed-title').textContent()).toBe('原油');
      expect(new URL(page.url()).pathname).toBe('/yuanyou');
      expect(await page.getByTestId('public-framed-sys-config').count()).toBe(0);
      await screenshot(page, 'framed-public-not-configured');
      await page.getByTestId('public-framed-index').click();
      await page.waitForURL(`${baseUrl}/index`);
      await context.close();

      // the administrator is offered the system configuration
      const admin = await newPage(browser);
      await signIn(admin.page, baseUrl, 'admin');
      await admin.page.goto(`${baseUrl}/yuanyou`);
      await admin.page.getByTestId('public-framed-sys-config').click();
      await admin.page.waitForURL(`${baseUrl}/system/sysConfig`);
      await admin.context.close();
    } finally {
      await putConfig({ yuanyouUrl: '/framed-demo/index.html?screen=yuanyouUrl' });
    }
  });

  it('signed in, /createBillLoginUser and /applycargolistsbhead frame their business systems in the shell', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'staff');
    const pane = (path: string) => page.locator(`[data-testid="tab-pane"][data-tab="${path}"]`);
    const frame = (path: string) => pane(path).getByTestId('framed-frame');

    await page.goto(`${baseUrl}/createBillLoginUser`);
    await expect
      .poll(() => frame('/createBillLoginUser').getAttribute('src'))
      .toMatch(new RegExp(`^${baseUrl.replace(/[.]/g, '\\.')}/framed-demo/index\\.html\\?screen=createBillLoginUserUrl#token=gctos_[A-Za-z0-9_-]{43}$`));
    expect(await pane('/createBillLoginUser').getByTestId('page-unavailable').count()).toBe(0);
    await expect
      .poll(() => page.frameLocator('[data-testid="tab-pane"][data-tab="/createBillLoginUser"] [data-testid="framed-frame"]').locator('#holder').textContent())
      .toBe('staff (李操作)');
    // spec §2.4: the window height minus 60
    expect(await frame('/createBillLoginUser').evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(840);
    expect(await frame('/createBillLoginUser').getAttribute('title')).toBe('创建订单');
    await screenshot(page, 'framed-create-bill-login-user');

    await page.goto(`${baseUrl}/applycargolistsbhead`);
    await expect.poll(() => frame('/applycargolistsbhead').getAttribute('src')).toBe(`${baseUrl}/framed-demo/index.html?screen=applyCargoListUrl`);
    expect(await pane('/applycargolistsbhead').getByTestId('page-unavailable').count()).toBe(0);
    await context.close();
  });
});
