import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';
import { putFile, tokenOfUrl } from './file-download-helpers.ts';

const PREVIEW = /^\/api\/file\/Preview\?encryption=[A-Za-z0-9_-]{43}$/;
const MISSING = { code: 400, msg: '文件不存在' };
const UNAVAILABLE = '该文件暂不支持在线预览，请下载后查看';

/**
 * Stand-ins for LibreOffice's soffice, called exactly as soffice is (`--convert-to pdf --outdir
 * <folder> <file>`): one writes a PDF and notes each run, one fails, one hangs (and notes its pid).
 */
function fakeConverters(folder: string) {
  const runs = path.join(folder, 'runs.txt');
  const pidFile = path.join(folder, 'pid.txt');
  const script = (name: string, body: string) => {
    const file = path.join(folder, name);
    fs.writeFileSync(
      file,
      `#!${process.execPath}\nconst fs = require('fs'); const path = require('path');\nconst args = process.argv.slice(2);\n` +
        `const outdir = args[args.indexOf('--outdir') + 1]; const input = args[args.length - 1];\n${body}\n`,
    );
    fs.chmodSync(file, 0o755);
    return file;
  };
  return {
    runs: () => (fs.existsSync(runs) ? fs.readFileSync(runs, 'utf8').trim().split('\n') : []),
    pids: () => fs.readFileSync(pidFile, 'utf8').split(' ').map(Number),
    good: script(
      'soffice-good',
      `fs.appendFileSync(${JSON.stringify(runs)}, args.join(' ') + '\\n');\n` +
        `fs.writeFileSync(path.join(outdir, path.basename(input).replace(/\\.[^.]+$/, '.pdf')), '%PDF-1.4 converted: ' + fs.readFileSync(input, 'utf8'));`,
    ),
    failing: script('soffice-failing', `process.exit(1);`),
    // like soffice, which starts soffice.bin: a child of its own that would outlive it
    hanging: script(
      'soffice-hanging',
      `const child = require('child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });\n` +
        `fs.writeFileSync(${JSON.stringify(pidFile)}, process.pid + ' ' + child.pid); setTimeout(() => {}, 60000);`,
    ),
  };
}

/** Whether a process runs (a zombie waiting for its parent to reap it runs no more). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return !/^State:\s+Z/m.test(status);
}

/** Preview (contract §6.4): a preview address per file, shown inline in a sandbox, Office through a converter. */
describe.each(databases())('file previews on %s', (target) => {
  let t: TestApp;
  let staff: ReturnType<typeof as>;
  let sessionToken: string;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-converter-'));
  const converters = fakeConverters(folder);
  beforeAll(async () => {
    const signedIn = await appSignedIn(target, 'staff');
    t = signedIn.t;
    sessionToken = signedIn.staff;
    staff = as(t.app, sessionToken);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });
  afterEach(() => {
    delete process.env.OFFICE_CONVERTER;
    delete process.env.OFFICE_CONVERTER_TIMEOUT_MS;
  });

  const previewOf = async (query: Record<string, string>, language?: string) =>
    body<string>(await staff.get(`/api/file/Uploader/Preview?${new URLSearchParams(query)}`, language ? { 'accept-language': language } : {}));
  const infoOf = async (query: Record<string, string>) =>
    body<{ kind: string; previewable: boolean }>(await staff.get(`/api/file/Uploader/PreviewInfo?${new URLSearchParams(query)}`));
  /** What the client's iframe loads: the address with `&token=` appended (contract §6.4). */
  const open = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${url}&token=${encodeURIComponent(sessionToken)}`, headers });
  const previewed = async (fullName: string, content: Buffer | string) => {
    const file = await putFile(t, fullName, content);
    const answer = await previewOf({ fileName: file.id, fileVersionId: '', fileDownloadUrl: `/api/file/Image/annex/${file.id}` });
    expect(answer.code, fullName).toBe(200);
    expect(answer.data, fullName).toMatch(PREVIEW);
    return { file, url: answer.data ?? '', shown: await open(answer.data ?? '') };
  };
  const expectSandboxed = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(String(headers['content-disposition'])).toMatch(/^inline; /);
  };

  it('shows images, PDFs and text inline in a sandbox, as often as the viewer asks', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const image = await previewed('港口.png', png);
    expect(image.shown.statusCode).toBe(200);
    expect(image.shown.headers['content-type']).toBe('image/png');
    expect(image.shown.rawPayload.equals(png)).toBe(true);
    expect(image.shown.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('港口.png')}`);
    expectSandboxed(image.shown.headers);
    // the link serves again while it lasts (a viewer reloads, asks by ranges)
    expect((await open(image.url)).rawPayload.equals(png)).toBe(true);

    const pdf = await previewed('manifest.pdf', '%PDF-1.4 body');
    expect(pdf.shown.headers['content-type']).toBe('application/pdf');
    expect(pdf.shown.body).toBe('%PDF-1.4 body');
    expectSandboxed(pdf.shown.headers);

    for (const name of ['notes.txt', 'rows.csv', 'data.json', 'feed.xml']) {
      const text = await previewed(name, '<script>alert(1)</script> 中文');
      expect(text.shown.headers['content-type'], name).toBe('text/plain; charset=utf-8');
      expect(text.shown.body).toBe('<script>alert(1)</script> 中文');
      expectSandboxed(text.shown.headers);
    }
  });

  it('serves audio and video by byte ranges', async () => {
    const bytes = Buffer.from('0123456789abcdefghij');
    const video = await previewed('berth.mp4', bytes);
    expect(video.shown.headers['content-type']).toBe('video/mp4');
    expect(video.shown.headers['accept-ranges']).toBe('bytes');
    const ranged = (range: string) => open(video.url, { range });
    const middle = await ranged('bytes=2-5');
    expect(middle.statusCode).toBe(206);
    expect(middle.body).toBe('2345');
    expect(middle.headers['content-range']).toBe('bytes 2-5/20');
    expect(middle.headers['content-length']).toBe('4');
    expectSandboxed(middle.headers);
    expect((await ranged('bytes=15-')).body).toBe('fghij');
    expect((await ranged('bytes=-3')).body).toBe('hij');
    expect((await ranged('bytes=18-100')).body).toBe('ij');
    const past = await ranged('bytes=20-');
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */20');
    // several ranges, or nonsense: the whole file
    expect((await ranged('bytes=0-1,4-5')).body).toBe(bytes.toString());
    expect((await ranged('lines=1-2')).statusCode).toBe(200);

    const audio = await previewed('horn.mp3', bytes);
    expect(audio.shown.headers['content-type']).toBe('audio/mpeg');
    expect((await open(audio.url, { range: 'bytes=0-0' })).body).toBe('0');
  });

  it('refuses files it cannot show with previewable: false, and says so in each language', async () => {
    for (const name of ['page.html', 'logo.svg', 'setup.exe', 'clip.avi', 'archive.zip', 'no-extension']) {
      const file = await putFile(t, name, '<html><script>alert(1)</script></html>');
      expect(await previewOf({ fileName: file.id }), name).toEqual({ code: 400, msg: UNAVAILABLE, data: { kind: 'none', previewable: false } });
      expect(await infoOf({ fileName: file.id })).toEqual({ code: 200, msg: 'Success', data: { kind: 'none', previewable: false } });
    }
    const file = await putFile(t, 'page.html', '<html></html>');
    expect((await previewOf({ fileName: file.id }, 'zh-TW')).msg).toBe('該文件暫不支持在線預覽，請下載後查看');
    expect((await previewOf({ fileName: file.id }, 'en')).msg).toBe('This file cannot be previewed online; download it instead');
  });

  it('offers the download for Office documents when no converter is configured', async () => {
    for (const name of ['a.doc', 'b.docx', 'c.xls', 'd.xlsx', 'e.ppt', 'f.pptx']) {
      const file = await putFile(t, name, 'office bytes');
      expect(await previewOf({ fileName: file.id }), name).toEqual({ code: 400, msg: UNAVAILABLE, data: { kind: 'office', previewable: false } });
      expect(await infoOf({ fileName: file.id })).toEqual({ code: 200, msg: 'Success', data: { kind: 'office', previewable: false } });
    }
  });

  it('shows Office documents as a PDF converted once by the configured converter', async () => {
    process.env.OFFICE_CONVERTER = converters.good;
    const file = await putFile(t, '费用清单.xlsx', 'sheet bytes');
    expect(await infoOf({ fileName: file.id })).toEqual({ code: 200, msg: 'Success', data: { kind: 'office', previewable: true } });
    const first = await previewOf({ fileName: file.id });
    expect(first.data).toMatch(PREVIEW);
    const shown = await open(first.data ?? '');
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.body).toBe('%PDF-1.4 converted: sheet bytes');
    expect(shown.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('费用清单.pdf')}`);
    expectSandboxed(shown.headers);
    // headless, without a shell, on a temporary copy under a name of our own, with a profile of its own
    const [run] = converters.runs();
    expect(run).toMatch(/^--headless .*-env:UserInstallation=file:\/\/.*--convert-to pdf --outdir \S+ \S+\/document\.xlsx$/);
    // the PDF is kept: a second preview does not convert again
    expect((await open((await previewOf({ fileName: file.id })).data ?? '')).body).toBe('%PDF-1.4 converted: sheet bytes');
    expect(converters.runs()).toHaveLength(1);
  });

  it('refuses an Office preview when the converter fails or takes too long, and stops it', async () => {
    const expected = { code: 400, msg: '文件转换失败，暂不能预览，请下载后查看', data: { kind: 'office', previewable: false } };
    process.env.OFFICE_CONVERTER = converters.failing;
    expect(await previewOf({ fileName: (await putFile(t, 'broken.docx', 'x')).id })).toEqual(expected);
    process.env.OFFICE_CONVERTER = path.join(folder, 'no-such-converter');
    expect(await previewOf({ fileName: (await putFile(t, 'missing.docx', 'x')).id })).toEqual(expected);
    process.env.OFFICE_CONVERTER = converters.hanging;
    process.env.OFFICE_CONVERTER_TIMEOUT_MS = '1500';
    const started = Date.now();
    expect(await previewOf({ fileName: (await putFile(t, 'slow.pptx', 'x')).id })).toEqual(expected);
    expect(Date.now() - started).toBeLessThan(10_000);
    const pids = converters.pids();
    expect(pids).toHaveLength(2);
    await vi.waitFor(() => expect(pids.filter(alive)).toEqual([]));
  });

  it('finds the file by fileDownloadUrl when fileName is not a stored name', async () => {
    const file = await putFile(t, 'by-url.txt', 'found by url');
    const answer = await previewOf({ fileName: 'by-url.txt', fileDownloadUrl: `/api/file/Image/annex/${file.id}?t=1` });
    expect((await open(answer.data ?? '')).body).toBe('found by url');
  });

  it('answers 文件不存在 for a missing file and for any name that is not a stored name', async () => {
    const file = await putFile(t, 'here.txt', 'here');
    const gone = await putFile(t, 'gone.txt', 'gone');
    await t.services.files.remove(gone.key);
    const queries: Record<string, string>[] = [
      { fileName: '20260301_0123456789abcdef0123456789abcdef.txt' },
      { fileName: gone.id },
      {},
      { fileName: '..' },
      { fileName: '%2e%2e' },
      { fileName: `../annex/${file.id}` },
      { fileName: `annex/${file.id}` },
      { fileName: `..\\annex\\${file.id}` },
      { fileDownloadUrl: '/api/file/Image/annex/..' },
      { fileDownloadUrl: `/api/file/Image/annex/${file.id}/..` },
      { fileDownloadUrl: `/api/file/Image/annex/..%2F${file.id}` },
      { fileDownloadUrl: `..\\${file.id}x` },
    ];
    for (const query of queries) {
      expect(await previewOf(query), JSON.stringify(query)).toEqual(MISSING);
      expect(await infoOf(query), JSON.stringify(query)).toEqual(MISSING);
    }
    expect((await previewOf({ fileName: file.id })).code).toBe(200);
  });

  it('refuses an expired preview link and a preview link used to download, and asks for a session to make one', async () => {
    const file = await putFile(t, 'late.txt', 'late');
    const url = (await previewOf({ fileName: file.id })).data ?? '';
    const id = createHash('sha256').update(tokenOfUrl(url)).digest('hex');
    expect(
      (await t.services.db.selectFrom('base_file_ticket').select(['fileType', 'expiresAt']).where('id', '=', id).executeTakeFirstOrThrow()).expiresAt,
    ).toBeGreaterThan(Date.now() + 29 * 60_000);
    // a preview link is no download link, and a download link no preview link
    expect(body(await t.app.inject({ method: 'GET', url: `/api/file/Download?encryption=${tokenOfUrl(url)}` }))).toEqual({ code: 400, msg: '链接已失效' });
    const download = body<{ url: string }>(await staff.get(`/api/file/Download/annex/${file.id}`)).data?.url ?? '';
    expect(body(await open(`/api/file/Preview?encryption=${tokenOfUrl(download)}`))).toEqual({ code: 400, msg: '链接已失效' });
    expect((await open(url)).body).toBe('late');
    await t.services.db
      .updateTable('base_file_ticket')
      .set({ expiresAt: Date.now() - 1 })
      .where('id', '=', id)
      .execute();
    expect(body(await open(url))).toEqual({ code: 400, msg: '链接已失效' });
    expect(body(await open(url, { 'accept-language': 'en' }))).toEqual({ code: 400, msg: 'This link has expired or has already been used' });
    expect(body(await t.app.inject({ method: 'GET', url: `/api/file/Uploader/Preview?fileName=${file.id}` })).code).toBe(600);
    expect(body(await t.app.inject({ method: 'GET', url: `/api/file/Uploader/PreviewInfo?fileName=${file.id}` })).code).toBe(600);
  });
});
