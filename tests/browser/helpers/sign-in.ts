import type { Page } from 'playwright-core';

/** Signs in through the login page as a person would, and waits for /home. */
export async function signIn(page: Page, baseUrl: string, account: string, password = 'Portside2026', expectHome = true): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const form = page.getByTestId('login-form');
  await form.waitFor();
  await form.locator('input[name="account"]').fill(account);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  if (expectHome) await page.waitForURL(`${baseUrl}/home`);
}
