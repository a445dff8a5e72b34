import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenOf } from '../in-process-session.ts';
import fs from 'node:fs';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { http } from 'msw';
import { setUpInProcessServer } from '../in-process-server.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken } from '../../../src/lib/storage/jnpf-storage.ts';
import { dismissToast, showErrorToast, toastStore } from '../../../src/shell/toast-store.ts';
import type { Language, WidgetDefinition } from '../../../src/form-runtime/widget-contract.ts';
import { uploadWidgets } from '../../../src/features/uploads/form-runtime-widgets.ts';
import { saveStoredFile } from '../../../server/core/files/stored-files.ts';
import { extensionOf, STORED_FILE_NAME, type StoredFile } from '../../../common/files/file-kinds.ts';

// The real app answers every call (demo data); stored files are put in its store as an upload stores them.
const { app, server, forward } = setUpInProcessServer();
let token = '';
beforeAll(async () => {
  token = await tokenOf();
});

let clicked: { href: string; download: string }[] = [];
beforeEach(async () => {
  await i18nProvider.changeLocale('zh');
  resetSession();
  clicked = [];
  const shown = toastStore.getSnapshot();
  if (shown) dismissToast(shown.id);
  // As the app does (src/app/app.tsx): the request client's errors are the shell's toasts.
  configureRequest({
    notifyError: (message) => showErrorToast(message),
    onSessionGone: () => undefined,
    language: () => 'zh-CN',
    apiBase: window.location.origin,
  });
  setToken(token);
  setSessionToken(token);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

const toast = () => toastStore.getSnapshot()?.message;
const uploadFz = uploadWidgets.find((definition) => definition.key === 'uploadFz') as WidgetDefinition;

async function stored(name: string, content: string): Promise<StoredFile> {
  const row = await saveStoredFile(app().services, {
    type: 'annex',
    originalName: name,
    content: Buffer.from(content),
    mimeType: 'application/octet-stream',
    extension: extensionOf(name),
    userId: 'admin',
  });
  return { name, fileId: row.id, url: `/api/file/Image/annex/${row.id}`, fileSize: row.fileSize ?? undefined, fileExtension: row.fileExtension ?? undefined };
}

/** The widget as a form draws it, holding what it writes; `changes` keeps every value written. */
/** The widget code loads on first use (widgets/lazy-widgets.tsx): resolved once it is drawn. */
async function renderEdit(props: Record<string, unknown>, value: unknown = [], options: { disabled?: boolean; language?: Language } = {}) {
  const changes: unknown[] = [];
  const { Edit } = uploadFz;
  function Host() {
    const [current, setCurrent] = useState<unknown>(value);
    return (
      <Edit
        item={{ key: 'uploadFz', field: 'files', props }}
        id="files"
        value={current}
        size="default"
        language={options.language ?? 'zh'}
        disabled={options.disabled}
        onChange={(next) => {
          changes.push(next);
          setCurrent(next);
        }}
      />
    );
  }
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Host />
      <Notification />
    </AdminContext>,
  );
  await screen.findByTestId('upload-fz', {}, { timeout: 10_000 });
  return changes;
}

async function renderView(value: unknown, props: Record<string, unknown> = {}) {
  const { View } = uploadFz;
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <View item={{ key: 'uploadFz', field: 'files', props }} value={value} size="default" language="zh" />
    </AdminContext>,
  );
  await screen.findByTestId('upload-fz-view', {}, { timeout: 10_000 });
}

const choose = async (files: File[]) => {
  const input = await screen.findByTestId('upload-input');
  fireEvent.change(input, { target: { files } });
};
const bytes = (size: number, name: string, type = 'application/octet-stream') => new File([new Uint8Array(size).fill(65)], name, { type });

/** Every chunk, merge and simple-upload call; the real app answers each. */
function watchUploads() {
  const calls: string[] = [];
  server.use(
    http.all('*/api/file/:call', ({ request, params }) => {
      if (['chunk', 'merge'].includes(String(params.call))) calls.push(`${request.method} ${params.call}`);
      return forward(request);
    }),
  );
  return calls;
}

describe('uploadFz read-only (spec lowcode §2 read-only renderer: upload)', () => {
  it('lists the files: names without #, sizes in B/KB/MB, preview and download, 全部下载; nothing to change', async () => {
    const files = [await stored('舱单#01.pdf', 'x'.repeat(1536)), await stored('装箱单.xlsx', 'y'.repeat(10))];
    await renderView(files);
    const rows = await screen.findAllByTestId('upload-file');
    expect(rows.map((row) => within(row).getByTestId('upload-file-name').textContent)).toEqual(['舱单01.pdf', '装箱单.xlsx']);
    expect(rows.map((row) => within(row).getByTestId('upload-file-size').textContent)).toEqual(['1.50 KB', '10 B']);
    expect(within(rows[0]).getByRole('button', { name: '预览' })).toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: '下载' })).toBeInTheDocument();
    expect(screen.queryByTestId('upload-file-remove')).toBeNull();
    expect(screen.queryByTestId('upload-choose')).toBeNull();
    expect(screen.getByTestId('upload-download-all')).toHaveTextContent('全部下载');
  });

  it('shows nothing, not even 全部下载, without files', async () => {
    await renderView(null);
    await screen.findByTestId('upload-fz-view');
    expect(screen.queryByTestId('upload-file')).toBeNull();
    expect(screen.queryByTestId('upload-download-all')).toBeNull();
  });

  it('download and 全部下载 open signed links from the server', async () => {
    const files = [await stored('a.txt', 'A'), await stored('b.txt', 'B')];
    await renderView(files);
    fireEvent.click((await screen.findAllByTestId('upload-file-download'))[1]);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatchObject({ download: 'b.txt' });
    expect(clicked[0].href).toMatch(/^\/api\/file\/Download\?encryption=[^&]+&name=b\.txt$/);
    fireEvent.click(screen.getByTestId('upload-download-all'));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(clicked[1].download).toMatch(/\.zip$/);
  });

  it('preview opens the file in the preview dialog', async () => {
    await renderView([await stored('说明.txt', '靠泊')]);
    fireEvent.click(await screen.findByTestId('upload-file-preview'));
    expect(await screen.findByTestId('file-preview-page')).toBeInTheDocument();
  });
});

describe('uploadFz editable (spec shell §5 file upload, lowcode §5 Upload)', () => {
  it('shows the button text and tip, removes a file on request', async () => {
    const files = [await stored('a.pdf', 'A'), await stored('b.pdf', 'B')];
    const changes = await renderEdit({ buttonText: '上传舱单', tipText: '只能上传 PDF' }, files);
    expect(await screen.findByRole('button', { name: '上传舱单' })).toBeInTheDocument();
    expect(screen.getByText('只能上传 PDF')).toBeInTheDocument();
    fireEvent.click(screen.getAllByTestId('upload-file-remove')[0]);
    expect(changes).toEqual([[files[1]]]);
    expect(screen.getAllByTestId('upload-file')).toHaveLength(1);
  });

  it('disabled: no upload button and no remove; preview and download stay', async () => {
    await renderEdit({}, [await stored('a.pdf', 'A')], { disabled: true });
    await screen.findByTestId('upload-file');
    expect(screen.queryByTestId('upload-choose')).toBeNull();
    expect(screen.queryByTestId('upload-input')).toBeNull();
    expect(screen.queryByTestId('upload-file-remove')).toBeNull();
    expect(screen.getByTestId('upload-file-preview')).toBeInTheDocument();
    expect(screen.getByTestId('upload-file-download')).toBeInTheDocument();
  });

  it('readonly in its own configuration counts as disabled', async () => {
    await renderEdit({ readonly: true }, [await stored('a.pdf', 'A')]);
    await screen.findByTestId('upload-file');
    expect(screen.queryByTestId('upload-choose')).toBeNull();
    expect(screen.queryByTestId('upload-file-remove')).toBeNull();
  });

  it('refuses more files than the limit before sending anything: 当前限制最多可以上传N个文件', async () => {
    const calls = watchUploads();
    const changes = await renderEdit({ limit: 2 }, [await stored('a.pdf', 'A')]);
    await choose([bytes(10, 'b.pdf'), bytes(10, 'c.pdf')]);
    expect(toast()).toBe('当前限制最多可以上传2个文件');
    expect(screen.queryByTestId('upload-entry')).toBeNull();
    expect(calls).toEqual([]);
    expect(changes).toEqual([]);
  });

  it('refuses a file over the size: 文件大小超过{size}{unit}', async () => {
    await renderEdit({ fileSize: 1, sizeUnit: 'KB' });
    await choose([bytes(1025, 'big.pdf')]);
    expect(toast()).toBe('文件大小超过1KB');
    expect(screen.queryByTestId('upload-entry')).toBeNull();
  });

  it('applies the default 10 MB when no size is configured', async () => {
    await renderEdit({});
    await choose([bytes(10 * 1024 * 1024 + 1, 'huge.pdf')]);
    expect(toast()).toBe('文件大小超过10MB');
  });

  it('refuses a type the accept list does not name: 请选择...类型的文件', async () => {
    await renderEdit({ accept: '.pdf' });
    await choose([bytes(10, 'notes.txt', 'text/plain')]);
    expect(toast()).toBe('请选择.pdf类型的文件');
    expect(screen.getByTestId('upload-input')).toHaveAttribute('accept', '.pdf');
  });

  it('speaks English', async () => {
    await renderEdit({ limit: 1 }, [await stored('a.pdf', 'A')], { language: 'en' });
    expect(await screen.findByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(screen.getByTestId('upload-download-all')).toHaveTextContent('Download all');
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
  });

  it('uploads in chunks through the real server and stores the contract shape', async () => {
    const calls = watchUploads();
    const changes = await renderEdit({});
    await choose([bytes(2048, '进口舱单#3.pdf', 'application/pdf')]);
    await waitFor(() => expect(changes).toHaveLength(1), { timeout: 10_000 });
    const [file] = changes[0] as StoredFile[];
    expect(Object.keys(file).sort()).toEqual(['fileExtension', 'fileId', 'fileSize', 'name', 'url']);
    expect(file).toMatchObject({ name: '进口舱单#3.pdf', fileSize: 2048, fileExtension: 'pdf' });
    expect(file.fileId).toMatch(STORED_FILE_NAME);
    expect(file.url).toBe(`/api/file/Image/annex/${file.fileId}`);
    expect(calls).toContain('POST merge');
    // What the server kept is what was chosen.
    const row = await app().services.db.selectFrom('base_file').selectAll().where('id', '=', file.fileId).executeTakeFirstOrThrow();
    expect((row.fullName ?? '').replace(/#/g, '')).toBe('进口舱单3.pdf');
    expect(row.fileSize).toBe(2048);
    // The finished file is in the list, not in the panel.
    await waitFor(() => expect(screen.getAllByTestId('upload-file-name').map((name) => name.textContent)).toEqual(['进口舱单3.pdf']));
    expect(screen.queryByTestId('upload-entry')).toBeNull();
  });

  it('single-file mode (limit 1): one file at a time, a new one replaces the one held', async () => {
    const held = await stored('旧报关单.pdf', 'old');
    const changes = await renderEdit({ limit: 1 }, [held]);
    expect(await screen.findByTestId('upload-input')).not.toHaveAttribute('multiple');
    await choose([bytes(100, '新报关单.pdf', 'application/pdf')]);
    expect(toast()).toBeUndefined();
    await waitFor(() => expect(changes).toHaveLength(1), { timeout: 10_000 });
    const files = changes[0] as StoredFile[];
    expect(files.map((file) => file.name)).toEqual(['新报关单.pdf']);
    expect(files[0].fileId).not.toBe(held.fileId);
  });

  it('keeps every file when several finish together', async () => {
    const changes = await renderEdit({});
    await choose([bytes(10, 'a.pdf'), bytes(20, 'b.pdf'), bytes(30, 'c.pdf')]);
    await waitFor(() => expect((changes.at(-1) as StoredFile[] | undefined)?.length).toBe(3), { timeout: 10_000 });
    expect((changes.at(-1) as StoredFile[]).map((file) => file.name).sort()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
  });
});

describe('loading (the definitions are part of the sign-in chunk)', () => {
  it('the definitions import no uploader, panel, preview or download code; the widgets load it when drawn', () => {
    const staticImports = (path: string) =>
      [...fs.readFileSync(`src/features/uploads/${path}`, 'utf8').matchAll(/^import\s[^;]*?from\s+'([^']+)'/gm)].map((match) => match[1]);
    const definitions = staticImports('form-runtime-widgets.ts');
    expect(definitions).toEqual(['../../form-runtime/widget-contract.ts', './widgets/examples.ts', './widgets/lazy-widgets.tsx']);
    expect(staticImports('widgets/lazy-widgets.tsx')).toEqual(['react', '@mui/material', '../../../form-runtime/widget-contract.ts']);
    expect(staticImports('widgets/examples.ts')).toEqual(['../../../../common/form-runtime/form-item.ts', './messages.ts']);
  });
});
