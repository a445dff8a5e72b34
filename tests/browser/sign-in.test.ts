import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './helpers/browser-session.ts';
import { signIn as signInAt } from './helpers/sign-in.ts';

const PASSWORD = 'Portside2026';

/** Submits the login form; each test waits for where it expects to land. */
const signIn = (page: Page, account: string, password = PASSWORD) => signInAt(page, baseUrl, account, password, false);

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('signing in with real Chromium against npm start', () => {
  it('signs admin in and reaches /home', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await page.waitForURL(`${baseUrl}/home`);
    await page.getByTestId('home-page').waitFor();
    await page.getByTestId('user-menu').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('jnpf_token'))).toMatch(/^bearer .+\|String$/);
    await screenshot(page, 'home-admin');
    await context.close();
  });

  it("shows the server's message for a wrong password", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'staff', 'wrong-password-1');
    await page.getByText('账户或密码错误，请重新输入').first().waitFor();
    expect(page.url()).toContain('/login');
    await screenshot(page, 'login-wrong-password');
    await context.close();
  });

  it('shows the tourist only a Login button', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'tourist');
    await page.waitForURL(`${baseUrl}/home`);
    await page.getByTestId('tourist-login').waitFor();
    expect(await page.getByTestId('user-menu').count()).toBe(0);
    await screenshot(page, 'home-tourist');
    await context.close();
  });

  it('locks the screen and unlocks it with the password', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'staff');
    await page.waitForURL(`${baseUrl}/home`);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-lock-screen').click();
    await page.waitForURL(`${baseUrl}/lockScreen`);
    // While locked every other address leads back to the lock screen.
    await page.goto(`${baseUrl}/home`);
    await page.waitForURL(`${baseUrl}/lockScreen`);
    const lock = page.getByTestId('lock-screen');
    await lock.locator('input[type="password"]').fill('not-the-password');
    await lock.locator('button[type="submit"]').click();
    await page.getByText('账户或密码错误，请重新输入').first().waitFor();
    await lock.locator('input[type="password"]').fill(PASSWORD);
    await lock.locator('button[type="submit"]').click();
    await page.waitForURL(`${baseUrl}/home`);
    await context.close();
  });

  it('sends the user to /login?redirect=… when the server answers 600', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'manager');
    await page.waitForURL(`${baseUrl}/home`);
    // End the session behind the page's back, as an expiry or an administrator would.
    await page.evaluate(async () => {
      const token = (localStorage.getItem('jnpf_token') ?? '').replace(/\|String$/, '');
      await fetch('/api/oauth/Logout', { headers: { Authorization: token } });
    });
    await page.goto(`${baseUrl}/profile?tab=user`);
    await page.waitForURL(/\/login\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain('redirect=/profile');
    await context.close();
  });

  it('signs in again on the plain page when a session ends in the running app, in the chosen language, back where the user was', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'manager');
    await page.waitForURL(`${baseUrl}/home`);
    await page.getByTestId('home-page').waitFor();
    // A mark only this document carries: gone if anything below reloaded the page instead of routing in the app.
    await page.evaluate(() => Object.assign(window, { portsideStillRunning: true }));
    await page.evaluate(async () => {
      const token = (localStorage.getItem('jnpf_token') ?? '').replace(/\|String$/, '');
      await fetch('/api/oauth/Logout', { headers: { Authorization: token } });
    });
    // Within the app (no page load): the router follows history, the profile's calls answer 600.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/profile?tab=user');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(/\/login\?redirect=/);
    const form = page.getByTestId('login-form');
    await form.waitFor();
    // The plain page (its own <select>, no MUI), drawn by the running app.
    expect(await page.locator('.pl-page').count()).toBe(1);
    expect(await page.locator('.MuiCard-root').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { portsideStillRunning?: boolean }).portsideStillRunning)).toBe(true);
    await page.getByTestId('language-select').selectOption('en');
    await form.getByRole('button', { name: 'Sign in' }).waitFor();
    await form.locator('input[name="account"]').fill('manager');
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(`${baseUrl}/profile?tab=user`);
    expect(await page.evaluate(() => (window as unknown as { portsideStillRunning?: boolean }).portsideStillRunning)).toBe(true);
    // The running app now speaks English: its user menu's entries come from its i18n provider.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').getByText('Sign out').waitFor();
    await screenshot(page, 'login-in-app-english');
    await context.close();
  });

  it('logs out after confirmation', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await page.waitForURL(`${baseUrl}/home`);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('jnpf_token'))).toBeNull();
    await context.close();
  });
});
