import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setUpInProcessServer } from './in-process-server.ts';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../src/lib/request/request.ts';
import { resetSession } from '../../src/lib/auth/session-store.ts';
import type { CurrentUserResponse, MenuItem } from '../../src/lib/auth/current-user-types.ts';
import { storageSet } from '../../src/lib/storage/jnpf-storage.ts';
import { registerFormRuntime } from '../../src/form-runtime/register-form-runtime.ts';
import { call, column, field, releaseDesign, renderRoute, routeOfDesign, rowOf, rowTexts, signIn, type Json } from './online-form-kit.tsx';

/**
 * The inline-edit list (columnData type 4, contract §7.3) against the real server: 编辑 turns a
 * row's list columns into the form runtime's widgets with the record's raw values, 保存 checks the
 * cells with the form's rules and saves through PUT/POST OnlineDev/{modelId}, 取消 restores the row,
 * 新增 adds an editable row on top, and btn_edit still guards 编辑. No demo design is of type 4, so
 * the test releases its own.
 */

const { server, app, forward } = setUpInProcessServer();

const TABLE = 'online_web_test_inline';
const fields = [
  field(TABLE, 'comInput', 'goodsName', '货物名称', 101, { config: { required: true } }),
  field(TABLE, 'select', 'goodsKind', '货物类别', 102, {
    config: { dataType: 'static' },
    props: {
      options: [
        { id: 'bulk', fullName: '散货' },
        { id: 'box', fullName: '集装箱' },
      ],
      props: { props: { label: 'fullName', value: 'id' } },
      multiple: false,
    },
  }),
  field(TABLE, 'comInput', 'remark', '备注', 103),
  field(TABLE, 'editor', 'notes', '说明', 104),
];
const inlineList: Json = {
  type: 4,
  columnList: [
    column('goodsName', '货物名称', 'comInput'),
    column('goodsKind', '货物类别', 'select'),
    column('remark', '备注', 'comInput'),
    column('notes', '说明', 'editor'),
  ],
  btnsList: [{ value: 'add' }],
  columnBtnsList: [{ value: 'edit' }, { value: 'remove' }],
  hasPage: true,
  pageSize: 20,
  sort: 'desc',
  defaultSidx: '',
};

let designId = '';

beforeAll(async () => {
  registerFormRuntime();
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
  await signIn('admin');
  designId = await releaseDesign(app(), { fullName: '行内编辑(测试)', enCode: 'webTestInline', table: TABLE, fields, columnData: inlineList }, [
    { goodsName: '钢材', goodsKind: 'bulk', remark: '一号库' },
    { goodsName: '电子产品', goodsKind: 'box', remark: '' },
  ]);
});

beforeEach(async () => {
  await i18nProvider.changeLocale('zh');
  resetSession();
  storageSet('language', 'zh');
  await signIn('admin');
});

/** The writes the page sends to the design's runtime routes. */
function watchWrites(): { method: string; path: string; data: Json }[] {
  const writes: { method: string; path: string; data: Json }[] = [];
  server.use(
    http.all('*/api/visualdev/OnlineDev/*', async ({ request: sent }) => {
      const path = new URL(sent.url).pathname;
      if ((sent.method === 'POST' && path === `/api/visualdev/OnlineDev/${designId}`) || sent.method === 'PUT') {
        const body = (await sent.clone().json()) as { data: string };
        writes.push({ method: sent.method, path, data: JSON.parse(body.data) as Json });
      }
      return undefined;
    }),
  );
  return writes;
}

/** The stored records of the design, as the server's list answers them. */
async function stored(): Promise<Json[]> {
  const answer = await call<{ list: Json[] }>(`/api/visualdev/OnlineDev/${designId}/List`, 'POST', {
    currentPage: 1,
    pageSize: 100,
    sort: 'desc',
    sidx: '',
    queryJson: '{}',
    superQueryJson: '',
  });
  return answer.list;
}

const inputOf = (row: HTMLElement, name: string): HTMLInputElement => {
  const input = within(row).getByTestId(`inline-edit-cell-${name}`).querySelector('input');
  if (!input) throw new Error(`no input in the ${name} cell`);
  return input;
};

async function startEditing(text: string): Promise<HTMLElement> {
  fireEvent.click(within(rowOf(text)).getByRole('button', { name: '编辑' }));
  const row = rowOf(text);
  await waitFor(() => expect(within(row).getByTestId('inline-edit-cell-goodsName')).toBeInTheDocument());
  return row;
}

describe('an inline-edit list (type 4)', () => {
  it('编辑 turns the row into widgets holding the raw values; 保存 updates the record and the list shows its display value', async () => {
    const writes = watchWrites();
    await renderRoute(routeOfDesign(designId));
    expect(rowOf('钢材')).toHaveTextContent('散货');
    const row = await startEditing('钢材');
    // the widgets, with the stored values (the select holds the option's id, shown by its label)
    expect(inputOf(row, 'goodsName')).toHaveValue('钢材');
    expect(inputOf(row, 'remark')).toHaveValue('一号库');
    expect(within(row).getByTestId('inline-edit-cell-goodsKind')).toHaveTextContent('散货');
    // the row's actions are 保存 and 取消 now
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row).queryByTestId('entity-delete')).toBeNull();
    fireEvent.change(inputOf(row, 'goodsName'), { target: { value: '钢板' } });
    fireEvent.click(within(row).getByTestId('inline-edit-save'));
    await waitFor(() => expect(rowTexts().some((text) => text.includes('钢板'))).toBe(true));
    expect(writes).toHaveLength(1);
    expect(writes[0]?.method).toBe('PUT');
    expect(writes[0]?.path).toMatch(new RegExp(`/OnlineDev/${designId}/[^/]+$`));
    expect(writes[0]?.data).toMatchObject({ goodsName: '钢板', goodsKind: 'bulk', remark: '一号库' });
    await waitFor(() => expect(within(rowOf('钢板')).queryByTestId('inline-edit-cell-goodsName')).toBeNull());
    expect(rowOf('钢板')).toHaveTextContent('散货');
    expect((await stored()).find((record) => record.goodsName === '钢板')).toBeTruthy();
  });

  it('a cell that breaks the form’s rules shows its message and nothing is saved; 取消 restores the row', async () => {
    const writes = watchWrites();
    await renderRoute(routeOfDesign(designId));
    const row = await startEditing('电子产品');
    fireEvent.change(inputOf(row, 'goodsName'), { target: { value: '' } });
    fireEvent.click(within(row).getByTestId('inline-edit-save'));
    expect(await within(row).findByText('货物名称不能为空')).toBeInTheDocument();
    expect(writes).toHaveLength(0);
    fireEvent.click(within(row).getByTestId('inline-edit-cancel'));
    await waitFor(() => expect(within(row).queryByTestId('inline-edit-cell-goodsName')).toBeNull());
    expect(row).toHaveTextContent('电子产品');
    expect(row).toHaveTextContent('集装箱');
    expect(within(row).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(writes).toHaveLength(0);
    expect((await stored()).some((record) => record.goodsName === '电子产品')).toBe(true);
  });

  it('the server’s refusal is shown on the row, which stays in edit', async () => {
    server.use(http.put(`*/api/visualdev/OnlineDev/${designId}/:id`, () => HttpResponse.json({ code: 400, msg: '货物名称已存在', data: null })));
    await renderRoute(routeOfDesign(designId));
    const row = await startEditing('电子产品');
    fireEvent.change(inputOf(row, 'goodsName'), { target: { value: '电子元件' } });
    fireEvent.click(within(row).getByTestId('inline-edit-save'));
    expect(await within(row).findByTestId('inline-edit-message')).toHaveTextContent('货物名称已存在');
    expect(inputOf(row, 'goodsName')).toHaveValue('电子元件');
    expect((await stored()).some((record) => record.goodsName === '电子元件')).toBe(false);
  });

  it('新增 adds an editable row on top that saves as a new record; 取消 drops such a row', async () => {
    const writes = watchWrites();
    await renderRoute(routeOfDesign(designId));
    const before = rowTexts().length;
    fireEvent.click(screen.getByTestId('entity-add'));
    expect(screen.queryByTestId('online-form-dialog')).toBeNull();
    await waitFor(() => expect(rowTexts()).toHaveLength(before + 1));
    const row = screen.getAllByTestId('entity-row')[0] as HTMLElement;
    expect(inputOf(row, 'goodsName')).toHaveValue('');
    // an empty required cell is refused before anything is sent
    fireEvent.click(within(row).getByTestId('inline-edit-save'));
    expect(await within(row).findByText('货物名称不能为空')).toBeInTheDocument();
    fireEvent.change(inputOf(row, 'goodsName'), { target: { value: '木材' } });
    fireEvent.change(inputOf(row, 'remark'), { target: { value: '三号库' } });
    fireEvent.click(within(row).getByTestId('inline-edit-save'));
    await waitFor(() => expect(rowTexts().some((text) => text.includes('木材'))).toBe(true));
    await waitFor(() => expect(rowTexts()).toHaveLength(before + 1));
    expect(writes.map((write) => write.method)).toEqual(['POST']);
    expect(writes[0]?.data).toMatchObject({ goodsName: '木材', remark: '三号库' });
    expect((await stored()).filter((record) => record.goodsName === '木材')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('entity-add'));
    await waitFor(() => expect(rowTexts()).toHaveLength(before + 2));
    fireEvent.click(within(screen.getAllByTestId('entity-row')[0] as HTMLElement).getByTestId('inline-edit-cancel'));
    await waitFor(() => expect(rowTexts()).toHaveLength(before + 1));
    expect(writes).toHaveLength(1);
  });

  it('a widget left to the form (rich text) stays read-only in the edited row, with a link to the record’s full form', async () => {
    const writes = watchWrites();
    await renderRoute(routeOfDesign(designId));
    const row = await startEditing('电子产品');
    expect(within(row).queryByTestId('inline-edit-cell-notes')).toBeNull();
    fireEvent.click(within(row).getByTestId('inline-edit-full-form'));
    const dialog = await screen.findByTestId('online-form-dialog');
    const name = within(dialog).getByLabelText('货物名称');
    await waitFor(() => expect(name).toHaveValue('电子产品'));
    fireEvent.change(name, { target: { value: '电子器件' } });
    fireEvent.click(within(dialog).getByTestId('online-form-save'));
    await waitFor(() => expect(screen.queryByTestId('online-form-dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowTexts().some((text) => text.includes('电子器件'))).toBe(true));
    expect(writes.map((write) => write.method)).toEqual(['PUT']);
    expect(within(rowOf('电子器件')).queryByTestId('inline-edit-save')).toBeNull();
  });

  it('a user without btn_edit sees no 编辑', async () => {
    const menuId = routeOfDesign(designId).meta.modelId;
    const flag = (menus: MenuItem[]): MenuItem[] =>
      menus.map((menu) => ({
        ...menu,
        ...(menu.id === menuId ? { isButtonAuthorize: 1 } : {}),
        children: menu.children ? flag(menu.children) : menu.children,
      }));
    server.use(
      http.get('*/api/oauth/CurrentUser', async ({ request: current }) => {
        const answer = (await (await forward(current)).json()) as { code: number; data: CurrentUserResponse };
        const data = answer.data;
        return HttpResponse.json({
          ...answer,
          data: {
            ...data,
            menuList: flag(data.menuList ?? []),
            routerList: [],
            // a role granted the page's 新增 and 删除, not its 编辑
            permissionList: [
              ...(data.permissionList ?? []).filter((entry) => entry.modelId !== menuId),
              { modelId: menuId, button: [{ enCode: 'btn_add' }, { enCode: 'btn_remove' }] },
            ],
          },
        });
      }),
    );
    resetSession();
    await signIn('admin');
    await renderRoute(routeOfDesign(designId));
    const row = rowOf('电子器件');
    expect(within(row).getByTestId('entity-delete')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    // 新增 still adds a row inline
    fireEvent.click(screen.getByTestId('entity-add'));
    await waitFor(() => expect(within(screen.getAllByTestId('entity-row')[0] as HTMLElement).getByTestId('inline-edit-save')).toBeInTheDocument());
  });
});
