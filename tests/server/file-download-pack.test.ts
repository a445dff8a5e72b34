import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';
import { putFile, readZip, ticketCount } from './file-download-helpers.ts';

type Pack = { downloadVo: { name: string; url: string }; downloadName: string };

const LINK = /^\/api\/file\/Download\?encryption=[A-Za-z0-9_-]{43}$/;
const NONE = { code: 400, msg: '未发现文件' };

/** Download all (contract §6.3): POST /api/file/PackDownload/{type} → a single-use link to a zip. */
describe.each(databases())('zips of stored files on %s', (target) => {
  let t: TestApp;
  let staff: ReturnType<typeof as>;
  beforeAll(async () => {
    const signedIn = await appSignedIn(target, 'staff');
    t = signedIn.t;
    staff = as(t.app, signedIn.staff);
  });
  afterAll(async () => t?.close());

  const pack = async (list: unknown, type = 'annex', language?: string) =>
    body<Pack>(await staff.post(`/api/file/PackDownload/${type}`, list as object, language ? { 'accept-language': language } : {}));
  const packs = () => t.services.files.list('_pack');

  it('zips the listed files under their given names, made safe and unique, in the listed order', async () => {
    const manifest = await putFile(t, 'manifest.pdf', '%PDF manifest');
    const photo = await putFile(t, 'photo.png', randomBytes(2048));
    const notes = await putFile(t, 'notes.txt', '备注 '.repeat(500));
    const sheet = await putFile(t, 'fees.xlsx', 'PK fees');
    const answer = await pack([
      { fileId: notes.id, fileName: '备注.txt' },
      { fileId: manifest.id, fileName: '../../etc/舱单.pdf' },
      { fileId: photo.id, fileName: '备注.TXT' },
      { fileId: sheet.id, fileName: '..\\..\\fees.xlsx' },
      // listed twice: zipped once
      { fileId: notes.id, fileName: 'again.txt' },
      // no name given: the recorded one
      { fileId: (await putFile(t, '合同.docx', 'PK contract')).id },
    ]);
    expect(answer.code).toBe(200);
    expect(answer.data?.downloadName).toMatch(/^附件_\d{14}\.zip$/);
    expect(answer.data?.downloadVo.name).toBe(answer.data?.downloadName);
    expect(answer.data?.downloadVo.url).toMatch(LINK);

    const download = await t.app.inject({ method: 'GET', url: `${answer.data?.downloadVo.url}&name=${encodeURIComponent(answer.data?.downloadName ?? '')}` });
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(answer.data?.downloadName ?? '')}`);
    const entries = readZip(download.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual(['备注.txt', '舱单.pdf', '备注 (1).TXT', 'fees.xlsx', '合同.docx']);
    expect(entries.every((entry) => entry.utf8)).toBe(true);
    expect(entries[0].bytes.equals(notes.bytes)).toBe(true);
    expect(entries[0].method).toBe(8); // text is deflated
    expect(entries[1].bytes.equals(manifest.bytes)).toBe(true);
    expect(entries[2].bytes.equals(photo.bytes)).toBe(true);
    expect(entries[2].method).toBe(0); // a PNG (whatever name it was given) is stored as it is: deflating it gains nothing
    expect(entries[3].bytes.equals(sheet.bytes)).toBe(true);
    expect(entries[4].bytes.toString()).toBe('PK contract');

    // single use, and the zip leaves the store once sent
    expect(body(await t.app.inject({ method: 'GET', url: answer.data?.downloadVo.url ?? '' }))).toEqual({ code: 400, msg: '链接已失效' });
    await vi.waitFor(async () => expect(await packs()).toEqual([]));
  });

  it('answers 未发现文件 for an empty list, unknown files, files of another type and files gone from the store', async () => {
    const before = await ticketCount(t);
    const file = await putFile(t, 'x.txt', 'x');
    const gone = await putFile(t, 'gone.txt', 'gone');
    await t.services.files.remove(gone.key);
    expect(await pack([])).toEqual(NONE);
    expect(await pack([], 'annex', 'zh-TW')).toEqual({ code: 400, msg: '未發現文件' });
    expect(await pack([], 'annex', 'en')).toEqual({ code: 400, msg: 'No files were found' });
    expect(await pack([{ fileId: '20260301_0123456789abcdef0123456789abcdef.txt', fileName: 'a.txt' }])).toEqual(NONE);
    expect(await pack([{ fileId: file.id, fileName: 'x.txt' }], 'annexpic')).toEqual(NONE);
    expect(await pack([{ fileId: gone.id, fileName: 'gone.txt' }])).toEqual(NONE);
    expect(await pack([{ fileName: 'no id.txt' }, {}])).toEqual(NONE);
    expect(await ticketCount(t)).toBe(before);
    expect(await packs()).toEqual([]);
    // not a list at all: the request is refused as such
    expect((await pack({ fileId: file.id })).code).toBe(400);
  });

  it('never reaches outside the store through a type or a file id', async () => {
    const file = await putFile(t, 'y.txt', 'y');
    const before = await ticketCount(t);
    for (const fileId of ['..', '../annex/' + file.id, `annex/${file.id}`, `..\\${file.id}`, `%2e%2e%2f${file.id}`, `/${file.id}`]) {
      expect(await pack([{ fileId, fileName: 'y.txt' }]), fileId).toEqual(NONE);
    }
    for (const type of ['..', '%2e%2e', '_pack', 'annex%2F..', '..%5Cannex']) {
      expect([NONE, { code: 404, msg: '请求的接口不存在' }], type).toContainEqual(await pack([{ fileId: file.id, fileName: 'y.txt' }], type));
    }
    expect(await ticketCount(t)).toBe(before);
    // while the file itself can be zipped
    const answer = await pack([{ fileId: file.id, fileName: 'y.txt' }]);
    expect(readZip((await t.app.inject({ method: 'GET', url: answer.data?.downloadVo.url ?? '' })).rawPayload).map((entry) => entry.name)).toEqual(['y.txt']);
    await vi.waitFor(async () => expect(await packs()).toEqual([]));
  });

  it('limits a zip to 100 files and 1 GB', async () => {
    const many = Array.from({ length: 101 }, () => ({ fileId: `20260301_${randomBytes(16).toString('hex')}.txt`, fileName: 'a.txt' }));
    expect(await pack(many)).toEqual({ code: 400, msg: '打包下载最多100个文件，总大小不超过1.00 GB' });
    expect(await pack(many, 'annex', 'en')).toEqual({ code: 400, msg: 'A zip holds at most 100 files and 1.00 GB in all' });
    // two files the store says are 600 MB each (the bytes are not needed to refuse)
    const big = [await putFile(t, 'big1.bin', 'a'), await putFile(t, 'big2.bin', 'b')];
    const size = t.services.files.size.bind(t.services.files);
    t.services.files.size = async (key) => (big.some((file) => file.key === key) ? 600 * 1024 * 1024 : size(key));
    try {
      expect(await pack(big.map((file) => ({ fileId: file.id, fileName: file.id })))).toEqual({ code: 400, msg: '打包下载最多100个文件，总大小不超过1.00 GB' });
    } finally {
      t.services.files.size = size;
    }
    expect(await packs()).toEqual([]);
  });

  it('removes zips whose link expired unspent when the next zip is made', async () => {
    const stale = `_pack/${Date.now() - 10 * 60_000}_0123456789abcdef.zip`;
    const fresh = `_pack/${Date.now() - 60_000}_fedcba9876543210.zip`;
    await t.services.files.write(stale, Buffer.from('old zip'));
    await t.services.files.write(fresh, Buffer.from('recent zip'));
    const file = await putFile(t, 'z.txt', 'z');
    const answer = await pack([{ fileId: file.id, fileName: 'z.txt' }]);
    expect(answer.code).toBe(200);
    const left = await packs();
    expect(left).not.toContain(stale.split('/')[1]);
    expect(left).toContain(fresh.split('/')[1]);
    expect(left).toHaveLength(2);
    await t.app.inject({ method: 'GET', url: answer.data?.downloadVo.url ?? '' });
    await t.services.files.remove(fresh);
  });

  it('zips a file of several megabytes intact', async () => {
    const large = await putFile(t, 'large.bin', randomBytes(6 * 1024 * 1024));
    const answer = await pack([{ fileId: large.id, fileName: 'large.bin' }]);
    const entries = readZip((await t.app.inject({ method: 'GET', url: answer.data?.downloadVo.url ?? '' })).rawPayload);
    expect(entries).toHaveLength(1);
    expect(entries[0].bytes.equals(large.bytes)).toBe(true);
  });

  it('asks for a session', async () => {
    expect(body(await t.app.inject({ method: 'POST', url: '/api/file/PackDownload/annex', payload: [] })).code).toBe(600);
  });
});
