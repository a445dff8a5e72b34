import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenOf } from '../in-process-session.ts';
import { setUpInProcessServer } from '../in-process-server.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken } from '../../../src/lib/storage/jnpf-storage.ts';
import { downloadHref } from '../../../src/features/uploads/download/download-link.ts';
import { downloadAllFiles, downloadStoredFile } from '../../../src/features/uploads/download/download-api.ts';
import { saveStoredFile } from '../../../server/core/files/stored-files.ts';
import { extensionOf, type StoredFile } from '../../../common/files/file-kinds.ts';

// The real app answers (demo data); files are put in its store the way an upload stores them.
const { app } = setUpInProcessServer();
const errors: string[] = [];
let token = '';

beforeAll(async () => {
  token = await tokenOf();
});

/** Every `<a download>` the helper clicks, instead of the browser's navigation. */
let clicked: { href: string; download: string }[] = [];
beforeEach(() => {
  resetSession();
  errors.length = 0;
  clicked = [];
  configureRequest({
    notifyError: (message) => errors.push(message),
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

/** What the browser would fetch for a clicked link (the app's base is '' in the page, this origin in the test). */
const follow = (href: string) => fetch(href.startsWith('/') ? window.location.origin + href : href);

describe('download helper (spec lowcode §7, shell §7)', () => {
  it('puts the API base before a path of this server and appends the name, encoded', () => {
    expect(downloadHref('/api/file/Download?encryption=abc', '舱单 #1.pdf', 'https://api.port.example')).toBe(
      `https://api.port.example/api/file/Download?encryption=abc&name=${encodeURIComponent('舱单 #1.pdf')}`,
    );
  });

  it('leaves an address containing http as it is, and adds no name when none is given', () => {
    expect(downloadHref('https://oss.example/x.pdf?sig=1', undefined, 'https://api.port.example')).toBe('https://oss.example/x.pdf?sig=1');
    expect(downloadHref('https://oss.example/x.pdf?sig=1', 'x.pdf', 'https://api.port.example')).toBe('https://oss.example/x.pdf?sig=1&name=x.pdf');
  });

  it('starts the query with the name when the address has none', () => {
    expect(downloadHref('/files/a', 'a.txt', '')).toBe('/files/a?name=a.txt');
  });

  it('downloads a stored file: a signed link from the server, opened with <a download> under the file name', async () => {
    const file = await stored('提单 B/L.txt', 'bill of lading');
    await downloadStoredFile('annex', file);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('提单 B/L.txt');
    expect(clicked[0].href).toMatch(/^\/api\/file\/Download\?encryption=[^&]+&name=/);
    expect(clicked[0].href.endsWith(`&name=${encodeURIComponent('提单 B/L.txt')}`)).toBe(true);
    const answer = await follow(clicked[0].href);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('bill of lading');
  });

  it('shows the server refusal for a file it does not have and opens nothing', async () => {
    const missing = { name: 'gone.pdf', fileId: `20260101_${'a'.repeat(32)}.pdf` };
    await expect(downloadStoredFile('annex', missing)).rejects.toMatchObject({ code: 400 });
    expect(errors).toEqual(['文件不存在']);
    expect(clicked).toEqual([]);
  });

  it('download all: one zip of the files under the name the server chose', async () => {
    const files = [await stored('a.txt', 'A'), await stored('b.txt', 'B')];
    await downloadAllFiles('annex', files);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toMatch(/\.zip$/);
    expect(clicked[0].href).toMatch(/^\/api\/file\/Download\?encryption=[^&]+&name=.+\.zip$/);
    const zip = await follow(clicked[0].href);
    expect(zip.status).toBe(200);
    expect(
      Buffer.from(await zip.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('download all with no files: 未发现文件, nothing opened', async () => {
    await expect(downloadAllFiles('annex', [])).rejects.toMatchObject({ msg: '未发现文件' });
    expect(errors).toEqual(['未发现文件']);
    expect(clicked).toEqual([]);
  });
});
