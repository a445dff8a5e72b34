import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenOf, withNodeFormData } from '../in-process-session.ts';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { setUpInProcessServer } from '../in-process-server.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken } from '../../../src/lib/storage/jnpf-storage.ts';
import { dismissToast, showErrorToast, toastStore } from '../../../src/shell/toast-store.ts';
import type { Language, WidgetDefinition } from '../../../src/form-runtime/widget-contract.ts';
import { uploadWidgets } from '../../../src/features/uploads/form-runtime-widgets.ts';
import { saveStoredFile } from '../../../server/core/files/stored-files.ts';
import { STORED_FILE_NAME, type StoredFile } from '../../../common/files/file-kinds.ts';

// The real app answers every call (demo data); stored images are put in its store as an upload stores them.
const { app, server, forward } = setUpInProcessServer();
let token = '';
withNodeFormData();
beforeAll(async () => {
  token = await tokenOf();
});

beforeEach(async () => {
  await i18nProvider.changeLocale('zh');
  resetSession();
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
});
afterEach(() => vi.restoreAllMocks());

const toast = () => toastStore.getSnapshot()?.message;
const uploadImg = uploadWidgets.find((definition) => definition.key === 'uploadImg') as WidgetDefinition;

/** A real PNG (1×1), so the server's check by content accepts it. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (character) =>
  character.charCodeAt(0),
);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

async function stored(name: string): Promise<StoredFile> {
  const row = await saveStoredFile(app().services, {
    type: 'annexpic',
    originalName: name,
    content: Buffer.from(PNG),
    mimeType: 'image/png',
    extension: 'png',
    userId: 'admin',
  });
  return { name, fileId: row.id, url: `/api/file/Image/annexpic/${row.id}`, fileSize: row.fileSize ?? undefined, fileExtension: 'png' };
}

/** The widget code loads on first use (widgets/lazy-widgets.tsx): resolved once it is drawn. */
async function renderEdit(props: Record<string, unknown>, value: unknown = [], options: { disabled?: boolean; language?: Language } = {}) {
  const changes: unknown[] = [];
  const { Edit } = uploadImg;
  function Host() {
    const [current, setCurrent] = useState<unknown>(value);
    return (
      <Edit
        item={{ key: 'uploadImg', field: 'photos', props }}
        id="photos"
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
  await screen.findByTestId('upload-img', {}, { timeout: 10_000 });
  return changes;
}

const choose = async (files: File[]) => fireEvent.change(await screen.findByTestId('upload-input'), { target: { files } });
const thumbnails = () => screen.queryAllByTestId('upload-image').map((tile) => tile.querySelector('img')?.getAttribute('src'));

/** Every simple upload; the real app answers unless `answer` replaces it. */
function watchUploads(answer?: () => Response) {
  const calls: string[] = [];
  server.use(
    http.post('*/api/file/Uploader/:type', ({ request, params }) => {
      calls.push(String(params.type));
      return answer ? answer() : forward(request);
    }),
  );
  return calls;
}

describe('uploadImg read-only (spec lowcode §2 read-only renderer: image)', () => {
  it('shows thumbnails from the stored addresses; a click shows the image large', async () => {
    const images = [await stored('泊位.png'), await stored('堆场.png')];
    const { View } = uploadImg;
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <View item={{ key: 'uploadImg', field: 'photos', props: {} }} value={images} size="default" language="zh" />
      </AdminContext>,
    );
    await screen.findAllByTestId('upload-image', {}, { timeout: 10_000 });
    expect(thumbnails()).toEqual(images.map((image) => image.url));
    expect(screen.queryByTestId('upload-image-remove')).toBeNull();
    expect(screen.queryByTestId('upload-choose')).toBeNull();
    fireEvent.click(screen.getAllByTestId('upload-image-open')[1]);
    expect(await screen.findByTestId('file-preview-image')).toHaveAttribute('src', images[1].url);
  });
});

describe('uploadImg editable (spec shell §5 image upload)', () => {
  it('uploads through the real server (annexpic) and stores the contract shape', async () => {
    const calls = watchUploads();
    const changes = await renderEdit({});
    expect(await screen.findByTestId('upload-input')).toHaveAttribute('accept', 'image/*');
    await choose([png('船舶#2.png')]);
    await waitFor(() => expect(changes).toHaveLength(1), { timeout: 10_000 });
    const [image] = changes[0] as StoredFile[];
    expect(Object.keys(image).sort()).toEqual(['fileExtension', 'fileId', 'fileSize', 'name', 'url']);
    expect(image).toMatchObject({ name: '船舶#2.png', fileSize: PNG.length, fileExtension: 'png' });
    expect(image.fileId).toMatch(STORED_FILE_NAME);
    expect(image.url).toBe(`/api/file/Image/annexpic/${image.fileId}`);
    expect(calls).toEqual(['annexpic']);
    await waitFor(() => expect(thumbnails()).toEqual([image.url]));
    // The stored address serves the image without a header, as an <img> needs.
    const served = await fetch(window.location.origin + image.url);
    expect(served.status).toBe(200);
  });

  it('sends pathType, isAccount and folder as configured', async () => {
    const fields: Record<string, string>[] = [];
    server.use(
      http.post('*/api/file/Uploader/:type', async ({ request }) => {
        const form = await request.clone().formData();
        fields.push({ pathType: String(form.get('pathType')), isAccount: String(form.get('isAccount')), folder: String(form.get('folder')) });
        return forward(request);
      }),
    );
    const changes = await renderEdit({ pathType: 'selfPath', isAccount: 1, folder: 'berth' });
    await choose([png('a.png')]);
    await waitFor(() => expect(fields).toHaveLength(1));
    expect(fields[0]).toEqual({ pathType: 'selfPath', isAccount: '1', folder: 'berth' });
    await waitFor(() => expect(changes).toHaveLength(1), { timeout: 10_000 });
  });

  it('single-image mode (limit 1): a new image replaces the one held', async () => {
    const held = await stored('旧.png');
    const changes = await renderEdit({ limit: 1 }, [held]);
    expect(await screen.findByTestId('upload-input')).not.toHaveAttribute('multiple');
    // The add tile stays: a new image replaces the old one.
    expect(screen.getByTestId('upload-choose')).toBeInTheDocument();
    await choose([png('新.png')]);
    await waitFor(() => expect(changes).toHaveLength(1), { timeout: 10_000 });
    expect((changes[0] as StoredFile[]).map((image) => image.name)).toEqual(['新.png']);
  });

  it('refuses what is not an image: 请上传图片', async () => {
    const calls = watchUploads();
    await renderEdit({});
    await choose([new File(['x'], 'manifest.pdf', { type: 'application/pdf' })]);
    expect(toast()).toBe('请上传图片');
    expect(calls).toEqual([]);
  });

  it('refuses more images than the limit: 当前限制最多可以上传N张图片; the add tile goes at the limit', async () => {
    const calls = watchUploads();
    await renderEdit({ limit: 2 }, [await stored('a.png')]);
    await choose([png('b.png'), png('c.png')]);
    expect(toast()).toBe('当前限制最多可以上传2张图片');
    expect(calls).toEqual([]);
    await choose([png('b.png')]);
    await waitFor(() => expect(screen.getAllByTestId('upload-image')).toHaveLength(2), { timeout: 10_000 });
    expect(screen.queryByTestId('upload-choose')).toBeNull();
  });

  it('refuses an image over the size: 图片大小超过{size}{unit}', async () => {
    await renderEdit({ fileSize: 1, sizeUnit: 'KB' });
    await choose([new File([new Uint8Array(2048)], 'big.png', { type: 'image/png' })]);
    expect(toast()).toBe('图片大小超过1KB');
  });

  it('a server refusal shows its msg and keeps nothing', async () => {
    watchUploads(() => HttpResponse.json({ code: 400, msg: '不允许上传该类型的文件', data: null }));
    const changes = await renderEdit({});
    await choose([png('a.png')]);
    await waitFor(() => expect(toast()).toBe('不允许上传该类型的文件'));
    await waitFor(() => expect(screen.queryByTestId('upload-image-pending')).toBeNull());
    expect(changes).toEqual([]);
  });

  it('a broken transfer says 上传失败 and keeps nothing', async () => {
    watchUploads(() => HttpResponse.error());
    const changes = await renderEdit({});
    await choose([png('a.png')]);
    await waitFor(() => expect(toast()).toBe('上传失败'));
    await waitFor(() => expect(screen.queryByTestId('upload-image-pending')).toBeNull());
    expect(changes).toEqual([]);
  });

  it('removes an image on request', async () => {
    const images = [await stored('a.png'), await stored('b.png')];
    const changes = await renderEdit({}, images);
    fireEvent.click((await screen.findAllByTestId('upload-image-remove'))[0]);
    expect(changes).toEqual([[images[1]]]);
  });

  it('disabled: thumbnails only', async () => {
    await renderEdit({}, [await stored('a.png')], { disabled: true });
    await screen.findByTestId('upload-image');
    expect(screen.queryByTestId('upload-image-remove')).toBeNull();
    expect(screen.queryByTestId('upload-choose')).toBeNull();
    expect(screen.queryByTestId('upload-input')).toBeNull();
  });

  it('speaks English', async () => {
    await renderEdit({ limit: 1 }, [], { language: 'en' });
    expect(await screen.findByRole('button', { name: 'Upload image' })).toBeInTheDocument();
    await choose([new File(['x'], 'a.txt', { type: 'text/plain' })]);
    expect(toast()).toBe('Please upload an image');
  });
});
