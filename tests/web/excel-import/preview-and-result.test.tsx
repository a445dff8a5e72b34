import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { app, openWizard, ORG, previewSheet, setUpImportTests, sheetFile, sheetRows, toasts, USER_HEADER } from './import-kit.tsx';

const backend = setUpImportTests();
const imports: unknown[][] = [];
const exceptions: unknown[][] = [];
beforeEach(() => {
  imports.length = 0;
  exceptions.length = 0;
  // Watches what the wizard sends, then lets the real app answer.
  backend.server.use(
    http.post('*/api/permission/Users/ImportData', async ({ request }) => {
      imports.push(((await request.clone().json()) as { list: unknown[] }).list);
      return undefined;
    }),
    http.post('*/api/permission/Users/ExportExceptionData', async ({ request }) => {
      exceptions.push(((await request.clone().json()) as { list: unknown[] }).list);
      return undefined;
    }),
  );
});

const accounts = async (...names: string[]) =>
  (await app().services.db.selectFrom('base_user').select(['account', 'realName']).where('account', 'in', names).orderBy('account').execute()).map(
    (row) => `${row.account}:${row.realName}`,
  );
const count = () => screen.getByTestId('excel-import-count').textContent;
const rows = () => screen.getAllByTestId('excel-import-row');

describe('the import wizard’s preview (数据预览) and result (导入数据)', () => {
  it('previews the sheet under its header row, lets rows be corrected and deleted, imports them and lists the failures with 异常原因', async () => {
    const rendered = await openWizard();
    await previewSheet(
      await sheetFile('users.xlsx', USER_HEADER, [
        ['imp01', '导入一', ORG],
        ['imp02', '', ORG],
        ['imp03', '导入三', ORG],
      ]),
    );
    expect(screen.getByTestId('excel-import-step-preview')).toHaveTextContent('数据预览');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([...USER_HEADER, '操作']);
    expect(count()).toBe('共3条数据');
    fireEvent.change(within(rows()[0] as HTMLElement).getByLabelText('姓名'), { target: { value: '导入甲' } });
    fireEvent.click(within(rows()[2] as HTMLElement).getByTestId('excel-import-remove-row'));
    expect(count()).toBe('共2条数据');
    expect(screen.queryByDisplayValue('imp03')).toBeNull();

    fireEvent.click(screen.getByTestId('excel-import-submit'));
    await screen.findByTestId('excel-import-fnum');
    expect(imports).toEqual([
      [
        { account: 'imp01', realName: '导入甲', organizeId: ORG },
        { account: 'imp02', realName: '', organizeId: ORG },
      ],
    ]);
    expect(screen.getByText('错误提醒：导入失败数据展示')).toBeInTheDocument();
    expect(screen.getByTestId('excel-import-snum')).toHaveTextContent('正常数量条数：1条');
    expect(screen.getByTestId('excel-import-fnum')).toHaveTextContent('异常数量条数：1条');
    const failed = screen.getAllByTestId('excel-import-failed-row');
    expect(failed).toHaveLength(1);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['异常原因', ...USER_HEADER]);
    const cells = within(failed[0] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['imp02', '', ORG]);
    expect(cells[0]).toMatch(/姓名/);
    expect(await accounts('imp01', 'imp02', 'imp03')).toEqual(['imp01:导入甲']);

    fireEvent.click(screen.getByTestId('excel-import-export-failures'));
    await waitFor(() => expect(rendered.downloads).toHaveLength(1));
    expect(exceptions).toEqual([[expect.objectContaining({ account: 'imp02', errorsInfo: cells[0] })]]);
    const { url, name } = rendered.downloads[0] ?? { url: '', name: '' };
    expect(name).toBe('用户管理_导入异常数据.xlsx');
    const sheet = await sheetRows(url);
    expect(sheet[0]).toContain('异常原因');
    expect(sheet[1]).toEqual(expect.arrayContaining(['imp02', cells[0]]));

    expect(rendered.imported()).toBe(0);
    fireEvent.click(screen.getByTestId('excel-import-close'));
    expect(rendered.imported()).toBe(1);
    expect(screen.queryByTestId('excel-import-dialog')).toBeNull();
  });

  it('says 导入数据为空 when every row was deleted, and imports nothing', async () => {
    await openWizard();
    await previewSheet(await sheetFile('users.xlsx', USER_HEADER, [['imp01', '导入一', ORG]]));
    fireEvent.click(screen.getByTestId('excel-import-remove-row'));
    expect(count()).toBe('共0条数据');
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('excel-import-submit'));
    expect(await screen.findByText('导入数据为空')).toBeInTheDocument();
    expect(imports).toEqual([]);
    expect(screen.getByTestId('excel-import-submit')).toBeInTheDocument();
  });

  it('shows 批量导入成功 with the count when every row went in, and the list refreshes on 关闭', async () => {
    const rendered = await openWizard();
    await previewSheet(await sheetFile('users.xlsx', USER_HEADER, [['imp01', '导入一', ORG]]));
    fireEvent.click(screen.getByTestId('excel-import-submit'));
    expect(await screen.findByText('批量导入成功')).toBeInTheDocument();
    expect(screen.getByTestId('excel-import-snum')).toHaveTextContent('您已成功导入1条数据');
    expect(screen.getByTestId('excel-import-step-result')).toHaveTextContent('导入数据');
    expect(screen.queryByTestId('excel-import-export-failures')).toBeNull();
    expect(screen.queryByTestId('excel-import-failed-row')).toBeNull();
    fireEvent.click(screen.getByTestId('excel-import-close'));
    expect(rendered.imported()).toBe(1);
    expect(await accounts('imp01')).toEqual(['imp01:导入一']);
  });

  it('does not refresh the list when nothing went in', async () => {
    const rendered = await openWizard();
    await previewSheet(await sheetFile('users.xlsx', USER_HEADER, [['imp02', '', ORG]]));
    fireEvent.click(screen.getByTestId('excel-import-submit'));
    expect(await screen.findByTestId('excel-import-fnum')).toHaveTextContent('异常数量条数：1条');
    expect(screen.getByTestId('excel-import-snum')).toHaveTextContent('正常数量条数：0条');
    fireEvent.click(screen.getByTestId('excel-import-close'));
    expect(rendered.imported()).toBe(0);
  });

  it('keeps the preview as it was when the import is refused, and goes back to the file', async () => {
    backend.server.use(http.post('*/api/permission/Users/ImportData', () => HttpResponse.json({ code: 400, msg: '导入失败，请重试' })));
    const rendered = await openWizard();
    await previewSheet(await sheetFile('users.xlsx', USER_HEADER, [['imp01', '导入一', ORG]]));
    fireEvent.click(screen.getByTestId('excel-import-submit'));
    await waitFor(() => expect(toasts).toEqual(['导入失败，请重试']));
    await waitFor(() => expect(screen.getByTestId('excel-import-submit')).toBeEnabled());
    expect(screen.getByDisplayValue('imp01')).toBeInTheDocument();
    expect(count()).toBe('共1条数据');
    fireEvent.click(screen.getByTestId('excel-import-prev'));
    expect(screen.getByTestId('excel-import-sheet-name')).toHaveTextContent('users.xlsx');
    fireEvent.click(screen.getByTestId('excel-import-next'));
    expect(await screen.findByDisplayValue('imp01')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('excel-import-prev'));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(rendered.imported()).toBe(0);
    expect(await accounts('imp01')).toEqual([]);
  });

  it('pages the preview and shows the page before when a deletion empties the last one', async () => {
    await openWizard();
    const many = Array.from({ length: 21 }, (_, index) => [`imp${String(index).padStart(2, '0')}`, `导入${index}`, ORG]);
    await previewSheet(await sheetFile('users.xlsx', USER_HEADER, many));
    expect(count()).toBe('共21条数据');
    expect(rows()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(rows()).toHaveLength(1);
    expect(screen.getByDisplayValue('imp20')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('excel-import-remove-row'));
    expect(rows()).toHaveLength(20);
    expect(count()).toBe('共20条数据');
  });

  it('refuses more than 1000 rows, whether the server or the wizard counts them', async () => {
    await openWizard();
    const tooMany = Array.from({ length: 1001 }, (_, index) => [`imp${index}`, '导入', ORG]);
    const file = await sheetFile('users.xlsx', USER_HEADER, tooMany);
    fireEvent.change(screen.getByTestId('excel-import-file'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByTestId('excel-import-next')).toBeEnabled());
    fireEvent.click(screen.getByTestId('excel-import-next'));
    await waitFor(() => expect(toasts).toEqual(['导入数据不能超过1000条']));
    expect(screen.queryByTestId('excel-import-submit')).toBeNull();

    // A backend that previews them all (one more than the limit) is refused by the wizard itself.
    backend.server.use(
      http.get('*/api/permission/Users/ImportPreview', () =>
        HttpResponse.json({
          code: 200,
          data: { headerRow: [{ field: 'account', title: '账户' }], dataRow: tooMany.map(([account]) => ({ account })) },
        }),
      ),
    );
    fireEvent.click(screen.getByTestId('excel-import-next'));
    expect(await screen.findByText('导入数据不能超过1000条')).toBeInTheDocument();
    expect(toasts).toHaveLength(1);
    expect(screen.queryByTestId('excel-import-submit')).toBeNull();
    expect(screen.getByTestId('excel-import-sheet')).toBeInTheDocument();
  });
});
