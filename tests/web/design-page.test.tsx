import { Suspense } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { setUpInProcessServer } from './in-process-server.ts';
import { call, column, field, signIn, type Json } from './online-form-kit.tsx';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../src/lib/request/request.ts';
import { resetSession } from '../../src/lib/auth/session-store.ts';
import type { CurrentUserResponse, MenuItem } from '../../src/lib/auth/current-user-types.ts';
import { storageSet } from '../../src/lib/storage/jnpf-storage.ts';
import { registerPageExtensions, resources } from '../../src/crud/page-registry.ts';
import { registerWidget } from '../../src/crud/widget-registry.ts';
import { entityDataProvider } from '../../src/lib/data/entity-data-provider.ts';
import { registerFormRuntime } from '../../src/form-runtime/register-form-runtime.ts';
import { DesignPage } from '../../src/features/online-dev/design-page.tsx';
import { DesignRowActions } from '../../src/features/online-dev/design-row-actions.tsx';
import { DesignJsonWidget } from '../../src/features/online-dev/design-json-widget.tsx';
import { DictionaryTreeSelectWidget } from '../../src/features/dictionary/dictionary-tree-select-widget.tsx';

/**
 * The design page (在线开发 → 功能设计, issue 14 point 6) against the real app in-process: the
 * generic list page of the design entity with the page's category tree and JSON dialog
 * (DesignPage) and the row actions preview, release and copy, wired as the composition root wires
 * them. Each test gets a fresh app: they release, copy and edit designs.
 */

const { server, app, forward } = setUpInProcessServer({ fresh: 'test' });
const PAGE_MENU = 'm-onlinedev-web';
const TABLE = 'design_page_test_goods';
const NAME = '货物登记(设计页测试)';

const goodsFields = [
  field(TABLE, 'comInput', 'goodsName', '货物名称', 101, { config: { required: true } }),
  field(TABLE, 'numInput', 'quantity', '数量', 102, { props: { precision: 0 } }),
  field(TABLE, 'textarea', 'remark', '备注说明', 103),
];
const goodsList: Json = {
  type: 1,
  columnList: [column('goodsName', '货物名称', 'comInput'), column('quantity', '件数列', 'numInput', 'right')],
  btnsList: [{ value: 'add' }],
  columnBtnsList: [{ value: 'edit' }, { value: 'remove' }],
  hasPage: true,
  pageSize: 20,
};

const formDataOf = (fields: Json[]) => JSON.stringify({ labelWidth: 100, popupType: 'general', gutter: 15, span: 24, fields });

/** A draft design through the generic create route (as the page's own dialog saves one); answers its id. */
async function createDraft(fields: Json[] = goodsFields, fullName = NAME, enCode = 'designPageGoods'): Promise<string> {
  await call('/api/visualdev/Base', 'POST', {
    fullName,
    enCode,
    category: 'wd-customs',
    type: 1,
    webType: 2,
    dbLinkId: '0',
    tables: JSON.stringify([{ table: TABLE, tableName: fullName, typeId: '1', relationTable: '', relationField: '', tableField: '', fields: [] }]),
    formData: formDataOf(fields),
    columnData: JSON.stringify(goodsList),
  });
  const found = await call<{ list: { id: string; enCode: string }[] }>('/api/visualdev/Base', 'GET', { keyword: enCode, currentPage: 1, pageSize: 20 });
  const id = found.list.find((row) => row.enCode === enCode)?.id;
  if (!id) throw new Error('the draft design was not created');
  return id;
}

/** Turns the page's button check on and drops btn_add and btn_edit from its grants (a role that may only look). */
const lookOnly = (answer: CurrentUserResponse): CurrentUserResponse => {
  const flag = (menus: MenuItem[]): MenuItem[] =>
    menus.map((menu) => ({
      ...menu,
      ...(menu.id === PAGE_MENU ? { isButtonAuthorize: 1 } : {}),
      children: menu.children ? flag(menu.children) : menu.children,
    }));
  return {
    ...answer,
    menuList: flag(answer.menuList ?? []),
    routerList: [],
    permissionList: (answer.permissionList ?? []).map((entry) =>
      entry.modelId === PAGE_MENU ? { ...entry, button: (entry.button ?? []).filter((item) => !['btn_add', 'btn_edit'].includes(item.enCode)) } : entry,
    ),
  };
};

async function renderPage(): Promise<void> {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
      <Suspense fallback={null}>
        <DesignPage resource={resources.visualDev} modelId={PAGE_MENU} />
      </Suspense>
    </AdminContext>,
  );
  await screen.findAllByTestId('entity-row', undefined, { timeout: 10000 });
}

const rowOf = async (text: string): Promise<HTMLElement> =>
  waitFor(() => {
    const found = screen.getAllByTestId('entity-row').find((row) => row.textContent?.includes(text));
    if (!found) throw new Error(`no row with ${text}`);
    return found;
  });

/** The design's menus (type 3, propertyJson naming it), as stored. */
async function menusOf(designId: string) {
  const menus = await app().services.db.selectFrom('base_module').select(['id', 'parentId', 'fullName', 'propertyJson']).where('type', '=', 3).execute();
  return menus.filter((menu) => JSON.parse(menu.propertyJson ?? '{}').moduleId === designId);
}

/** Opens the row's edit dialog (the generic page's 编辑) and answers it with the form design's text area. */
async function editFormData(rowText: string): Promise<{ dialog: HTMLElement; formData: HTMLTextAreaElement }> {
  fireEvent.click(within(await rowOf(rowText)).getByRole('button', { name: '编辑' }));
  const dialog = await screen.findByTestId('entity-dialog', undefined, { timeout: 10000 });
  const editor = await within(dialog).findByTestId('design-json-formData', undefined, { timeout: 10000 });
  const formData = editor.querySelector('textarea:not([aria-hidden])') as HTMLTextAreaElement;
  await waitFor(() => expect(formData.value).toContain('goodsName'));
  return { dialog, formData };
}

beforeAll(() => {
  registerFormRuntime();
  // as src/app/feature-screens.ts and src/app/app.tsx hand them in
  registerPageExtensions({ rowExtras: { visualDev: DesignRowActions } });
  registerWidget('designJson', DesignJsonWidget);
  registerWidget('dictionaryTreeSelect', DictionaryTreeSelectWidget);
});

beforeEach(async () => {
  await i18nProvider.changeLocale('zh');
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
  resetSession();
  storageSet('language', 'zh');
});

describe('row actions', () => {
  it('发布 puts the design under the chosen directory as a type-3 menu, and the row reads 已发布', async () => {
    await signIn('admin');
    const id = await createDraft();
    await renderPage();
    expect(await rowOf(NAME)).toHaveTextContent('未发布');
    fireEvent.click(within(await rowOf(NAME)).getByTestId('design-release-open'));
    const dialog = await screen.findByTestId('design-release-dialog');
    const picker = within(dialog).getByTestId('design-release-parent');
    await waitFor(() => expect(picker.closest('.Mui-disabled')).toBeNull());
    // nothing chosen: the dialog asks for the parent, nothing is released
    fireEvent.click(within(dialog).getByTestId('design-release-confirm'));
    expect(await within(dialog).findByTestId('design-release-refusal')).toHaveTextContent('请选择上级菜单');
    expect(await menusOf(id)).toHaveLength(0);
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: '堆场管理' }));
    fireEvent.click(within(dialog).getByTestId('design-release-confirm'));
    await waitFor(() => expect(screen.queryByTestId('design-release-dialog')).not.toBeInTheDocument());
    const menus = await menusOf(id);
    expect(menus).toHaveLength(1);
    expect(menus[0]).toMatchObject({ parentId: 'm-yard', fullName: NAME });
    // the list is read again
    await waitFor(async () => expect(await rowOf(NAME)).toHaveTextContent('已发布'));
  });

  it('a release the server refuses (a widget not supported yet) shows its message in the dialog and creates no menu', async () => {
    await signIn('admin');
    const id = await createDraft([...goodsFields, field(TABLE, 'fancyGauge', 'gauge', '仪表盘', 104)]);
    await renderPage();
    fireEvent.click(within(await rowOf(NAME)).getByTestId('design-release-open'));
    const dialog = await screen.findByTestId('design-release-dialog');
    const picker = within(dialog).getByTestId('design-release-parent');
    await waitFor(() => expect(picker.closest('.Mui-disabled')).toBeNull());
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: '堆场管理' }));
    fireEvent.click(within(dialog).getByTestId('design-release-confirm'));
    expect(await within(dialog).findByTestId('design-release-refusal')).toHaveTextContent('表单中含有暂不支持的控件：fancyGauge，不能发布');
    expect(await menusOf(id)).toHaveLength(0);
  });

  it('复制 asks first, then adds a draft copy to the list', async () => {
    await signIn('admin');
    await createDraft();
    const before = (await call<{ pagination: { total: number } }>('/api/visualdev/Base', 'GET', { currentPage: 1, pageSize: 20 })).pagination.total;
    await renderPage();
    fireEvent.click(within(await rowOf(NAME)).getByTestId('design-copy'));
    expect(await screen.findByText('您确定要复制该功能表单, 是否继续?')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('design-copy-confirm'));
    await rowOf(`${NAME}.副本`);
    const after = (await call<{ pagination: { total: number } }>('/api/visualdev/Base', 'GET', { currentPage: 1, pageSize: 20 })).pagination.total;
    expect(after).toBe(before + 1);
  });

  it('预览 draws the current draft with the runtime form (editable, no save) under the list columns as a header row', async () => {
    await signIn('admin');
    const id = await createDraft();
    // released first, then changed: the preview shows the draft, not what the menu runs
    const directory = await app().services.db.selectFrom('base_module').select('id').where('id', '=', 'm-yard').executeTakeFirstOrThrow();
    await call(`/api/visualdev/Base/${id}/Actions/Release`, 'POST', { pc: 1, pcModuleParentId: directory.id });
    const info = await call<Json>(`/api/visualdev/Base/${id}`);
    await call(`/api/visualdev/Base/${id}`, 'PUT', { ...info, formData: formDataOf([...goodsFields, field(TABLE, 'comInput', 'origin', '产地(草稿)', 105)]) });
    await renderPage();
    fireEvent.click(within(await rowOf(NAME)).getByTestId('design-preview-open'));
    const preview = await screen.findByTestId('design-preview', undefined, { timeout: 10000 });
    const columns = await within(preview).findByTestId('design-preview-columns', undefined, { timeout: 10000 });
    expect(
      within(columns)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['货物名称', '件数列']);
    const name = within(preview).getByLabelText('货物名称');
    expect(within(preview).getByLabelText('备注说明')).toBeInTheDocument();
    expect(within(preview).getByLabelText('产地(草稿)')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: '钢材' } });
    expect(name).toHaveValue('钢材');
    // a close button and no save: a preview is never saved
    const frame = screen.getByTestId('online-form-dialog');
    expect(within(frame).getByTestId('design-preview-close')).toHaveTextContent('关闭');
    expect(within(frame).queryByRole('button', { name: /保存|确定|提交/ })).toBeNull();
  });

  it('without btn_add and btn_edit only 预览 is offered', async () => {
    server.use(
      http.get('*/api/oauth/CurrentUser', async ({ request: current }) => {
        const answer = (await (await forward(current)).json()) as { code: number; data: CurrentUserResponse };
        return HttpResponse.json({ ...answer, data: lookOnly(answer.data) });
      }),
    );
    await signIn('admin');
    await createDraft();
    await renderPage();
    const row = await rowOf(NAME);
    expect(within(row).getByTestId('design-preview-open')).toBeInTheDocument();
    expect(within(row).queryByTestId('design-release-open')).toBeNull();
    expect(within(row).queryByTestId('design-copy')).toBeNull();
  });
});

describe('the design dialog', () => {
  it('refuses to save formData that is no JSON, with the translated message, and saves it once it is', async () => {
    await signIn('admin');
    const id = await createDraft();
    const puts: string[] = [];
    server.use(
      http.put('*/api/visualdev/Base/*', ({ request: sent }) => {
        puts.push(new URL(sent.url).pathname);
        return undefined;
      }),
    );
    await renderPage();
    const { dialog, formData } = await editFormData(NAME);
    fireEvent.change(formData, { target: { value: '{"fields": [' } });
    expect(await within(dialog).findByTestId('design-json-invalid')).toHaveTextContent(/^JSON格式不正确/);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(puts).toHaveLength(0);
    expect(screen.getByTestId('entity-dialog')).toBeInTheDocument();
    // 格式化 lays valid JSON out; saved, the design holds it
    const fixed = formDataOf(goodsFields);
    fireEvent.change(formData, { target: { value: fixed } });
    await waitFor(() => expect(within(dialog).queryByTestId('design-json-invalid')).toBeNull());
    await waitFor(() => expect(within(dialog).getByTestId('design-json-format-formData')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('design-json-format-formData'));
    expect(formData.value).toBe(JSON.stringify(JSON.parse(fixed), null, 2));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('entity-dialog')).not.toBeInTheDocument());
    const stored = await call<Json>(`/api/visualdev/Base/${id}`);
    expect(stored.formData).toBe(JSON.stringify(JSON.parse(fixed), null, 2));
  });

  it('a form design with a widget the runtime does not support shows the converter’s warning', async () => {
    await signIn('admin');
    await createDraft();
    await renderPage();
    const { dialog, formData } = await editFormData(NAME);
    expect(await within(dialog).findByTestId('design-json-ok')).toHaveTextContent('共3个字段');
    fireEvent.change(formData, { target: { value: formDataOf([...goodsFields, field(TABLE, 'fancyGauge', 'gauge', '仪表盘', 104)]) } });
    expect(await within(dialog).findByTestId('design-json-warning')).toHaveTextContent('表单中含有暂不支持的控件：fancyGauge，不能发布');
    // a name SQL cannot take is the converter's refusal, in its own words
    fireEvent.change(formData, { target: { value: formDataOf([field(TABLE, 'comInput', 'bad name', '名称', 101)]) } });
    expect(await within(dialog).findByTestId('design-json-warning')).toHaveTextContent('字段名“bad name”不合法');
  });
});

describe('the category tree', () => {
  it('choosing a category lists its designs only, each with the category’s name', async () => {
    await signIn('admin');
    await createDraft();
    await renderPage();
    const tree = await screen.findByTestId('online-tree');
    fireEvent.click(await within(tree).findByText('报关业务'));
    await waitFor(() => {
      const rows = screen.getAllByTestId('entity-row').map((row) => row.textContent ?? '');
      expect(rows.some((text) => text.includes(NAME))).toBe(true);
      expect(rows.every((text) => text.includes('报关业务'))).toBe(true);
    });
    fireEvent.click(within(tree).getByTestId('online-tree-all'));
    await waitFor(() => expect(screen.getAllByTestId('entity-row').some((row) => row.textContent?.includes('集装箱业务'))).toBe(true));
  });
});
