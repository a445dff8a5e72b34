import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import dayjs from 'dayjs';
import { launchBrowser, newPage, screenshot } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';
import { closePicker, expectFieldText, expectSelected, filterTree, openPicker, userRow } from './helpers/pickers.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dayOfThisMonth = (date: number) => dayjs().startOf('month').date(date).format('YYYY-MM-DD');
const cell = (page: Page, date: number) => page.getByTestId(`schedule-day-${dayOfThisMonth(date)}`);

async function openCalendar(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/extend/schedule`);
  await page.getByTestId('schedule-page').waitFor({ timeout: 15000 });
}

describe('the calendar in Chromium', () => {
  it('creates an event with a participant, who sees it but cannot delete it; its creator deletes it', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, baseUrl, 'admin');
    await openCalendar(admin.page);
    await cell(admin.page, 8).click();
    const dialog = admin.page.getByTestId('entity-dialog');
    await dialog.getByText('新建日程').waitFor();
    await dialog.locator('#root_title').fill('船期协调会');
    // the participant found by keyword in the user picker
    const participants = dialog.locator('#root_toUserIds');
    const picker = await openPicker(admin.page, participants);
    await filterTree(picker, '李');
    await userRow(picker, '李操作/staff').click();
    await expectSelected(picker, ['李操作/staff']);
    await closePicker(admin.page, picker);
    await expectFieldText(participants, '李操作/staff');
    await dialog.locator('button[type="submit"]').click();
    await admin.page.getByText('新建成功').first().waitFor();
    await cell(admin.page, 8).getByText('船期协调会').waitFor();
    await screenshot(admin.page, 'schedule-month');
    // editing shows the participant again
    await cell(admin.page, 8).getByText('船期协调会').click();
    await admin.page.getByTestId('schedule-view-dialog').getByRole('button', { name: '编辑' }).click();
    await dialog.getByText('编辑日程').waitFor();
    await expectFieldText(participants, '李操作/staff');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });

    const staff = await newPage(browser);
    await signIn(staff.page, baseUrl, 'staff');
    await openCalendar(staff.page);
    await cell(staff.page, 8).getByText('船期协调会').click();
    const view = staff.page.getByTestId('schedule-view-dialog');
    await view.getByText('系统管理员/admin').waitFor();
    expect(await view.getByTestId('schedule-delete').count()).toBe(0);
    await staff.context.close();

    await cell(admin.page, 8).getByText('船期协调会').click();
    await admin.page.getByTestId('schedule-delete').click();
    await admin.page.getByTestId('schedule-confirm-delete').click();
    await admin.page.getByText('删除成功').first().waitFor();
    // the toast comes before the refreshed list: wait for the row to go
    await cell(admin.page, 8).getByText('船期协调会').waitFor({ state: 'detached' });
    await admin.context.close();
  });

  it('repeats an event weekly and deletes this and the following occurrences', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    await openCalendar(page);
    await cell(page, 1).click();
    const dialog = page.getByTestId('entity-dialog');
    await dialog.locator('#root_title').fill('周例会');
    await dialog.locator('#root_repetition').click();
    await page.getByRole('option', { name: '每周重复' }).click();
    await dialog.locator('button[type="submit"]').click();
    // the server's refusal, toasted by the request client; the dialog keeps what was typed
    await page.getByText('请选择结束重复时间').first().waitFor();
    // the end of the repetition from the date picker's calendar, which opens at this month
    await dialog.locator('#root_repeatTime').locator('..').getByRole('button', { name: '选择日期' }).click();
    await page.getByRole('gridcell', { name: '15', exact: true }).click();
    await expect.poll(() => dialog.locator('#root_repeatTime').inputValue()).toBe(dayOfThisMonth(15));
    await dialog.locator('button[type="submit"]').click();
    try {
      await page.getByText('新建成功').first().waitFor({ timeout: 10000 });
    } catch (error) {
      await screenshot(page, 'schedule-repeat-not-created');
      throw error;
    }
    for (const date of [1, 8, 15]) await cell(page, date).getByText('周例会').waitFor();
    await cell(page, 8).getByText('周例会').click();
    await page.getByTestId('schedule-delete').click();
    const scope = page.getByTestId('schedule-scope-dialog');
    await scope.getByLabel('此日程及后续日程').check();
    await scope.getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').first().waitFor();
    // the toast comes before the refreshed list: wait for the row to go
    await cell(page, 15).getByText('周例会').waitFor({ state: 'detached' });
    // the toast comes before the refreshed list: wait for the row to go
    await cell(page, 8).getByText('周例会').waitFor({ state: 'detached' });
    expect(await cell(page, 1).getByText('周例会').count()).toBe(1);
    await context.close();
  });
});
