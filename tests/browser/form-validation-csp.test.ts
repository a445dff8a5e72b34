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

/**
 * The page's Content-Security-Policy allows no eval, so the forms validate with the generator's
 * precompiled validators (build/form-validators-plugin.ts). In Chromium, under the real policy,
 * the new-user dialog shows the schema's messages and the browser reports no policy violation.
 */
describe('form validation under the Content-Security-Policy', () => {
  it("validates the new-user dialog with the schema's messages and no policy violation", async () => {
    const { context, page } = await newPage(browser);
    // Every violation the page sees, as the browser reports it to the document.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|unsafe-eval|Refused to/i.test(message.text())) complaints.push(message.text());
    });
    page.on('pageerror', (error) => complaints.push(error.message));

    await signIn(page, baseUrl, 'admin');
    const answer = await page.goto(`${baseUrl}/permission/user`);
    const policy = answer?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toMatch(/'unsafe-eval'/);
    await page.getByTestId('entity-page-user').waitFor({ timeout: 15000 });
    await page.getByTestId('entity-add').click();
    const dialog = page.getByTestId('entity-dialog');
    await dialog.getByText('新建用户').waitFor();
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByText('请输入账户').waitFor();
    await dialog.getByText('请输入姓名').waitFor();
    await dialog.getByText('所属组织不能为空').waitFor();
    await dialog.locator('#root_account').fill('bad account!');
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByText('只能输入数字英文').waitFor();
    await screenshot(page, 'user-dialog-validated-under-csp');

    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(complaints).toEqual([]);
    await context.close();
  });
});
