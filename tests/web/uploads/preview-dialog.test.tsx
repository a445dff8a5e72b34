import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenOf } from '../in-process-session.ts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { http } from 'msw';
import { setUpInProcessServer } from '../in-process-server.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken } from '../../../src/lib/storage/jnpf-storage.ts';
import type { Language } from '../../../src/form-runtime/widget-contract.ts';
import { FilePreviewDialog } from '../../../src/features/uploads/preview/file-preview-dialog.tsx';
import { saveStoredFile } from '../../../server/core/files/stored-files.ts';
import { extensionOf, type StoredFile } from '../../../common/files/file-kinds.ts';

// The real app answers (demo data, no Office converter configured); files are put in its store as an upload stores them.
const { app, server, forward } = setUpInProcessServer();
let token = '';
beforeAll(async () => {
  token = await tokenOf();
});

let clicked: string[] = [];
beforeEach(async () => {
  await i18nProvider.changeLocale('zh');
  resetSession();
  clicked = [];
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN', apiBase: window.location.origin });
  setToken(token);
  setSessionToken(token);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.getAttribute('href') ?? '');
  });
});
afterEach(() => vi.restoreAllMocks());

async function stored(name: string, content: string | Buffer, type = 'annex'): Promise<StoredFile> {
  const row = await saveStoredFile(app().services, {
    type,
    originalName: name,
    content: Buffer.isBuffer(content) ? content : Buffer.from(content),
    mimeType: 'application/octet-stream',
    extension: extensionOf(name),
    userId: 'admin',
  });
  return { name, fileId: row.id, url: `/api/file/Image/${type}/${row.id}`, fileSize: row.fileSize ?? undefined, fileExtension: row.fileExtension ?? undefined };
}

/** Every preview question the dialog asks; the real app answers it. */
function watchPreview() {
  const asked: URL[] = [];
  server.use(
    http.get('*/api/file/Uploader/Preview', ({ request }) => {
      asked.push(new URL(request.url));
      return forward(request);
    }),
  );
  return asked;
}

function open(file: StoredFile, language: Language = 'zh') {
  const onClose = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <FilePreviewDialog file={file} type="annex" language={language} onClose={onClose} />
      <Notification />
    </AdminContext>,
  );
  return onClose;
}

const PDF = Buffer.from('%PDF-1.1\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF');

describe('file preview (spec lowcode §2, §8; contract §6.4)', () => {
  it('shows an image straight from its own address, without asking for a preview', async () => {
    const asked = watchPreview();
    const file = await stored('堆场.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'annexpic');
    open(file);
    const image = await screen.findByTestId('file-preview-image');
    expect(image).toHaveAttribute('src', file.url);
    expect(image).toHaveAttribute('alt', '堆场.png');
    expect(screen.getByText('堆场.png')).toBeInTheDocument();
    expect(screen.getByTestId('file-icon-image')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows a PDF in the browser viewer through the signed preview address, no session token in it', async () => {
    const asked = watchPreview();
    const file = await stored('提单.pdf', PDF);
    open(file);
    const frame = await screen.findByTestId('file-preview-document');
    const src = frame.getAttribute('src') ?? '';
    expect(src).toMatch(/^\/api\/file\/Preview\?encryption=/);
    expect(src).not.toContain('token');
    // Chromium starts no PDF viewer in a frame with a sandbox attribute; the served file carries its own sandbox policy.
    expect(frame.hasAttribute('sandbox')).toBe(false);
    expect(asked[0].searchParams.get('fileName')).toBe(file.fileId);
    const served = await fetch(window.location.origin + src);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox/);
  });

  it('shows text in a sandboxed frame', async () => {
    open(await stored('说明.txt', '靠泊计划'));
    const frame = await screen.findByTestId('file-preview-page');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('src')).toMatch(/^\/api\/file\/Preview\?encryption=/);
  });

  it('plays audio in the browser player', async () => {
    open(await stored('广播.mp3', Buffer.from('ID3')));
    const audio = await screen.findByTestId('file-preview-audio');
    expect(audio.getAttribute('src')).toMatch(/^\/api\/file\/Preview\?encryption=/);
    expect(audio).toHaveAttribute('controls');
  });

  it('a missing file: 文件不存在 as a warning, and the dialog closes', async () => {
    const onClose = open({ name: '丢失.pdf', fileId: `20260101_${'b'.repeat(32)}.pdf`, url: `/api/file/Image/annex/20260101_${'b'.repeat(32)}.pdf` });
    expect(await screen.findByText('文件不存在')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('an Office file without a converter: the server reason and a download button', async () => {
    const file = await stored('合同.docx', Buffer.from('PK\u0003\u0004'));
    open(file);
    const refused = await screen.findByTestId('file-preview-refused');
    expect(refused).toHaveTextContent('该文件暂不支持在线预览，请下载后查看');
    fireEvent.click(screen.getByRole('button', { name: '下载' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(/^\/api\/file\/Download\?encryption=[^&]+&name=/);
    expect(clicked[0].endsWith(`name=${encodeURIComponent('合同.docx')}`)).toBe(true);
    expect(screen.getByTestId('file-icon-document')).toBeInTheDocument();
  });

  it('full screen: 不支持全屏 where the browser has no Fullscreen API', async () => {
    open(await stored('港区.gif', Buffer.from('GIF89a')));
    await screen.findByTestId('file-preview-image');
    fireEvent.click(screen.getByTestId('file-preview-fullscreen'));
    expect(await screen.findByText('不支持全屏')).toBeInTheDocument();
  });

  it('full screen: the preview area asks for it where the browser can', async () => {
    const request = vi.fn(() => Promise.resolve());
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { value: request, configurable: true });
    try {
      open(await stored('港区.jpg', Buffer.from([0xff, 0xd8, 0xff])));
      await screen.findByTestId('file-preview-image');
      fireEvent.click(screen.getByTestId('file-preview-fullscreen'));
      expect(request).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('不支持全屏')).toBeNull();
    } finally {
      Reflect.deleteProperty(document, 'fullscreenEnabled');
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
    }
  });

  it('speaks English', async () => {
    open({ name: 'lost.pdf', fileId: `20260101_${'c'.repeat(32)}.pdf`, url: '/x' }, 'en');
    expect(await screen.findByText('The file does not exist')).toBeInTheDocument();
  });
});
