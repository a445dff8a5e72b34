import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { openWizard, setUpImportTests, sheetFile, sheetRows, toasts } from './import-kit.tsx';

const backend = setUpImportTests();
const uploads: string[] = [];
const previews: string[] = [];
beforeEach(() => {
  uploads.length = 0;
  previews.length = 0;
  // Watches what the wizard asks, then lets the route answer.
  backend.server.use(
    http.post('*/api/permission/Users/Uploader', async ({ request }) => {
      const file = (await request.clone().formData()).get('file');
      // Node's File, not the jsdom global of the test
      uploads.push(file !== null && typeof file !== 'string' ? file.name : '');
      return undefined;
    }),
    http.get('*/api/permission/Users/ImportPreview', ({ request }) => {
      previews.push(new URL(request.url).searchParams.get('fileName') ?? '');
      return undefined;
    }),
  );
});

const fileInput = () => screen.getByTestId('excel-import-file') as HTMLInputElement;
const pick = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const sheetName = () => screen.getByTestId('excel-import-sheet-name').textContent;

describe('the import wizard’s first step (上传文件)', () => {
  it('shows the three steps and asks for a file before going on', async () => {
    await openWizard();
    expect(screen.getByText('批量导入')).toBeInTheDocument();
    expect(screen.getByTestId('excel-import-step-upload')).toHaveTextContent('上传文件');
    expect(screen.getByTestId('excel-import-step-preview')).toHaveTextContent('数据预览');
    expect(screen.getByTestId('excel-import-step-result')).toHaveTextContent('导入数据');
    fireEvent.click(screen.getByTestId('excel-import-next'));
    expect(await screen.findByText('请先上传文件')).toBeInTheDocument();
    expect(previews).toEqual([]);
    expect(screen.getByTestId('excel-import-pick')).toBeInTheDocument();
  });

  it('refuses a file that is not xls or xlsx, and one over 500 KB, without uploading it', async () => {
    await openWizard();
    pick(new File(['a,b'], 'users.csv', { type: 'text/csv' }));
    expect(await screen.findByText('请选择xls、xlsx类型的文件')).toBeInTheDocument();
    pick(new File([new Uint8Array(500 * 1024 + 1)], 'big.xlsx'));
    // react-admin shows one notice at a time: the second waits for the first to hide.
    expect(await screen.findByText('文件大小不能超过500KB', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(uploads).toEqual([]);
    expect(screen.queryByTestId('excel-import-sheet')).toBeNull();
  });

  it('keeps only the latest file, picked or dropped, and previews that one', async () => {
    await openWizard();
    pick(await sheetFile('first.xlsx', ['账户', '姓名'], [['first', '第一']]));
    await waitFor(() => expect(sheetName()).toBe('first.xlsx'));
    // uploaded: the next file may come
    await waitFor(() => expect(screen.getByTestId('excel-import-next')).toBeEnabled());
    const second = await sheetFile('second#.xlsx', ['账户', '姓名'], [['second', '第二']]);
    fireEvent.drop(screen.getByTestId('excel-import-drop'), { dataTransfer: { files: [second] } });
    // '#' is hidden in a shown file name (spec lowcode §5)
    await waitFor(() => expect(sheetName()).toBe('second.xlsx'));
    expect(screen.getAllByTestId('excel-import-sheet')).toHaveLength(1);
    expect(uploads).toEqual(['first.xlsx', 'second#.xlsx']);
    await waitFor(() => expect(screen.getByTestId('excel-import-next')).toBeEnabled());
    fireEvent.click(screen.getByTestId('excel-import-next'));
    expect(await screen.findByDisplayValue('second')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('first')).toBeNull();
    expect(previews).toHaveLength(1);
  });

  it('takes no other file while one uploads, and a file removed meanwhile stays removed', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered = false;
    // The upload is held back until the test lets it answer.
    backend.server.use(
      http.post(
        '*/api/permission/Users/Uploader',
        async ({ request }) => {
          const copy = request.clone();
          await held;
          const answer = await backend.forward(copy);
          answered = true;
          return answer;
        },
        { once: true },
      ),
    );
    await openWizard();
    pick(await sheetFile('slow.xlsx', ['账户', '姓名'], [['slow', '慢']]));
    await waitFor(() => expect(sheetName()).toBe('slow.xlsx'));
    expect(screen.getByText('上传中')).toBeInTheDocument();
    expect(screen.getByTestId('excel-import-pick')).toBeDisabled();
    expect(screen.getByTestId('excel-import-next')).toBeDisabled();
    fireEvent.drop(screen.getByTestId('excel-import-drop'), { dataTransfer: { files: [await sheetFile('other.xlsx', ['账户'], [['x']])] } });
    expect(sheetName()).toBe('slow.xlsx');
    fireEvent.click(screen.getByTestId('excel-import-remove-file'));
    expect(screen.queryByTestId('excel-import-sheet')).toBeNull();
    release();
    await waitFor(() => expect(answered).toBe(true));
    // let the answer reach the wizard; it must change nothing
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('excel-import-sheet')).toBeNull();
    expect(uploads).toEqual([]);
    fireEvent.click(screen.getByTestId('excel-import-next'));
    expect(await screen.findByText('请先上传文件')).toBeInTheDocument();
  });

  it('drops the file the server refuses, with the server’s words, and a removed file is gone', async () => {
    backend.server.use(http.post('*/api/permission/Users/Uploader', () => HttpResponse.json({ code: 400, msg: '上传文件格式不正确' }), { once: true }));
    await openWizard();
    pick(await sheetFile('users.xlsx', ['账户', '姓名'], [['u1', '一']]));
    await waitFor(() => expect(toasts).toEqual(['上传文件格式不正确']));
    await waitFor(() => expect(screen.queryByTestId('excel-import-sheet')).toBeNull());
    pick(await sheetFile('users.xlsx', ['账户', '姓名'], [['u1', '一']]));
    await waitFor(() => expect(screen.getByTestId('excel-import-next')).toBeEnabled());
    expect(screen.getByTestId('excel-import-sheet')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('excel-import-remove-file'));
    expect(screen.queryByTestId('excel-import-sheet')).toBeNull();
    fireEvent.click(screen.getByTestId('excel-import-next'));
    expect(await screen.findByText('请先上传文件')).toBeInTheDocument();
  });

  it('downloads the template from TemplateDownload', async () => {
    const rendered = await openWizard();
    fireEvent.click(screen.getByTestId('excel-import-template'));
    await waitFor(() => expect(rendered.downloads).toHaveLength(1));
    const { url, name } = rendered.downloads[0] ?? { url: '', name: '' };
    expect(url).toMatch(/^\/api\/file\/Download\?encryption=/);
    expect(name).toBe('用户管理_导入模板.xlsx');
    expect((await sheetRows(url))[0]?.slice(0, 3)).toEqual(['账户', '姓名', '性别']);
  });

  it('stays on the first step when the preview is refused', async () => {
    backend.server.use(http.get('*/api/permission/Users/ImportPreview', () => HttpResponse.json({ code: 400, msg: '文件不存在' })));
    await openWizard();
    pick(await sheetFile('users.xlsx', ['账户', '姓名'], [['u1', '一']]));
    await waitFor(() => expect(screen.getByTestId('excel-import-next')).toBeEnabled());
    fireEvent.click(screen.getByTestId('excel-import-next'));
    await waitFor(() => expect(toasts).toEqual(['文件不存在']));
    expect(screen.getByTestId('excel-import-sheet')).toBeInTheDocument();
    expect(screen.getByTestId('excel-import-next')).toBeEnabled();
    expect(screen.queryByTestId('excel-import-submit')).toBeNull();
  });
});
