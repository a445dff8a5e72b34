import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot } from './helpers/browser-session.ts';
import { sharedBrowser } from './helpers/shared-browser.ts';
import { signIn } from './helpers/sign-in.ts';

const browser = sharedBrowser();
const baseUrl = inject('baseUrl');

/**
 * Issue 18, tried as a new user would at 1440×900: each point measured, with a screenshot of what
 * the test saw (tests/browser/artifacts/first-screens-*.png).
 */
describe('what a new user trips over, made right', () => {
  it('speaks zh to an English browser on the first visit, and remembers English once chosen', async () => {
    const { context, page } = await newPage(browser(), 'en-US');
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-form').waitFor();
    await page.getByRole('button', { name: '登录' }).waitFor();
    await screenshot(page, 'first-screens-login-en-browser');
    await context.close();
  });

  it('keeps the profile in one tab however many of its sub-tabs are clicked', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/profile`);
    const shown = page.locator('[data-testid="tab-pane"][aria-hidden="false"]');
    await shown.getByTestId('profile-page').waitFor();
    for (const tab of ['password', 'user', 'password', 'user', 'password']) {
      await shown.getByTestId(`profile-tab-${tab}`).click();
      await shown.getByTestId(`profile-panel-${tab}`).waitFor();
    }
    expect(await page.getByTestId('tag').filter({ hasText: '个人信息' }).count()).toBe(1);
    expect(page.url()).toContain('tab=password');
    await screenshot(page, 'first-screens-profile-tabs');
    await context.close();
  });

  it('shows several top-level modules in the blend layout at 1440 px, the rest under 更多', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, baseUrl, 'admin');
    await page.getByTestId('top-menu-item').first().waitFor();
    // Before: one module and 更多 (a 220 px search box and a full language name took the room).
    expect(await page.getByTestId('top-menu-item').count()).toBeGreaterThanOrEqual(4);
    await page.getByTestId('top-menu-more').waitFor();
    // The compact search widens while in use.
    const search = page.getByTestId('menu-search');
    await search.fill('用户');
    await page.getByRole('option', { name: /用户管理/ }).waitFor();
    await screenshot(page, 'first-screens-top-menu');
    await context.close();
  });

  it('draws the notice filters at one height and every row action on one line', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/system/notice`);
    await page.getByTestId('notice-page').waitFor();
    const keyword = await page.getByTestId('notice-keyword').boundingBox();
    const state = await page.getByTestId('notice-state-filter').boundingBox();
    expect(Math.abs((keyword?.height ?? 0) - (state?.height ?? 100))).toBeLessThanOrEqual(1);
    await screenshot(page, 'first-screens-notice-filters');

    await page.goto(`${baseUrl}/permission/user`);
    const actions = page.getByTestId('row-actions');
    await actions.first().waitFor();
    const headerHeights = await page.locator('thead th').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().height));
    // One line of header text: no 性/别 stacked a character per line.
    expect(Math.max(...headerHeights)).toBeLessThan(45);
    for (const cell of await actions.all()) {
      const buttons = await cell.locator('button, a').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(new Set(buttons).size, 'row actions on more than one line').toBeLessThanOrEqual(1);
    }
    await screenshot(page, 'first-screens-user-list');

    // The role list names the organisations a role is bound to, never their ids.
    await page.goto(`${baseUrl}/permission/role`);
    await page.getByTestId('row-actions').first().waitFor();
    const table = await page.locator('table').first().innerText();
    expect(table).toContain('集装箱码头公司');
    expect(table).not.toMatch(/org-[a-z]/);
    await screenshot(page, 'first-screens-role-list');
    await context.close();
  });

  it("opens /home on the user's own work: shortcuts to their pages, messages, notices, today's events", async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, baseUrl, 'staff');
    const home = page.getByTestId('home-page');
    await home.getByTestId('home-shortcut').first().waitFor();
    const shortcuts = await home.getByTestId('home-shortcut').allInnerTexts();
    // Staff's own pages only (their role grants 用户管理 but no system administration).
    expect(shortcuts).toContain('用户管理');
    expect(shortcuts).not.toContain('系统配置');
    // The date reads in Chinese: 星期…, not an English weekday.
    expect(await home.innerText()).toMatch(/星期[一二三四五六日]/);
    for (const card of ['dashboard-unread', 'dashboard-notices', 'dashboard-schedules', 'dashboard-todos']) await home.getByTestId(card).waitFor();
    await screenshot(page, 'first-screens-home');
    await home.getByTestId('home-shortcut').filter({ hasText: '用户管理' }).click();
    await page.waitForURL(`${baseUrl}/permission/user`);
    await context.close();
  });

  it('says a wrong lock-screen password once', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, baseUrl, 'admin');
    await page.getByTestId('navbar-lock').click();
    const form = page.getByTestId('lock-screen');
    await form.waitFor();
    await form.locator('input[name="password"]').fill('not-the-password');
    await form.locator('button[type="submit"]').click();
    await form.getByRole('alert').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('error-toast').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(1);
    await screenshot(page, 'first-screens-lock-screen');
    await context.close();
  });
});
