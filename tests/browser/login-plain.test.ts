import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';

/**
 * Issue 17: a visitor's /login is the plain page (src/features/login/plain), drawn without MUI or
 * the router; after the sign-in the app takes over in the same page. What the user sees must be
 * what the app's login page gave: the landing page, the language, the guard's rules.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the plain login page hands over to the app (real Chromium against npm start)', () => {
  it('keeps the language chosen on it after the sign-in, in the same page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/login`);
    const form = page.getByTestId('login-form');
    await page.getByTestId('language-select').selectOption('en');
    await page.getByText('Sub-accounts sign in as mobile@account').waitFor();
    await screenshot(page, 'plain-login-en');
    await form.locator('input[name="account"]').fill('admin');
    await form.locator('input[name="password"]').fill('Portside2026');
    // Marks this document: a reload would lose it; the hand-over keeps the page.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/home`);
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('user-menu').waitFor();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The shell's English title of /home (after any "[New message]" mark).
    await expect.poll(() => page.title()).toMatch(/(^|\] )Home - /);
    expect(await page.evaluate(() => localStorage.getItem('jnpf_language'))).toBe('en|String');
    await context.close();
  });

  it('lands on the page the guard sent the user from', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/profile?tab=user`);
    await page.waitForURL(/\/login\?redirect=/);
    const form = page.getByTestId('login-form');
    await form.locator('input[name="account"]').fill('admin');
    await form.locator('input[name="password"]').fill('Portside2026');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(`${baseUrl}/profile?tab=user`);
    await page.getByTestId('user-menu').waitFor();
    await context.close();
  });

  it('sends a signed-in user who opens /login on to /home, as before', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    await page.getByTestId('home-page').waitFor();
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(`${baseUrl}/home`);
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('login-form').count()).toBe(0);
    await context.close();
  });

  it('shows a refused sign-in on the form and as the toast, and stays', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'staff', 'wrong-password-1', false);
    await page.getByTestId('login-error').getByText('账户或密码错误，请重新输入').waitFor();
    await page.getByTestId('error-toast').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('jnpf_token'))).toBeNull();
    await screenshot(page, 'plain-login-refused');
    await context.close();
  });
});
