import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';
import { closePicker, expectFieldText, expectSelected, filterTree, openPicker, selectedNames, treeNode } from './helpers/pickers.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(page: Page, path: string, resource: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  try {
    await page.getByTestId(`entity-page-${resource}`).waitFor({ timeout: 15000 });
  } catch (error) {
    await screenshot(page, `${resource}-not-shown`);
    throw new Error(`the ${resource} page did not show; the browser is at ${page.url()}: ${(error as Error).message}`);
  }
}

const row = (page: Page, text: string) => page.getByTestId('entity-row').filter({ hasText: text });

describe('tree-shaped entity screens in Chromium', () => {
  it('adds a department under a company picked from the organisation tree', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    await open(page, '/permission/organize', 'organize');
    await row(page, '港口集团').waitFor();
    expect(await row(page, '信息中心').count()).toBe(0);
    await page.getByRole('button', { name: '展开全部' }).click();
    await row(page, '操作部').waitFor();
    await page.getByTestId('entity-add').click();
    const dialog = page.getByTestId('entity-dialog');
    await dialog.getByText('新建组织').waitFor();
    await dialog.locator('#root_parentId').click();
    await page.getByRole('option', { name: '集装箱码头公司' }).click();
    await dialog.locator('#root_fullName').fill('堆场部');
    await dialog.locator('#root_enCode').fill('CT.YARD');
    await dialog.locator('#root_type').click();
    await page.getByRole('option', { name: '部门', exact: true }).click();
    await dialog.locator('button[type="submit"]').click();
    await page.getByText('新建成功').first().waitFor();
    await page.getByRole('button', { name: '展开全部' }).click();
    await row(page, '堆场部').waitFor();
    await screenshot(page, 'organize-tree');
    await context.close();
  });

  it('opens areas level by level and adds a district under a city', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    await open(page, '/system/area', 'area');
    await row(page, '浙江省').waitFor();
    expect(await row(page, '宁波市').count()).toBe(0);
    await row(page, '浙江省').getByTestId('entity-expand').click();
    await row(page, '宁波市').waitFor();
    await row(page, '宁波市').getByTestId('entity-add-child').click();
    const dialog = page.getByTestId('entity-dialog');
    await dialog.locator('#root_fullName').fill('镇海区');
    await dialog.locator('#root_enCode').fill('330211');
    await dialog.locator('button[type="submit"]').click();
    await page.getByText('新建成功').first().waitFor();
    await row(page, '宁波市').getByTestId('entity-expand').click();
    await row(page, '镇海区').waitFor();
    await row(page, '北仑区').waitFor();
    await context.close();
  });

  it('creates a position in a department chosen with the organisation picker, and shows it again when editing', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    await open(page, '/permission/position', 'position');
    await page.getByTestId('entity-add').click();
    const dialog = page.getByTestId('entity-dialog');
    await dialog.getByText('新建岗位').waitFor();
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByText('所属组织不能为空').waitFor();
    const organisation = dialog.locator('#root_organizeId');
    let picker = await openPicker(page, organisation);
    await picker.getByText('选择组织').waitFor();
    await treeNode(picker, '集装箱码头公司').waitFor();
    // the keyword keeps the matches and the companies above them
    await filterTree(picker, '信息');
    await treeNode(picker, '集装箱码头公司').waitFor({ state: 'detached' });
    await treeNode(picker, '港口集团').waitFor();
    await treeNode(picker, '信息中心').click();
    await expectSelected(picker, ['信息中心']);
    await closePicker(page, picker);
    await expectFieldText(organisation, '港口集团/信息中心');
    await dialog.locator('#root_fullName').fill('系统运维');
    await dialog.locator('#root_enCode').fill('ops');
    await dialog.locator('#root_type').click();
    await page.getByRole('option', { name: '操作岗' }).click();
    await dialog.locator('button[type="submit"]').click();
    await page.getByText('新建成功').first().waitFor();
    await row(page, '系统运维').waitFor();
    expect(await row(page, '系统运维').innerText()).toMatch(/信息中心[\s\S]*操作岗/);

    await row(page, '系统运维').getByRole('button', { name: '编辑' }).click();
    await dialog.getByText('编辑岗位').waitFor();
    await expectFieldText(organisation, '港口集团/信息中心');
    picker = await openPicker(page, organisation);
    await expectSelected(picker, ['信息中心']);
    await closePicker(page, picker, 'picker-cancel');
    await context.close();
  });

  it('creates a user with roles chosen in the role picker, who then signs in with the default password', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    await open(page, '/permission/user', 'user');
    await row(page, '李操作').waitFor();
    expect(await row(page, '李操作').innerText()).toContain('操作部');
    await page.getByTestId('entity-add').click();
    const dialog = page.getByTestId('entity-dialog');
    await dialog.getByText('新建用户').waitFor();
    await dialog.locator('#root_account').fill('gatekeeper');
    await dialog.locator('#root_realName').fill('闸口员');

    const organisation = dialog.locator('#root_organizeId');
    let picker = await openPicker(page, organisation);
    await filterTree(picker, '操作');
    await treeNode(picker, '操作部').click();
    await expectSelected(picker, ['操作部']);
    await closePicker(page, picker);
    await expectFieldText(organisation, '港口集团/集装箱码头公司/操作部');

    const roles = dialog.locator('#root_roleId');
    picker = await openPicker(page, roles);
    await picker.getByText('选择角色').waitFor();
    // the organisation tab: roles under the organisations they are bound to; a company only opens
    await treeNode(picker, '全局').waitFor({ state: 'detached' });
    await treeNode(picker, '集装箱码头公司').click();
    await expectSelected(picker, []);
    await treeNode(picker, '普通用户').click();
    // the global tab: the roles under node 1
    await picker.getByTestId('picker-tab-global').click();
    await treeNode(picker, '全局').waitFor();
    await treeNode(picker, '游客').click();
    await treeNode(picker, '游客').click();
    await expectSelected(picker, ['普通用户', '游客']);
    await closePicker(page, picker);
    await expectFieldText(roles, '普通用户, 游客');
    await dialog.locator('button[type="submit"]').click();
    await page.getByText('新建成功').first().waitFor();
    await row(page, 'gatekeeper').waitFor();

    await row(page, 'gatekeeper').getByRole('button', { name: '编辑' }).click();
    await dialog.getByText('编辑用户').waitFor();
    await expectFieldText(organisation, '港口集团/集装箱码头公司/操作部');
    await expectFieldText(roles, /^(普通用户, 游客|游客, 普通用户)$/);
    picker = await openPicker(page, roles);
    expect((await selectedNames(picker)).sort()).toEqual(['普通用户', '游客'].sort());
    await closePicker(page, picker, 'picker-cancel');
    await context.close();

    const fresh = await newPage(browser);
    await signIn(fresh.page, baseUrl, 'gatekeeper', '0000');
    await fresh.context.close();
  });

  it('binds a role to organisations chosen as paths, and shows them again when editing', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    await open(page, '/permission/role', 'role');
    await page.getByTestId('entity-add').click();
    const dialog = page.getByTestId('entity-dialog');
    await dialog.locator('#root_fullName').fill('闸口调度');
    await dialog.locator('#root_enCode').fill('gateDispatch');
    await dialog.locator('#root_type').click();
    await page.getByRole('option', { name: '业务角色' }).click();
    const organisations = dialog.locator('#root_organizeIdsTree');
    let picker = await openPicker(page, organisations);
    await filterTree(picker, '操作');
    await treeNode(picker, '操作部').click();
    await filterTree(picker, '');
    await treeNode(picker, '信息中心').click();
    // a second click on a chosen organisation adds nothing
    await treeNode(picker, '信息中心').click();
    await expectSelected(picker, ['操作部', '信息中心']);
    await closePicker(page, picker);
    const paths = '港口集团/集装箱码头公司/操作部, 港口集团/信息中心';
    await expectFieldText(organisations, paths);
    await dialog.locator('button[type="submit"]').click();
    await page.getByText('新建成功').first().waitFor();

    await row(page, 'gateDispatch').getByRole('button', { name: '编辑' }).click();
    await dialog.getByText('编辑角色').waitFor();
    await expectFieldText(organisations, paths);
    picker = await openPicker(page, organisations);
    await expectSelected(picker, ['操作部', '信息中心']);
    await picker.getByTestId('picker-selected-item').filter({ hasText: '港口集团/集装箱码头公司/操作部' }).waitFor();
    await closePicker(page, picker, 'picker-cancel');
    await context.close();
  });
});
