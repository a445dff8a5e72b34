import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import ExcelJS from 'exceljs';
import { setUpInProcessServer } from './in-process-server.ts';
import { withNodeFormData } from './in-process-session.ts';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../src/lib/request/request.ts';
import { resetSession } from '../../src/lib/auth/session-store.ts';
import { storageSet } from '../../src/lib/storage/jnpf-storage.ts';
import { registerFormRuntime } from '../../src/form-runtime/register-form-runtime.ts';
import { renderRoute, routeOfDesign, rowTexts, signIn } from './online-form-kit.tsx';

/**
 * The 舱单 page (the demo online design 'vd-customs-manifest', whose list has the upload button;
 * issue 14 points 3 and 5) against the real server: the generic list page shows the 导入 button,
 * and the generic import wizard runs under the design's OnlineDev base: a sheet uploaded to
 * {modelId}/Uploader, previewed by {modelId}/ImportPreview, imported by {modelId}/ImportData, and
 * the list shows the new row once the wizard closes.
 */

const MANIFEST = 'vd-customs-manifest';
const BASE = `/api/visualdev/OnlineDev/${MANIFEST}`;
const HEADER = ['船名', '航次', '进出口', '提单号', '发货人', '收货人', '货物名称', '件数', '毛重'];

const { server } = setUpInProcessServer();
withNodeFormData();

beforeAll(() => {
  // Each wizard step is a round trip through the real app, writing and reading sheets.
  configure({ asyncUtilTimeout: 10_000 });
  vi.setConfig({ testTimeout: 60_000 });
  registerFormRuntime();
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
});

beforeEach(async () => {
  await i18nProvider.changeLocale('zh');
  resetSession();
  storageSet('language', 'zh');
  await signIn('admin');
});

/** The paths of the OnlineDev calls the page makes (the real app answers them). */
function watchCalls(): string[] {
  const calls: string[] = [];
  server.use(
    http.all('*/api/visualdev/OnlineDev/*', ({ request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return undefined;
    }),
  );
  return calls;
}

async function manifestSheet(rows: (string | number)[][]): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('舱单');
  for (const row of [HEADER, ...rows]) sheet.addRow(row);
  const bytes = await book.xlsx.writeBuffer();
  return new File([bytes], '舱单.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

describe('the 舱单 online list’s Excel import', () => {
  it('shows the 导入 button, and its wizard opens on the upload step', async () => {
    await renderRoute(routeOfDesign(MANIFEST));
    const button = screen.getByTestId('excel-import');
    expect(button).toHaveTextContent('导入');
    fireEvent.click(button);
    const dialog = await screen.findByTestId('excel-import-dialog');
    expect(within(dialog).getByText('批量导入')).toBeInTheDocument();
    expect(within(dialog).getByTestId('excel-import-step-upload')).toHaveTextContent('上传文件');
    expect(within(dialog).getByTestId('excel-import-template')).toBeInTheDocument();
  });

  it('uploads, previews and imports a sheet through the design’s OnlineDev routes, and the list shows the new row', async () => {
    const calls = watchCalls();
    await renderRoute(routeOfDesign(MANIFEST));
    expect(rowTexts().some((text) => text.includes('网页导入号'))).toBe(false);
    fireEvent.click(screen.getByTestId('excel-import'));
    await screen.findByTestId('excel-import-dialog');

    const file = await manifestSheet([['网页导入号', 'W01', '出口', 'WEBIMPORT01', '厦门发货', '大连收货', '木材', 8, 900]]);
    fireEvent.change(screen.getByTestId('excel-import-file'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByTestId('excel-import-next')).toBeEnabled());
    expect(screen.getByTestId('excel-import-sheet-name')).toHaveTextContent('舱单.xlsx');
    fireEvent.click(screen.getByTestId('excel-import-next'));
    await screen.findByTestId('excel-import-submit');
    expect(screen.getByDisplayValue('WEBIMPORT01')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('excel-import-submit'));
    await screen.findByTestId('excel-import-success');
    fireEvent.click(screen.getByTestId('excel-import-close'));
    await waitFor(() => expect(screen.queryByTestId('excel-import-dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowTexts().some((text) => text.includes('网页导入号') && text.includes('出口'))).toBe(true));

    expect(calls).toEqual(expect.arrayContaining([`POST ${BASE}/Uploader`, `GET ${BASE}/ImportPreview`, `POST ${BASE}/ImportData`]));
  });
});
