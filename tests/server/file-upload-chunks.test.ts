import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { databases, setConfig, tokenOf, type TestApp } from './helpers/test-app.ts';
import { chunkParams, filesUnder, md5, multipart, uploader, uploadTestEnv, type UploadTestEnv } from './helpers/file-upload-app.ts';
import { CHUNK_SIZE } from '../../common/files/file-kinds.ts';

/** The chunked, resumable upload (contract §6.2): test, chunk and merge, with the MD5 as the file's name. */

const MB = 1024 * 1024;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

describe.each(databases())('chunked uploads on %s (contract §6.2)', (target) => {
  let env: UploadTestEnv;
  let t: TestApp;
  let staff: string;
  let manager: string;
  beforeAll(async () => {
    env = await uploadTestEnv(target);
    t = await env.open();
    staff = await tokenOf(t.app, 'staff');
    manager = await tokenOf(t.app, 'manager');
  });
  afterAll(async () => env?.dispose());

  const fileCount = async () =>
    Number(
      (
        await t.services.db
          .selectFrom('base_file')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const chunkFiles = () => filesUnder(path.join(env.filesDir, 'chunks'));
  const storedFiles = () => filesUnder(env.filesDir).filter((key) => !key.startsWith('chunks/'));
  const mergeFields = (bytes: Buffer, name: string, extra: Record<string, string | number> = {}) => ({
    identifier: md5(bytes),
    fileName: name,
    fileSize: bytes.length,
    fileType: 'application/octet-stream',
    extension: name.slice(name.lastIndexOf('.') + 1),
    type: 'annex',
    pathType: 'defaultPath',
    isAccount: 0,
    folder: '',
    ...extra,
  });

  it('tests, takes each chunk, lists what it holds and merges them into one stored file', async () => {
    const up = uploader(t.app, staff);
    const bytes = randomBytes(3 * MB + 12345);
    const name = '舱单#2026.txt';
    const chunk = (number: number) => chunkParams(bytes, name, number, MB);
    expect(chunk(1).totalChunks).toBe(3);
    expect(await up.test(chunk(1).params)).toEqual({ code: 200, msg: 'Success', data: { merge: false, chunkNumbers: [] } });
    expect(await up.chunk(chunk(2).params, chunk(2).bytes)).toEqual({ code: 200, msg: 'Success', data: { merge: false, chunkNumbers: [] } });
    expect((await up.chunk(chunk(1).params, chunk(1).bytes)).data).toEqual({ merge: false, chunkNumbers: [] });
    expect((await up.test(chunk(3).params)).data).toEqual({ merge: false, chunkNumbers: [1, 2] });
    // the last chunk takes the rest (simple-uploader's default cut): more than one chunk size
    expect(chunk(3).bytes.length).toBe(MB + 12345);
    expect((await up.chunk(chunk(3).params, chunk(3).bytes)).data).toEqual({ merge: true, chunkNumbers: [] });
    expect((await up.test(chunk(1).params)).data).toEqual({ merge: true, chunkNumbers: [1, 2, 3] });
    expect(chunkFiles()).toHaveLength(4);

    const merged = await up.merge(mergeFields(bytes, name));
    expect(merged.code).toBe(200);
    expect(merged.msg).toBe('上传成功');
    const stored = merged.data?.name as string;
    expect(merged.data).toEqual({ name: stored, url: `/api/file/Image/annex/${stored}`, fileSize: bytes.length, fileExtension: 'txt' });
    expect(stored).toMatch(/^\d{8}_[0-9a-f]{32}\.txt$/);
    const row = await t.services.db.selectFrom('base_file').selectAll().where('id', '=', stored).executeTakeFirstOrThrow();
    // '#' is removed from the name (contract §6.2)
    expect(row).toMatchObject({ type: 'annex', fullName: '舱单2026.txt', md5: md5(bytes), fileSize: bytes.length, creatorUserId: 'user-staff' });
    expect(md5(fs.readFileSync(path.join(env.filesDir, 'annex', stored)))).toBe(md5(bytes));
    expect(chunkFiles()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: merged.data?.url as string })).rawPayload.equals(bytes)).toBe(true);
    // the chunks are gone with the merge: the same file starts again from nothing
    expect((await up.test(chunk(1).params)).data).toEqual({ merge: false, chunkNumbers: [] });
  });

  it('stores an upload once when its merge is sent twice at once or again after the answer was lost', async () => {
    const up = uploader(t.app, staff);
    const bytes = randomBytes(2 * MB + 99);
    const name = '合同.pdf';
    for (let number = 1; number <= 2; number += 1) {
      const chunk = chunkParams(bytes, name, number, MB);
      expect((await up.chunk(chunk.params, chunk.bytes)).code).toBe(200);
    }
    const before = await fileCount();
    const [first, second] = await Promise.all([up.merge(mergeFields(bytes, name)), up.merge(mergeFields(bytes, name))]);
    expect(first.code).toBe(200);
    expect(second.data).toEqual(first.data);
    // the client's retry after a lost answer: the chunks are gone, the same file answers
    const again = await up.merge(mergeFields(bytes, name));
    expect(again.code).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(await fileCount()).toBe(before + 1);
    // another user cannot claim it by its MD5
    const other = await uploader(t.app, manager).merge(mergeFields(bytes, name));
    expect(other.code).not.toBe(200);
  });

  it('takes equal chunks too (forceChunkSize), an empty file and a file of one chunk, as an image when it is one', async () => {
    const up = uploader(t.app, staff);
    const bytes = randomBytes(2 * MB + 7);
    expect(chunkParams(bytes, 'a.zip', 1, MB, { force: true }).totalChunks).toBe(3);
    const equal = await up.inChunks(bytes, 'a.zip', { chunkSize: MB, force: true });
    expect(equal.code).toBe(200);
    expect(md5(fs.readFileSync(path.join(env.filesDir, 'annex', equal.data?.name as string)))).toBe(md5(bytes));
    const empty = await up.inChunks(Buffer.alloc(0), 'empty.txt', { chunkSize: MB });
    expect(empty.data).toMatchObject({ fileSize: 0, fileExtension: 'txt' });
    const picture = await up.inChunks(PNG, 'photo.png', { chunkSize: CHUNK_SIZE, type: 'annexpic' });
    expect(picture.data?.url).toBe(`/api/file/Image/annexpic/${picture.data?.name}`);
    expect((await t.app.inject({ method: 'GET', url: picture.data?.url as string })).headers['content-type']).toBe('image/png');
  });

  it('skips a chunk replayed with the same size: the first bytes stay', async () => {
    const up = uploader(t.app, staff);
    const bytes = randomBytes(2 * MB);
    const first = chunkParams(bytes, 'replay.txt', 1, MB);
    expect((await up.chunk(first.params, first.bytes)).code).toBe(200);
    const stored = fs.readdirSync(path.join(env.filesDir, 'chunks', 'user-staff', md5(bytes)));
    const key = path.join(env.filesDir, 'chunks', 'user-staff', md5(bytes), '1');
    const modified = fs.statSync(key).mtimeMs;
    // the same chunk again, with other bytes of the same size (a retry after a lost answer)
    expect(await up.chunk(first.params, randomBytes(MB))).toEqual({ code: 200, msg: 'Success', data: { merge: false, chunkNumbers: [] } });
    expect(fs.readdirSync(path.join(env.filesDir, 'chunks', 'user-staff', md5(bytes)))).toEqual(stored);
    expect(fs.statSync(key).mtimeMs).toBe(modified);
    expect(fs.readFileSync(key).equals(first.bytes)).toBe(true);
    const second = chunkParams(bytes, 'replay.txt', 2, MB);
    expect((await up.chunk(second.params, second.bytes)).data?.merge).toBe(true);
    expect((await up.chunk(second.params, second.bytes)).data?.merge).toBe(true);
    expect((await up.merge(mergeFields(bytes, 'replay.txt'))).code).toBe(200);
  });

  it('refuses a merge whose bytes are not the announced MD5, and keeps nothing of it', async () => {
    const up = uploader(t.app, staff);
    const bytes = randomBytes(2 * MB);
    const announced = md5(randomBytes(16));
    const files = await fileCount();
    const before = storedFiles();
    for (const number of [1, 2]) {
      const chunk = chunkParams(bytes, 'tampered.txt', number, MB, { identifier: announced });
      expect((await up.chunk(chunk.params, chunk.bytes)).code).toBe(200);
    }
    expect(await up.merge(mergeFields(bytes, 'tampered.txt', { identifier: announced }))).toEqual({ code: 400, msg: '文件校验失败，请重新上传' });
    expect(await fileCount()).toBe(files);
    expect(storedFiles()).toEqual(before);
    expect(chunkFiles()).toEqual([]);
    // the client's next try finds nothing and uploads every chunk again
    expect((await up.test(chunkParams(bytes, 'tampered.txt', 1, MB, { identifier: announced }).params)).data).toEqual({ merge: false, chunkNumbers: [] });
    const en = uploader(t.app, staff, 'en');
    expect(await en.merge(mergeFields(bytes, 'tampered.txt', { identifier: announced }))).toEqual({
      code: 400,
      msg: 'Chunk 1 is missing; upload the file again',
    });
  });

  it('names the missing chunk at the merge, changes nothing, and merges once it arrives', async () => {
    const up = uploader(t.app, staff);
    const bytes = randomBytes(3 * MB);
    const files = await fileCount();
    for (const number of [1, 3]) {
      const chunk = chunkParams(bytes, 'gap.txt', number, MB);
      await up.chunk(chunk.params, chunk.bytes);
    }
    expect(await up.merge(mergeFields(bytes, 'gap.txt'))).toEqual({ code: 400, msg: '缺少第2个分片，请重新上传' });
    expect(await uploader(t.app, staff, 'zh-TW').merge(mergeFields(bytes, 'gap.txt'))).toEqual({ code: 400, msg: '缺少第2個分片，請重新上傳' });
    expect(await fileCount()).toBe(files);
    expect((await up.test(chunkParams(bytes, 'gap.txt', 2, MB).params)).data).toEqual({ merge: false, chunkNumbers: [1, 3] });
    // a merge that announces another size is refused the same way
    expect(await up.merge(mergeFields(bytes, 'gap.txt', { fileSize: bytes.length + 1 }))).toEqual({ code: 400, msg: '文件大小与上传的内容不符' });
    const second = chunkParams(bytes, 'gap.txt', 2, MB);
    expect((await up.chunk(second.params, second.bytes)).data?.merge).toBe(false);
    const merged = await up.merge(mergeFields(bytes, 'gap.txt'));
    expect(merged.code).toBe(200);
    expect(md5(fs.readFileSync(path.join(env.filesDir, 'annex', merged.data?.name as string)))).toBe(md5(bytes));
  });

  it('refuses a chunk of the wrong size or out of its plan, and stores nothing of it', async () => {
    const up = uploader(t.app, staff);
    const bytes = randomBytes(3 * MB);
    const chunk = chunkParams(bytes, 'sizes.txt', 1, MB);
    const last = chunkParams(bytes, 'sizes.txt', 3, MB);
    const refused = [
      [{ ...chunk.params }, chunk.bytes.subarray(1), '分片大小不正确'],
      [{ ...chunk.params, currentChunkSize: MB - 1 }, chunk.bytes.subarray(1), '分片大小不正确'],
      [{ ...last.params, currentChunkSize: MB / 2 }, last.bytes.subarray(0, MB / 2), '分片大小不正确'],
      [{ ...chunk.params, totalChunks: 5 }, chunk.bytes, '分片参数不正确'],
      [{ ...chunk.params, totalChunks: 1 }, chunk.bytes, '分片参数不正确'],
      [{ ...chunk.params, chunkNumber: 0 }, chunk.bytes, '请求参数不正确：chunkNumber'],
      [{ ...chunk.params, chunkNumber: 4 }, chunk.bytes, '请求参数不正确：chunkNumber'],
      [{ ...chunk.params, chunkNumber: '1e3' }, chunk.bytes, '请求参数不正确：chunkNumber'],
      [{ ...chunk.params, chunkSize: 1000 }, chunk.bytes, '请求参数不正确：chunkSize'],
      [{ ...chunk.params, chunkSize: 2 * CHUNK_SIZE }, chunk.bytes, '请求参数不正确：chunkSize'],
      [{ ...chunk.params, totalSize: -1 }, chunk.bytes, '请求参数不正确：totalSize'],
    ] as const;
    for (const [params, data, msg] of refused) expect(await up.chunk(params, data), JSON.stringify(params)).toEqual({ code: 400, msg });
    expect(await up.chunk(chunk.params, Buffer.alloc(0))).toEqual({ code: 400, msg: '分片大小不正确' });
    const noFile = multipart(chunk.params);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/file/chunk', payload: noFile.payload, headers: { authorization: staff, ...noFile.headers } })).json(),
    ).toEqual({
      code: 400,
      msg: '请选择文件',
    });
    expect(await uploader(t.app, staff, 'en').chunk(chunk.params, chunk.bytes.subarray(1))).toEqual({
      code: 400,
      msg: 'The chunk is not the size it declares',
    });
    expect(chunkFiles()).toEqual([]);
  });

  it('refuses types and sizes the configuration does not allow, at every call', async () => {
    const up = uploader(t.app, staff);
    const bytes = randomBytes(2 * MB);
    const exe = chunkParams(bytes, 'setup.exe', 1, MB);
    expect(await up.test(exe.params)).toEqual({ code: 400, msg: '不允许上传该类型的文件' });
    expect(await up.chunk(exe.params, exe.bytes)).toEqual({ code: 400, msg: '不允许上传该类型的文件' });
    expect(await up.merge(mergeFields(bytes, 'setup.exe'))).toEqual({ code: 400, msg: '不允许上传该类型的文件' });
    // the extension parameter and the name must agree
    expect(await up.merge(mergeFields(bytes, 'setup.exe', { extension: 'txt' }))).toEqual({ code: 400, msg: '请求参数不正确：extension' });
    await setConfig(t.services, { uploadFileSizeLimit: 1 });
    try {
      const big = chunkParams(bytes, 'big.txt', 1, MB);
      expect(await up.test(big.params)).toEqual({ code: 400, msg: '文件大小超过1MB' });
      expect(await up.chunk(big.params, big.bytes)).toEqual({ code: 400, msg: '文件大小超过1MB' });
      expect(await up.merge(mergeFields(bytes, 'big.txt'))).toEqual({ code: 400, msg: '文件大小超过1MB' });
    } finally {
      await setConfig(t.services, { uploadFileSizeLimit: 2048 });
    }
    expect(chunkFiles()).toEqual([]);
  });

  it('checks the content: a page named .png is refused at its first chunk, a document merged as annexpic is refused and dropped', async () => {
    const up = uploader(t.app, staff);
    const page = Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), randomBytes(MB)]);
    const first = chunkParams(page, 'evil.png', 1, MB);
    expect(await up.chunk(first.params, first.bytes)).toEqual({ code: 400, msg: '文件内容与文件类型不符' });
    expect(chunkFiles()).toEqual([]);
    const text = randomBytes(MB + 5);
    const only = chunkParams(text, 'notes.txt', 1, MB);
    expect((await up.chunk(only.params, only.bytes)).data?.merge).toBe(true);
    const files = await fileCount();
    expect(await up.merge(mergeFields(text, 'notes.txt', { type: 'annexpic' }))).toEqual({ code: 400, msg: '请上传图片' });
    expect(await fileCount()).toBe(files);
    expect(chunkFiles()).toEqual([]);
  });

  it('keeps one user’s chunks out of another’s sight and reach', async () => {
    const mine = uploader(t.app, staff);
    const theirs = uploader(t.app, manager);
    const bytes = randomBytes(3 * MB);
    for (const number of [1, 2]) {
      const chunk = chunkParams(bytes, 'private.txt', number, MB);
      await mine.chunk(chunk.params, chunk.bytes);
    }
    const probe = chunkParams(bytes, 'private.txt', 1, MB).params;
    expect((await theirs.test(probe)).data).toEqual({ merge: false, chunkNumbers: [] });
    expect(await theirs.merge(mergeFields(bytes, 'private.txt'))).toEqual({ code: 400, msg: '缺少第1个分片，请重新上传' });
    // their last chunk completes nothing of mine
    const last = chunkParams(bytes, 'private.txt', 3, MB);
    expect((await theirs.chunk(last.params, last.bytes)).data?.merge).toBe(true);
    expect((await mine.test(probe)).data).toEqual({ merge: false, chunkNumbers: [1, 2] });
    expect(await mine.merge(mergeFields(bytes, 'private.txt'))).toEqual({ code: 400, msg: '缺少第3个分片，请重新上传' });
    expect(fs.readdirSync(path.join(env.filesDir, 'chunks', 'user-staff', md5(bytes)))).toEqual(['1', '2']);
    expect(fs.readdirSync(path.join(env.filesDir, 'chunks', 'user-manager', md5(bytes)))).toEqual(['3']);
    await mine.chunk(last.params, last.bytes);
    const merged = await mine.merge(mergeFields(bytes, 'private.txt'));
    expect(merged.code).toBe(200);
    expect(fs.existsSync(path.join(env.filesDir, 'chunks', 'user-manager', md5(bytes), '3'))).toBe(true);
  });

  it('keeps every name and parameter of the chunk calls away from the store’s paths', async () => {
    fs.writeFileSync(path.join(env.sandbox, 'outside.txt'), 'outside');
    const up = uploader(t.app, staff);
    const bytes = randomBytes(MB + 3);
    const chunk = chunkParams(bytes, 'a.txt', 1, MB);
    const files = await fileCount();
    const stored = storedFiles();
    for (const identifier of [
      '../../../outside',
      '..%2F..%2Foutside',
      '%2e%2e%2f%2e%2e',
      '/etc/passwd',
      'C:\\Windows',
      '..\\..\\outside',
      md5(bytes).toUpperCase(),
      '0'.repeat(31),
    ]) {
      expect(await up.test({ ...chunk.params, identifier }), identifier).toEqual({ code: 400, msg: '请求参数不正确：identifier' });
      expect(await up.chunk({ ...chunk.params, identifier }, chunk.bytes), identifier).toEqual({ code: 400, msg: '请求参数不正确：identifier' });
      expect(await up.merge(mergeFields(bytes, 'a.txt', { identifier })), identifier).toEqual({ code: 400, msg: '请求参数不正确：identifier' });
    }
    for (const extension of ['../txt', '..\\txt', '%2e%2e', '/txt']) {
      expect(await up.chunk({ ...chunk.params, extension }, chunk.bytes), extension).toEqual({ code: 400, msg: '请求参数不正确：extension' });
    }
    expect(
      (await up.chunk({ ...chunk.params, filename: '../../../outside.txt', relativePath: '../../../outside.txt' }, chunk.bytes, '../../x.txt')).data?.merge,
    ).toBe(true);
    for (const type of ['../annex', 'annex/..', '..', '%2e%2e', 'chunks', 'useravatar', 'IM', 'a1']) {
      expect(await up.merge(mergeFields(bytes, 'a.txt', { type })), type).toEqual({ code: 400, msg: '请求参数不正确：type' });
    }
    for (const fileName of ['../../outside.txt', '..\\outside.txt', '/etc/passwd.txt', 'C:\\outside.txt', '..', 'a\u0000.txt']) {
      expect(await up.merge(mergeFields(bytes, fileName, { extension: 'txt' })), fileName).toEqual({ code: 400, msg: '文件名不正确' });
    }
    const merged = await up.merge(mergeFields(bytes, '%2e%2e%2foutside.txt', { pathType: 'selfPath', folder: '../../../outside', isAccount: 1 }));
    expect(merged.code).toBe(200);
    expect(merged.data?.url).toBe(`/api/file/Image/annex/${merged.data?.name}`);
    expect(await fileCount()).toBe(files + 1);
    expect(storedFiles()).toEqual([...stored, `annex/${merged.data?.name}`].sort());
    expect(fs.readdirSync(env.sandbox).sort()).toEqual(['data', 'outside.txt']);
    expect(fs.readFileSync(path.join(env.sandbox, 'outside.txt'), 'utf8')).toBe('outside');
    expect(fs.readdirSync(env.dataDir).filter((name) => !name.startsWith('portside.sqlite'))).toEqual(['files']);
  });

  it('takes a file of more than 20 MB in 5 MB chunks, sent out of order, and stores exactly its bytes', async () => {
    const up = uploader(t.app, staff);
    const bytes = randomBytes(21 * MB + 4321);
    const name = 'manifest-2026.zip';
    const total = chunkParams(bytes, name, 1, CHUNK_SIZE).totalChunks;
    expect(total).toBe(4);
    // simple-uploader sends three at a time: the last may arrive before the others
    for (const number of [4, 2, 1, 3]) {
      const chunk = chunkParams(bytes, name, number, CHUNK_SIZE);
      expect((await up.chunk(chunk.params, chunk.bytes)).data?.merge).toBe(number === 4);
    }
    expect((await up.test(chunkParams(bytes, name, 1, CHUNK_SIZE).params)).data).toEqual({ merge: true, chunkNumbers: [1, 2, 3, 4] });
    const merged = await up.merge(mergeFields(bytes, name));
    expect(merged.data).toMatchObject({ fileSize: bytes.length, fileExtension: 'zip' });
    const storedBytes = fs.readFileSync(path.join(env.filesDir, 'annex', merged.data?.name as string));
    expect(md5(storedBytes)).toBe(md5(bytes));
    const served = await t.app.inject({ method: 'GET', url: merged.data?.url as string });
    expect(served.headers['content-length']).toBe(String(bytes.length));
    expect(md5(served.rawPayload)).toBe(md5(bytes));
  });
});
