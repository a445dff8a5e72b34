import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';
import { closePicker, expectFieldText, expectSelected, filterTree, openPicker, selectedNames, treeNode, userNames, userRow } from './helpers/pickers.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A list row by one of its cells, exactly (an account 'manager' is not '13900000009@manager'). */
const row = (page: Page, cell: string) => page.getByTestId('entity-row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });

/** An entity page's dialog opened on a row's Edit button. */
async function editRow(page: Page, path: string, resource: string, text: string, title: string): Promise<Locator> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId(`entity-page-${resource}`).waitFor({ timeout: 15000 });
  await row(page, text).getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByTestId('entity-dialog');
  await dialog.getByText(title).waitFor();
  return dialog;
}

/** The picker field around an rjsf input, for hovering. */
const fieldAround = (dialog: Locator, inputId: string) => dialog.getByTestId('picker-field').filter({ has: dialog.page().locator(`#${inputId}`) });

/** Users created through the API with the signed-in admin's token, as a data import would. */
async function createUsers(page: Page, users: Record<string, unknown>[]): Promise<void> {
  const codes = await page.evaluate(async (list) => {
    const token = (localStorage.getItem('jnpf_token') ?? '').replace(/\|String$/, '');
    const answers: number[] = [];
    for (const user of list) {
      const response = await fetch('/api/permission/Users', {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify(user),
      });
      answers.push(((await response.json()) as { code: number }).code);
    }
    return answers;
  }, users);
  expect(codes.every((code) => code === 200)).toBe(true);
}

describe('the two-pane pickers in Chromium', () => {
  it("role picker: the organisation tab holds the organisations' roles, the global tab node 1's; removing and clearing the list", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/permission/user`);
    await page.getByTestId('entity-page-user').waitFor({ timeout: 15000 });
    await row(page, 'staff').waitFor();
    await page.getByTestId('entity-add').click();
    const dialog = page.getByTestId('entity-dialog');
    try {
      await dialog.getByText('新建用户').waitFor();
    } catch (error) {
      await screenshot(page, 'user-dialog-not-shown');
      throw error;
    }
    const picker = await openPicker(page, dialog.locator('#root_roleId'));
    await picker.getByText('选择角色').waitFor();
    expect(await picker.getByRole('tab').allInnerTexts()).toEqual(['组织', '全局']);

    await treeNode(picker, '集装箱码头公司').click();
    await treeNode(picker, '公司管理员').waitFor();
    await treeNode(picker, '普通用户').waitFor();
    expect(await treeNode(picker, '全局').count()).toBe(0);
    expect(await treeNode(picker, '系统管理员').count()).toBe(0);
    await treeNode(picker, '公司管理员').click();

    await picker.getByTestId('picker-tab-global').click();
    await treeNode(picker, '全局').waitFor();
    expect(await treeNode(picker, '港口集团').count()).toBe(0);
    // the keyword filters the tab shown
    await filterTree(picker, '游');
    await treeNode(picker, '系统管理员').waitFor({ state: 'detached' });
    await treeNode(picker, '游客').click();
    await filterTree(picker, '');
    await treeNode(picker, '系统管理员').click();
    await expectSelected(picker, ['公司管理员', '游客', '系统管理员']);
    await screenshot(page, 'role-picker');

    await picker.getByTestId('picker-selected-item').filter({ hasText: '游客' }).getByTestId('picker-remove').click();
    await expectSelected(picker, ['公司管理员', '系统管理员']);
    await picker.getByTestId('picker-clear-list').click();
    await expectSelected(picker, []);
    await closePicker(page, picker);
    await expectFieldText(dialog.locator('#root_roleId'), '');
    await context.close();
  });

  it('user picker: keyword search 10 at a time, more on scrolling, the current organisation and the current user', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/system/notice`);
    await page.getByTestId('notice-page').waitFor({ timeout: 15000 });
    const tally = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
    await createUsers(
      page,
      tally.map((n) => ({ account: `tally${n}`, realName: `理货员${n}`, organizeId: 'org-public', gender: 1 })),
    );
    await page.getByTestId('notice-add').click();
    const form = page.getByTestId('entity-dialog');
    const recipients = form.locator('#root_toUserIds');
    const picker = await openPicker(page, recipients);
    expect(await picker.getByRole('tab').allInnerTexts()).toEqual(['全部数据', '当前组织', '系统变量']);

    await filterTree(picker, '理货');
    const firstPage = tally.slice(0, 10).map((n) => `理货员${n}/tally${n}`);
    await expect.poll(() => userNames(picker), { timeout: 10000 }).toEqual(firstPage);
    // scrolling to the bottom of the list reads the next page
    await picker.getByTestId('picker-user-list').hover();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => userNames(picker), { timeout: 10000 }).toEqual(tally.map((n) => `理货员${n}/tally${n}`));
    await userRow(picker, '理货员12/tally12').click();
    await userRow(picker, '理货员03/tally03').click();
    await userRow(picker, '理货员12/tally12').click();
    await expectSelected(picker, ['理货员12/tally12', '理货员03/tally03']);

    // a keyword that matches nobody
    await filterTree(picker, '没有这个人');
    await picker.getByText('暂无数据').waitFor();
    await filterTree(picker, '');

    // the signed-in admin's organisation (信息中心)
    await picker.getByTestId('picker-tab-organize').click();
    await userRow(picker, '系统管理员/admin').waitFor();
    expect(await userNames(picker)).not.toContain('李操作/staff');
    // the system variable 'current user'
    await picker.getByTestId('picker-tab-system').click();
    await picker.getByTestId('picker-current-user').click();
    await expectSelected(picker, ['理货员12/tally12', '理货员03/tally03', '系统管理员/admin']);
    await screenshot(page, 'user-picker');
    await closePicker(page, picker);
    await expectFieldText(recipients, '理货员12/tally12, 理货员03/tally03, 系统管理员/admin');
    await context.close();
  });

  it('Cancel forgets the changes: the field and the next opening show the stored value', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    const dialog = await editRow(page, '/permission/user', 'user', 'staff', '编辑用户');
    const roles = dialog.locator('#root_roleId');
    await expectFieldText(roles, '普通用户');
    let picker = await openPicker(page, roles);
    await expectSelected(picker, ['普通用户']);
    await picker.getByTestId('picker-tab-global').click();
    await treeNode(picker, '游客').click();
    await picker.getByTestId('picker-selected-item').filter({ hasText: '普通用户' }).getByTestId('picker-remove').click();
    await expectSelected(picker, ['游客']);
    await closePicker(page, picker, 'picker-cancel');
    await expectFieldText(roles, '普通用户');
    picker = await openPicker(page, roles);
    await expectSelected(picker, ['普通用户']);
    // Escape cancels as well
    await picker.getByTestId('picker-clear-list').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('picker-dialog').waitFor({ state: 'detached' });
    await expectFieldText(roles, '普通用户');
    await context.close();
  });

  it('single mode: a click replaces the choice, and Confirm with nothing selected empties the field', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    const dialog = await editRow(page, '/permission/position', 'position', '操作员', '编辑岗位');
    const organisation = dialog.locator('#root_organizeId');
    await expectFieldText(organisation, '港口集团/集装箱码头公司/操作部');
    const picker = await openPicker(page, organisation);
    await expectSelected(picker, ['操作部']);
    await treeNode(picker, '信息中心').click();
    await expectSelected(picker, ['信息中心']);
    await treeNode(picker, '公众服务').click();
    await expectSelected(picker, ['公众服务']);
    await picker.getByTestId('picker-clear-list').click();
    expect(await selectedNames(picker)).toEqual([]);
    await closePicker(page, picker);
    await expectFieldText(organisation, '');
    // the field is really empty: the required rule speaks
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByText('所属组织不能为空').waitFor();
    await context.close();
  });

  it('the clear icon shows on hover over a filled, enabled picker and empties it without opening the dialog', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    const dialog = await editRow(page, '/permission/user', 'user', 'manager', '编辑用户');
    const groups = dialog.locator('#root_groupId');
    await expectFieldText(groups, '值班组');
    const field = fieldAround(dialog, 'root_groupId');
    expect(await field.getByTestId('picker-field-clear').count()).toBe(0);
    await field.hover();
    await field.getByTestId('picker-field-clear').click();
    await expectFieldText(groups, '');
    expect(await page.getByTestId('picker-dialog').count()).toBe(0);
    // an empty picker offers nothing to clear
    await page.mouse.move(0, 0);
    await field.hover();
    expect(await field.getByTestId('picker-field-clear').count()).toBe(0);
    // and the group picker opens its tree of group types
    const picker = await openPicker(page, groups);
    await picker.getByText('分组选择').waitFor();
    await treeNode(picker, '值班组').click();
    await closePicker(page, picker);
    await expectFieldText(groups, '值班组');
    await context.close();
  });
});
