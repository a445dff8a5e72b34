import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { http } from 'msw';
import ExcelJS from 'exceljs';
import { setUpInProcessServer } from '../in-process-server.ts';
import { md5Hex } from '../../../server/core/identity/password-hash.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest, request } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { resources } from '../../../src/crud/page-registry.ts';
import { ExcelExportButton } from '../../../src/crud/excel-export/excel-export-button.tsx';

// The export only reads: one app for the file.
const { server } = setUpInProcessServer();
const asked: URLSearchParams[] = [];
beforeEach(async () => {
  asked.length = 0;
  // Watches what the button asks, then lets the real app answer.
  server.use(
    http.get('*/api/permission/Users/ExportExcel', ({ request: call }) => {
      asked.push(new URL(call.url).searchParams);
      return undefined;
    }),
  );
  await i18nProvider.changeLocale('zh');
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
  resetSession();
  storageSet('language', 'zh');
  const login = await request<{ token: string }>({
    url: '/api/oauth/Login',
    method: 'POST',
    form: true,
    data: { account: 'admin', password: md5Hex('Portside2026') },
  });
  setToken(login.data?.token ?? '');
  setSessionToken(login.data?.token ?? '');
});

async function sheetAt(url: string): Promise<string[][]> {
  const bytes = await (await fetch(`${window.location.origin}${url}`)).arrayBuffer();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return rows;
}

describe('the list’s Export button (GET base/ExportExcel)', () => {
  const user = resources.user;
  if (!user) throw new Error('no user resource');
  const renderButton = (downloads: string[]) =>
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ExcelExportButton
          resource={user}
          list={{ keyword: '李', sort: { field: 'account', order: 'ASC' }, page: 1, perPage: 20 }}
          onDownload={(url) => downloads.push(url)}
        />
      </AdminContext>,
    );

  it('asks for the list’s rows and the chosen columns, then downloads the sheet', async () => {
    const downloads: string[] = [];
    renderButton(downloads);
    fireEvent.click(screen.getByTestId('excel-export'));
    const dialog = await screen.findByTestId('excel-export-dialog');
    expect(within(dialog).getByText('导出数据')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('全部页面数据'));
    for (const label of ['岗位', '角色', '分组', '手机', '邮箱', '入职日期', '状态', '排序', '说明', '所属组织'])
      fireEvent.click(within(dialog).getByLabelText(label));
    fireEvent.click(within(dialog).getByTestId('excel-export-confirm'));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(Object.fromEntries(asked[0]?.entries() ?? [])).toMatchObject({
      keyword: '李',
      sidx: 'account',
      sort: 'asc',
      dataType: '1',
      selectKey: 'account,realName,gender',
    });
    expect(await sheetAt(downloads[0] as string)).toEqual([
      ['账户', '姓名', '性别'],
      ['staff', '李操作', '女'],
    ]);
    await waitFor(() => expect(screen.queryByTestId('excel-export-dialog')).not.toBeInTheDocument());
  });

  it('cannot export without a column', async () => {
    renderButton([]);
    fireEvent.click(screen.getByTestId('excel-export'));
    const dialog = await screen.findByTestId('excel-export-dialog');
    fireEvent.click(within(dialog).getByLabelText('全选'));
    expect(within(dialog).getByText('请至少选择一个导出字段')).toBeInTheDocument();
    expect(within(dialog).getByTestId('excel-export-confirm')).toBeDisabled();
    expect(asked).toHaveLength(0);
  });
});
