import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './helpers/browser-session.ts';
import { sharedBrowser } from './helpers/shared-browser.ts';
import { signIn } from './helpers/sign-in.ts';

const browser = sharedBrowser();
const baseUrl = inject('baseUrl');

/** The page of the tab in view (hidden tabs keep theirs alive). */
const shownPane = (page: Page) => page.locator('[data-testid="tab-pane"][aria-hidden="false"]');

/**
 * Issue 18: /certification and /certificationCompany are real pages (they showed 该页面暂不可用),
 * and the user list beside its organisation tree keeps headers and actions on one line at
 * 1440×900, scrolling inside its card, never the page (tests/browser/artifacts/certification-*.png).
 */
describe('certification pages and the user list at 1440×900', () => {
  it('certifies the signed-in user with a resident identity card, after the national id rule refused a wrong number', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, baseUrl, 'manager');
    await page.goto(`${baseUrl}/certification`);
    const pane = shownPane(page);
    await pane.getByTestId('certification-form').waitFor();
    expect(await pane.getByText('该页面暂不可用').count()).toBe(0);
    expect(await pane.getByTestId('certification-state').textContent()).toBe('未认证');
    expect(await page.getByTestId('tag').filter({ hasText: '个人认证' }).count()).toBe(1);

    await pane.getByTestId('certification-certificatesType').locator('[role="combobox"]').click();
    await page.getByRole('option', { name: '居民身份证' }).click();
    await pane.getByTestId('certification-certificatesNumber').fill('33020619900101123');
    await pane.getByTestId('certification-submit').click();
    await pane.getByText('请正确输入您的身份证号码').waitFor();
    await pane.getByTestId('certification-certificatesNumber').fill('330206199001011234');
    await pane.getByTestId('certification-submit').click();
    await page.getByText('认证成功').first().waitFor();
    await expect.poll(() => pane.getByTestId('certification-state').textContent()).toBe('已认证');
    await screenshot(page, 'certification-personal');
    await context.close();
  });

  it('applies for company administrator from company certification and shows the application waiting', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, baseUrl, 'manager');
    await page.goto(`${baseUrl}/certificationCompany`);
    const pane = shownPane(page);
    await pane.getByTestId('company-certification-page').waitFor();
    await expect.poll(() => pane.getByTestId('company-certification-company').textContent()).toBe('集装箱码头公司');
    await pane.getByTestId('company-certification-apply').click();
    const dialog = page.getByTestId('company-apply-dialog');
    await dialog.getByRole('combobox', { name: /申请公司/ }).click();
    await page.getByRole('option', { name: '港口集团' }).click();
    await dialog.getByRole('textbox', { name: /申请理由/ }).fill('负责集团系统账号管理');
    await dialog.getByRole('textbox', { name: /联系电话/ }).fill('13800000002');
    await dialog.getByTestId('company-apply-submit').click();
    await page.getByText('申请已提交，请等待系统管理员审核').first().waitFor();
    const row = pane.getByTestId('company-certification-row').filter({ hasText: '港口集团' });
    await row.waitFor();
    expect(await row.getByTestId('audit-status').textContent()).toBe('待审核');
    await screenshot(page, 'certification-company');
    await context.close();
  });

  it('keeps the user list headers and row actions on one line beside the organisation tree, scrolling inside its card', async () => {
    const { context, page } = await newPage(browser());
    await signIn(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/permission/user`);
    const pane = shownPane(page);
    await pane.getByTestId('user-org-tree').waitFor();
    const actions = pane.getByTestId('row-actions');
    await actions.first().waitFor();

    // One line of header text: a header cell is no taller than a one-line body cell's text allows (38 px measured).
    const heads = await pane.locator('thead th').evaluateAll((cells) =>
      cells.map((cell) => ({
        text: cell.textContent ?? '',
        height: cell.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(cell).lineHeight),
      })),
    );
    expect(heads.length).toBeGreaterThanOrEqual(8);
    for (const head of heads) expect(head.height, `header ${head.text}`).toBeLessThan(head.lineHeight * 2 + 12);

    for (const cell of await actions.all()) {
      const tops = await cell.locator('button').evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
      expect(new Set(tops).size, 'row actions on more than one line').toBeLessThanOrEqual(1);
    }

    const layout = await page.evaluate(() => {
      const shown = document.querySelector('[data-testid="tab-pane"][aria-hidden="false"]') as HTMLElement;
      const container = shown.querySelector('.MuiTableContainer-root') as HTMLElement;
      const box = container.getBoundingClientRect();
      const cells = [...shown.querySelectorAll('[data-testid="row-actions"]')].map((cell) => cell.getBoundingClientRect());
      return {
        page: { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth },
        pane: { scroll: shown.scrollWidth, client: shown.clientWidth },
        card: { left: box.left, right: box.right, scroll: container.scrollWidth, client: container.clientWidth },
        actions: cells.map((cell) => ({ left: cell.left, right: cell.right })),
      };
    });
    // Neither the page nor the tab's pane scrolls sideways: the table does, inside its card.
    expect(layout.page.scroll).toBeLessThanOrEqual(layout.page.client);
    expect(layout.pane.scroll).toBeLessThanOrEqual(layout.pane.client);
    // The actions stay in view at the card's right edge, whether or not the columns scroll.
    for (const cell of layout.actions) {
      expect(cell.right).toBeLessThanOrEqual(layout.card.right + 1);
      expect(cell.left).toBeGreaterThanOrEqual(layout.card.left);
    }
    await screenshot(page, 'certification-user-list');
    if (layout.card.scroll > layout.card.client) {
      await pane.locator('.MuiTableContainer-root').evaluate((container) => {
        container.scrollLeft = container.scrollWidth;
      });
      await screenshot(page, 'certification-user-list-scrolled');
    }
    await context.close();
  });
});
