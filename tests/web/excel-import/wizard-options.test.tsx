import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { http } from 'msw';
import { ExcelImportButton } from '../../../src/crud/excel-import/excel-import-button.tsx';
import { i18nProvider, openWizard, ORG, previewSheet, setUpImportTests, sheetFile, USER_HEADER } from './import-kit.tsx';

const backend = setUpImportTests();

describe('the import wizard’s options and languages', () => {
  it('speaks under another API base, upload address and exception path (online development’s)', async () => {
    const asked: string[] = [];
    // The real app has no online-development import yet: each call is noted, then the users' route of the same name answers it.
    backend.server.use(
      http.all('*/api/visualdev/OnlineDev/*', async ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${request.method} ${url.pathname}`);
        url.pathname = `/api/permission/Users/${url.pathname.split('/').pop() ?? ''}`;
        const body = request.method === 'GET' ? undefined : await request.arrayBuffer();
        return backend.forward(new Request(url, { method: request.method, headers: request.headers, body }));
      }),
    );
    const rendered = await openWizard({
      apiBase: '/api/visualdev/OnlineDev/m1',
      uploadUrl: '/api/visualdev/OnlineDev/Uploader',
      exceptionPath: 'ImportExceptionData',
    });
    fireEvent.click(screen.getByTestId('excel-import-template'));
    await waitFor(() => expect(rendered.downloads).toHaveLength(1));
    await previewSheet(await sheetFile('rows.xlsx', USER_HEADER, [['imp02', '', ORG]]));
    fireEvent.click(screen.getByTestId('excel-import-submit'));
    fireEvent.click(await screen.findByTestId('excel-import-export-failures'));
    await waitFor(() => expect(rendered.downloads).toHaveLength(2));
    expect(asked).toEqual([
      'GET /api/visualdev/OnlineDev/m1/TemplateDownload',
      'POST /api/visualdev/OnlineDev/Uploader',
      'GET /api/visualdev/OnlineDev/m1/ImportPreview',
      'POST /api/visualdev/OnlineDev/m1/ImportData',
      'POST /api/visualdev/OnlineDev/m1/ImportExceptionData',
    ]);
  });

  it('speaks traditional Chinese', async () => {
    await i18nProvider.changeLocale('zh-TW');
    await openWizard();
    expect(screen.getByTestId('excel-import')).toHaveTextContent('導入');
    expect(screen.getByText('批量導入')).toBeInTheDocument();
    expect(screen.getByTestId('excel-import-step-upload')).toHaveTextContent('上傳文件');
    expect(screen.getByTestId('excel-import-step-preview')).toHaveTextContent('數據預覽');
    expect(screen.getByTestId('excel-import-step-result')).toHaveTextContent('導入數據');
    expect(screen.getByTestId('excel-import-template')).toHaveTextContent('下載模板');
    fireEvent.click(screen.getByTestId('excel-import-next'));
    expect(await screen.findByText('請先上傳文件')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await i18nProvider.changeLocale('en');
    await openWizard();
    expect(screen.getByTestId('excel-import')).toHaveTextContent('Import');
    expect(screen.getByTestId('excel-import-step-upload')).toHaveTextContent('Upload file');
    expect(screen.getByTestId('excel-import-step-preview')).toHaveTextContent('Preview data');
    expect(screen.getByTestId('excel-import-step-result')).toHaveTextContent('Import data');
    fireEvent.change(screen.getByTestId('excel-import-file'), { target: { files: [new File(['x'], 'rows.txt')] } });
    expect(await screen.findByText('Choose an xls or xlsx file')).toBeInTheDocument();
  });

  it('shows the title it is given, and every opening starts from an empty first step', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ExcelImportButton apiBase="/api/permission/Users" title="导入用户" onImported={() => undefined} />
      </AdminContext>,
    );
    fireEvent.click(screen.getByTestId('excel-import'));
    expect(await screen.findByText('导入用户')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('excel-import-file'), { target: { files: [await sheetFile('rows.xlsx', USER_HEADER, [['imp01', '导入一', ORG]])] } });
    await waitFor(() => expect(screen.getByTestId('excel-import-next')).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('excel-import-dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('excel-import'));
    await screen.findByTestId('excel-import-dialog');
    expect(screen.queryByTestId('excel-import-sheet')).toBeNull();
  });
});
