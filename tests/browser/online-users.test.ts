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

describe('online users and forced offline in Chromium (contract §4.16, §5.3 logout)', () => {
  it('admin sees staff signed in elsewhere, forces staff offline, and staff’s page says why and goes to the login page', async () => {
    const admin = await newPage(browser);
    const staff = await newPage(browser);
    try {
      await signIn(staff.page, baseUrl, 'staff');
      // staff's socket is connected, so the logout frame has somewhere to go
      await staff.page.locator('[data-testid="message-center"][data-synced="true"]').waitFor();
      await signIn(admin.page, baseUrl, 'admin');

      // admin opens 在线用户 as a person would without the address bar: through the header's menu search
      await admin.page.getByTestId('menu-search').fill('在线用户');
      await admin.page.getByRole('option', { name: /在线用户/ }).click();
      await admin.page.waitForURL(`${baseUrl}/permission/userOnline`);
      const onlinePage = admin.page.getByTestId('online-users-page');
      await onlinePage.waitFor();
      // Other browser tests share this server, so staff may have older sessions too; the list is
      // newest first, so the first staff row is the session opened above.
      const staffRow = onlinePage.getByTestId('online-user-row').filter({ hasText: '李操作' });
      await staffRow.first().waitFor();
      const forced = await staffRow.first().innerText();
      expect(forced).toMatch(/staff[\s\S]*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[\s\S]*127\.0\.0\.1[\s\S]*PC/);
      // the session opened above, by its sign-in time to the second (other tests may sign staff in meanwhile)
      const signedInAt = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.exec(forced)?.[0] ?? '';
      const thisSession = staffRow.filter({ hasText: signedInAt });
      const sameSecond = await thisSession.count();
      await onlinePage.getByTestId('online-user-row').filter({ hasText: '系统管理员' }).first().waitFor();

      // the keyword narrows the list to staff, Reset brings everyone back
      await onlinePage.locator('input[name="keyword"]').fill('staff');
      await onlinePage.getByRole('button', { name: '查询' }).click();
      await expect.poll(() => onlinePage.getByTestId('online-user-row').filter({ hasText: '系统管理员' }).count()).toBe(0);
      expect(await onlinePage.getByTestId('online-user-row').count()).toBeGreaterThan(0);
      await onlinePage.getByRole('button', { name: '重置' }).click();
      await onlinePage.getByTestId('online-user-row').filter({ hasText: '系统管理员' }).first().waitFor();
      await screenshot(admin.page, 'online-users');

      await staffRow.first().getByTestId('online-user-force-offline').click();
      await admin.page.getByText('您确定要强制下线“李操作”吗？').waitFor();
      await admin.page.getByTestId('online-user-confirm').click();
      await admin.page.getByText('强制下线成功').first().waitFor();
      await expect.poll(() => thisSession.count()).toBe(sameSecond - 1);

      // staff's page: the logout text, then the login page, with the token gone
      await staff.page.getByText('您的帐号已被管理员强制下线').first().waitFor();
      await staff.page.waitForURL(/\/login\?redirect=/);
      expect(await staff.page.evaluate(() => localStorage.getItem('jnpf_token'))).toBeNull();
      await screenshot(staff.page, 'online-users-kicked');
      // admin is still signed in
      await admin.page.reload();
      await admin.page.getByTestId('online-users-page').waitFor();
    } finally {
      await admin.context.close();
      await staff.context.close();
    }
  }, 90_000);
});
