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

const paneFrame = (page: Page, path: string) => page.locator(`[data-testid="tab-pane"][data-tab="${path}"] [data-testid="framed-frame"]`);
const inFrame = (page: Page, path: string) => page.frameLocator(`[data-testid="tab-pane"][data-tab="${path}"] [data-testid="framed-frame"]`);
const height = (page: Page, path: string) => paneFrame(page, path).evaluate((el) => Math.round(el.getBoundingClientRect().height));

async function openBySearch(page: Page, words: string) {
  await page.getByTestId('menu-search').fill(words);
  await page.getByRole('option', { name: new RegExp(words) }).click();
}

/** Writes system configuration as the signed-in administrator would on the settings page. */
async function putConfig(page: Page, values: Record<string, string>) {
  const code = await page.evaluate(async (body) => {
    const token = (localStorage.getItem('jnpf_token') ?? '').split('|')[0];
    const response = await fetch('/api/system/SysConfig', {
      method: 'PUT',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { code: number }).code;
  }, values);
  expect(code).toBe(200);
}

/** A page on another origin (served by the test, not the network) that posts an fr message to its parent once loaded. */
async function frameFromOrigin(page: Page, origin: string) {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><script>parent.postMessage({ type: 'fr', url: '${origin}/report' }, '*'); document.title = 'posted';</script>`,
    }),
  );
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.dataset.testid = 'foreign-frame';
    document.body.appendChild(frame);
  }, `${origin}/sender.html`);
  await expect.poll(() => page.frameLocator('[data-testid="foreign-frame"]').locator('title').textContent()).toBe('posted');
  await page.evaluate(() => document.querySelector('[data-testid="foreign-frame"]')?.remove());
}

describe('framed business pages in Chromium (spec §2.4)', () => {
  it('frames the configured address, with the business token, at the spec height, kept alive, and opens allowed messages', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');

    // A plain screen: the address from the system configuration.
    await openBySearch(page, '进口单证');
    await page.waitForURL(`${baseUrl}/business/importdocument`);
    await expect
      .poll(() => paneFrame(page, '/business/importdocument').getAttribute('src'))
      .toBe(`${baseUrl}/framed-demo/index.html?screen=importDocumentShipUrl`);
    await expect.poll(() => inFrame(page, '/business/importdocument').locator('#screen').textContent()).toBe('importDocumentShipUrl');
    expect(await paneFrame(page, '/business/importdocument').getAttribute('sandbox')).toBe(
      'allow-scripts allow-popups allow-forms allow-downloads allow-top-navigation allow-same-origin',
    );
    expect(await paneFrame(page, '/business/importdocument').getAttribute('allow')).toBe('camera; microphone');
    // The viewport is 900 high: minus 60, and minus 126 while the tab bar's full-screen flag is on.
    expect(await height(page, '/business/importdocument')).toBe(840);
    await page.getByTestId('tags-fullscreen').click();
    await expect.poll(() => height(page, '/business/importdocument')).toBe(774);
    await page.getByTestId('tags-fullscreen').click();
    await expect.poll(() => height(page, '/business/importdocument')).toBe(840);

    // A token screen: the business token goes where the configured address asks ({token} in the fragment),
    // and the business page learns from the platform whose token it is.
    await openBySearch(page, '班次计划');
    await page.waitForURL(`${baseUrl}/business/classesplan`);
    await expect
      .poll(() => paneFrame(page, '/business/classesplan').getAttribute('src'))
      .toMatch(new RegExp(`^${baseUrl.replace(/[.]/g, '\\.')}/framed-demo/index\\.html\\?screen=classesplanUrl#token=gctos_[A-Za-z0-9_-]{43}$`));
    await expect.poll(() => inFrame(page, '/business/classesplan').locator('#holder').textContent()).toBe('admin (系统管理员)');
    await screenshot(page, 'framed-business-page');

    // Kept alive: back on the first tab and again here, the frame was not loaded again.
    const loadId = await inFrame(page, '/business/classesplan').locator('#load-id').textContent();
    await page.locator('[data-testid="tag"][data-key="/business/importdocument"]').click();
    await paneFrame(page, '/business/classesplan').waitFor({ state: 'hidden' });
    await page.locator('[data-testid="tag"][data-key="/business/classesplan"]').click();
    await paneFrame(page, '/business/classesplan').waitFor({ state: 'visible' });
    expect(await inFrame(page, '/business/classesplan').locator('#load-id').textContent()).toBe(loadId);

    // fr from the platform's own page: the report preview, 85 % wide, titled 报表预览.
    await inFrame(page, '/business/classesplan').locator('#send-fr').click();
    const report = page.getByTestId('report-preview-dialog');
    await report.waitFor();
    expect(await report.textContent()).toContain('报表预览');
    expect(await page.getByTestId('report-preview-frame').getAttribute('src')).toBe(`${baseUrl}/framed-demo/index.html?screen=report`);
    const width = await report.evaluate((el) => el.getBoundingClientRect().width / window.innerWidth);
    expect(width).toBeCloseTo(0.85, 2);
    await expect.poll(() => page.frameLocator('[data-testid="report-preview-frame"]').locator('#screen').textContent()).toBe('report');
    await page.getByTestId('preview-close').click();
    await report.waitFor({ state: 'detached' });

    // pdf: the blob under its title, the frame 95 % of the body minus 194.
    await inFrame(page, '/business/classesplan').locator('#send-pdf').click();
    const pdf = page.getByTestId('pdf-preview-dialog');
    await pdf.waitFor();
    expect(await pdf.textContent()).toContain('演示PDF');
    const blobUrl = (await page.getByTestId('pdf-preview-frame').getAttribute('src')) ?? '';
    expect(blobUrl).toMatch(/^blob:/);
    // The frame shows the sent file as PDF (headless Chromium has no PDF viewer to look at, so read it back).
    const shown = await page.evaluate(async (url) => {
      const blob = await (await fetch(url)).blob();
      return { type: blob.type, head: (await blob.text()).slice(0, 8) };
    }, blobUrl);
    expect(shown).toEqual({ type: 'application/pdf', head: '%PDF-1.4' });
    const expected = await page.evaluate(() => Math.round(document.body.clientHeight * 0.95 - 194));
    expect(await page.getByTestId('pdf-preview-frame').evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(expected);
    await screenshot(page, 'framed-pdf-preview');
    await page.getByTestId('preview-close').click();
    await pdf.waitFor({ state: 'detached' });

    // Another origin is ignored…
    await frameFromOrigin(page, 'http://elsewhere.test');
    await page.waitForTimeout(300);
    expect(await page.getByTestId('report-preview-dialog').count()).toBe(0);

    // …until the administrator allows it; the list is read again as a framed page opens.
    await putConfig(page, { frameMessageOrigins: 'http://allowed.test' });
    await openBySearch(page, '托运单证查询');
    await page.waitForURL(`${baseUrl}/businessquery/sbcshipperdoc`);
    await expect.poll(() => inFrame(page, '/businessquery/sbcshipperdoc').locator('#screen').textContent()).toBe('sbcShipperDocUrl');
    await frameFromOrigin(page, 'http://allowed.test');
    await page.getByTestId('report-preview-dialog').waitFor();
    expect(await page.getByTestId('report-preview-frame').getAttribute('src')).toBe('http://allowed.test/report');
    await page.getByTestId('preview-close').click();
    await frameFromOrigin(page, 'http://elsewhere.test');
    await page.waitForTimeout(300);
    expect(await page.getByTestId('report-preview-dialog').count()).toBe(0);

    await putConfig(page, { frameMessageOrigins: '' });
    await context.close();
  }, 120_000);
});
