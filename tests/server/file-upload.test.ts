import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { databases, setConfig, tokenOf, type TestApp } from './helpers/test-app.ts';
import { filesUnder, md5, multipart, uploader, uploadTestEnv, type Answer, type UploadTestEnv, type UploaderAnswer } from './helpers/file-upload-app.ts';
import { STORED_FILE_NAME } from '../../common/files/file-kinds.ts';

/** Simple uploads (contract §6.1), the stored files served by name, and the avatar and chat images in the same store. */

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(64, 7)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');
const SECRET = 'the sandbox secret that no answer may carry';

const count = async (t: TestApp, table: 'base_file' | 'base_user_avatar' | 'base_im_file') =>
  Number(
    (
      await t.services.db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(databases())('simple uploads and stored files on %s (contract §6.1)', (target) => {
  let env: UploadTestEnv;
  let t: TestApp;
  let staff: string;
  let manager: string;
  beforeAll(async () => {
    env = await uploadTestEnv(target);
    t = await env.open();
    staff = await tokenOf(t.app, 'staff');
    manager = await tokenOf(t.app, 'manager');
    fs.writeFileSync(path.join(env.sandbox, 'secret.txt'), SECRET);
  });
  afterAll(async () => env?.dispose());

  /** The store holds only stored names in type folders, and nothing was written beside the data folder. */
  const expectOnlyStoredNames = () => {
    for (const key of filesUnder(env.filesDir)) expect(key).toMatch(/^[a-z]{1,32}\/\d{8}_[0-9a-f]{32}(\.[a-z0-9]{1,10})?$/);
    expect(fs.readdirSync(env.sandbox).sort()).toEqual(['data', 'secret.txt']);
    expect(fs.readdirSync(env.dataDir).filter((name) => !name.startsWith('portside.sqlite'))).toEqual(['files']);
  };

  it('refuses the upload calls without a session and serves no file that is not stored', async () => {
    const form = multipart({}, { name: 'a.pdf', bytes: PDF });
    for (const url of ['/api/file/Uploader/annex', '/api/file/chunk', '/api/file/merge']) {
      const response = await t.app.inject({ method: 'POST', url, payload: form.payload, headers: form.headers });
      expect(response.json().code, url).toBe(600);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/file/chunk' })).json().code).toBe(600);
    expect((await t.app.inject({ method: 'GET', url: `/api/file/Image/annex/20260101_${'0'.repeat(32)}.pdf` })).json()).toEqual({
      code: 400,
      msg: '文件不存在',
    });
  });

  it('stores an annex under a name of its own, records it and serves it as an attachment', async () => {
    const before = await count(t, 'base_file');
    const up = uploader(t.app, staff);
    const answer = await up.simple(
      'annex',
      { name: '合同 (终版).pdf', bytes: PDF, type: 'text/html' },
      { pathType: 'selfPath', isAccount: '1', folder: '../../outside' },
    );
    expect(answer.code).toBe(200);
    expect(answer.msg).toBe('上传成功');
    const name = answer.data?.name as string;
    expect(name).toMatch(/^\d{8}_[0-9a-f]{32}\.pdf$/);
    expect(name).toMatch(STORED_FILE_NAME);
    expect(answer.data).toEqual({ name, url: `/api/file/Image/annex/${name}`, fileSize: PDF.length, fileExtension: 'pdf' });
    expect(await count(t, 'base_file')).toBe(before + 1);
    const row = await t.services.db.selectFrom('base_file').selectAll().where('id', '=', name).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      type: 'annex',
      fullName: '合同 (终版).pdf',
      fileSize: PDF.length,
      fileExtension: 'pdf',
      mimeType: 'application/pdf',
      md5: md5(PDF),
    });
    expect(row.creatorUserId).toBe('user-staff');
    expect(fs.readFileSync(path.join(env.filesDir, 'annex', name)).equals(PDF)).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: answer.data?.url as string });
    expect(served.statusCode).toBe(200);
    // the type recorded from the extension, never the one the client declared (text/html)
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('合同 ')}%28${encodeURIComponent('终版')}%29.pdf`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(served.headers['accept-ranges']).toBe('bytes');
    expect(served.rawPayload.equals(PDF)).toBe(true);
    // the folder is the type in lower case, and the type is looked up the same way
    expect((await t.app.inject({ method: 'GET', url: `/api/file/Image/ANNEX/${name}` })).rawPayload.equals(PDF)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/file/Image/annexpic/${name}` })).json()).toEqual({ code: 400, msg: '文件不存在' });
    expectOnlyStoredNames();
  });

  it('answers the contract’s url for annexpic and any other type, and shows images in place', async () => {
    const up = uploader(t.app, staff);
    const picture = await up.simple('annexpic', { name: 'photo.png', bytes: PNG });
    expect(picture.data?.url).toBe(`/api/file/Image/annexpic/${picture.data?.name}`);
    const shown = await t.app.inject({ method: 'GET', url: picture.data?.url as string });
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toBe("inline; filename*=UTF-8''photo.png");
    expect(shown.rawPayload.equals(PNG)).toBe(true);
    const jpeg = await up.simple('workFlow', { name: 'scan.JPEG', bytes: JPEG });
    expect(jpeg.data).toMatchObject({ url: `/api/file/Image/workFlow/${jpeg.data?.name}`, fileExtension: 'jpeg' });
    expect(fs.existsSync(path.join(env.filesDir, 'workflow', jpeg.data?.name as string))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: jpeg.data?.url as string })).headers['content-type']).toBe('image/jpeg');
    for (const type of ['mail', 'document', 'IMx']) expect((await up.simple(type, { name: 'a.txt', bytes: Buffer.from('hello') })).code, type).toBe(200);
  });

  it('serves one byte range so audio and video can seek', async () => {
    const video = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));
    const answer = await uploader(t.app, staff).simple('annex', { name: 'clip.mp4', bytes: video });
    const url = answer.data?.url as string;
    const get = (range?: string) => t.app.inject({ method: 'GET', url, headers: range ? { range } : {} });
    const middle = await get('bytes=10-19');
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 10-19/1000');
    expect(middle.headers['content-length']).toBe('10');
    expect(middle.headers['content-type']).toBe('video/mp4');
    expect(middle.rawPayload.equals(video.subarray(10, 20))).toBe(true);
    expect((await get('bytes=-5')).rawPayload.equals(video.subarray(995))).toBe(true);
    expect((await get('bytes=990-')).rawPayload.equals(video.subarray(990))).toBe(true);
    expect((await get('bytes=990-5000')).headers['content-range']).toBe('bytes 990-999/1000');
    const past = await get('bytes=1000-');
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
    expect(past.json()).toEqual({ code: 416, msg: '请求参数不正确' });
    for (const ignored of ['bytes=1-2,5-6', 'items=1-2', 'bytes=9-3']) {
      const whole = await get(ignored);
      expect(whole.statusCode, ignored).toBe(200);
      expect(whole.rawPayload.equals(video)).toBe(true);
    }
  });

  it('refuses a type that is not allowed, in the caller’s language, and follows the configured list', async () => {
    const before = await count(t, 'base_file');
    const stored = filesUnder(env.filesDir);
    const exe = { name: 'setup.exe', bytes: Buffer.from('MZ') };
    expect(await uploader(t.app, staff).simple('annex', exe)).toEqual({ code: 400, msg: '不允许上传该类型的文件' });
    expect(await uploader(t.app, staff, 'zh-TW').simple('annex', exe)).toEqual({ code: 400, msg: '不允許上傳該類型的文件' });
    expect(await uploader(t.app, staff, 'en-US').simple('annex', exe)).toEqual({ code: 400, msg: 'Files of this type may not be uploaded' });
    for (const name of ['README', 'page.html', 'icon.svg', 'a.PDF.exe', 'x.']) {
      expect((await uploader(t.app, staff).simple('annex', { name, bytes: Buffer.from('x') })).msg, name).toBe('不允许上传该类型的文件');
    }
    const { allowUploadFileType } = await t.services.config.read();
    await setConfig(t.services, { allowUploadFileType: 'pdf' });
    try {
      expect((await uploader(t.app, staff).simple('annexpic', { name: 'photo.png', bytes: PNG })).msg).toBe('不允许上传该类型的文件');
      expect((await uploader(t.app, staff).simple('annex', { name: 'a.PDF', bytes: PDF })).code).toBe(200);
    } finally {
      await setConfig(t.services, { allowUploadFileType });
    }
    expect(await count(t, 'base_file')).toBe(before + 1);
    expect(filesUnder(env.filesDir)).toHaveLength(stored.length + 1);
  });

  it('refuses files over the configured sizes, and over 10 MB when the limit is larger or none', async () => {
    const before = await count(t, 'base_file');
    const up = uploader(t.app, staff);
    const overOne = Buffer.alloc(1024 * 1024 + 1, 0x41);
    await setConfig(t.services, { uploadFileSizeLimit: 1, uploadImageSizeLimit: 1 });
    try {
      expect(await up.simple('annex', { name: 'big.txt', bytes: overOne })).toEqual({ code: 400, msg: '文件大小超过1MB' });
      expect(await uploader(t.app, staff, 'en').simple('annex', { name: 'big.txt', bytes: overOne })).toEqual({
        code: 400,
        msg: 'The file is larger than 1 MB',
      });
      expect(await up.simple('annexpic', { name: 'big.png', bytes: Buffer.concat([PNG, overOne]) })).toEqual({ code: 400, msg: '图片大小超过1MB' });
      expect((await up.simple('annex', { name: 'small.txt', bytes: Buffer.alloc(1024 * 1024, 0x41) })).code).toBe(200);
      await setConfig(t.services, { uploadFileSizeLimit: 0, uploadImageSizeLimit: 0 });
      const overTen = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
      expect(await up.simple('annex', { name: 'huge.txt', bytes: overTen })).toEqual({ code: 400, msg: '文件大小超过10MB' });
      expect(await up.simple('annexpic', { name: 'huge.png', bytes: Buffer.concat([PNG, overTen]) })).toEqual({ code: 400, msg: '图片大小超过10MB' });
    } finally {
      await setConfig(t.services, { uploadFileSizeLimit: 2048, uploadImageSizeLimit: 10 });
    }
    expect(await count(t, 'base_file')).toBe(before + 1);
  });

  it('checks images by their bytes: a page renamed .png is no picture anywhere', async () => {
    const before = await count(t, 'base_file');
    const stored = filesUnder(env.filesDir);
    const up = uploader(t.app, staff);
    expect(await up.simple('annexpic', { name: 'evil.png', bytes: HTML, type: 'image/png' })).toEqual({ code: 400, msg: '请上传图片' });
    expect(await uploader(t.app, staff, 'en').simple('annexpic', { name: 'evil.png', bytes: HTML })).toEqual({ code: 400, msg: 'Please upload an image' });
    expect(await up.simple('annex', { name: 'evil.png', bytes: HTML })).toEqual({ code: 400, msg: '文件内容与文件类型不符' });
    expect(await uploader(t.app, staff, 'en').simple('annex', { name: 'evil.gif', bytes: HTML })).toEqual({
      code: 400,
      msg: "The file's content does not match its type",
    });
    // a real image under another image's name, and a document sent as a picture
    expect(await up.simple('annex', { name: 'photo.png', bytes: JPEG })).toEqual({ code: 400, msg: '文件内容与文件类型不符' });
    expect(await up.simple('annexpic', { name: 'contract.pdf', bytes: PDF })).toEqual({ code: 400, msg: '请上传图片' });
    expect(await up.simple('annexpic', { name: 'empty.png', bytes: Buffer.alloc(0) })).toEqual({ code: 400, msg: '请上传图片' });
    expect(await count(t, 'base_file')).toBe(before);
    expect(filesUnder(env.filesDir)).toEqual(stored);
  });

  it('refuses an upload without a file', async () => {
    const inject = (payload: Buffer | string, type: string) =>
      t.app.inject({ method: 'POST', url: '/api/file/Uploader/annex', payload, headers: { authorization: staff, 'content-type': type } });
    const fieldsOnly = multipart({ pathType: 'defaultPath' });
    expect((await inject(fieldsOnly.payload, fieldsOnly.headers['content-type'])).json()).toEqual({ code: 400, msg: '请选择文件' });
    expect((await inject('{}', 'application/json')).json()).toEqual({ code: 400, msg: '请选择文件' });
  });

  it('keeps every name and parameter a client sends away from the store’s paths', async () => {
    const before = await count(t, 'base_file');
    const up = uploader(t.app, staff);
    // type: letters only, 32 at most, not the avatar's, the chat's or the chunks' folder
    for (const type of ['..%2F..%2Fetc', '%2e%2e', 'an.nex', 'annex%5C..', `${'a'.repeat(33)}`, 'chunks', 'useravatar', 'im', 'Im', 'USERAVATAR', '%2Fetc']) {
      const form = multipart({}, { name: 'a.txt', bytes: Buffer.from('x') });
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/file/Uploader/${type}`,
        payload: form.payload,
        headers: { authorization: staff, ...form.headers },
      });
      // (`%2e%2e` is `..` to the router: that address is no route at all)
      expect(answer.json(), type).toEqual(type === '%2e%2e' ? { code: 404, msg: '请求的接口不存在' } : { code: 400, msg: '请求参数不正确：type' });
    }
    // file names: the parser keeps the last segment, and what is left must be a plain name
    const names = ['../../evil.pdf', '..\\..\\evil.pdf', '/etc/passwd.pdf', 'C:\\Windows\\evil.pdf', '%2e%2e%2fevil.pdf', '..%5cevil.pdf'];
    for (const name of names) {
      const answer = await up.simple('annex', { name, bytes: PDF }, { pathType: 'selfPath', folder: '../../../evil', isAccount: '1' });
      expect(answer.code, name).toBe(200);
      expect(answer.data?.name, name).toMatch(/^\d{8}_[0-9a-f]{32}\.pdf$/);
      const row = await t.services.db
        .selectFrom('base_file')
        .select(['fullName', 'type'])
        .where('id', '=', answer.data?.name as string)
        .executeTakeFirstOrThrow();
      expect(row.type).toBe('annex');
      expect(row.fullName).not.toMatch(/[/\\]/);
    }
    for (const name of ['..', '.', 'a\u0001b.pdf', `${'a'.repeat(300)}.pdf`]) expect((await up.simple('annex', { name, bytes: PDF })).code, name).toBe(400);
    expect(await count(t, 'base_file')).toBe(before + names.length);
    // stored files are read by stored names only
    for (const url of [
      '/api/file/Image/annex/..%2F..%2Fportside.sqlite',
      '/api/file/Image/annex/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt',
      '/api/file/Image/..%2F..%2F..%2Fsecret.txt/x',
      '/api/file/Image/annex/..%5C..%5C..%5Csecret.txt',
      '/api/file/Image/annex/%2Fetc%2Fpasswd',
      '/api/file/Image/annex/C:%5CWindows%5Cwin.ini',
      '/api/file/Image/files/portside.sqlite',
      '/api/file/Image/chunks/x',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.json(), url).toEqual({ code: 400, msg: '文件不存在' });
      expect(answer.payload).not.toContain(SECRET);
    }
    expectOnlyStoredNames();
  });

  it('stores the avatar and the chat images in the same store, and still serves those stored before it', async () => {
    const avatarForm = multipart({}, { name: 'me.png', bytes: PNG, type: 'image/png' });
    const avatar = (
      await t.app.inject({
        method: 'POST',
        url: '/api/file/Uploader/userAvatar',
        payload: avatarForm.payload,
        headers: { authorization: staff, ...avatarForm.headers },
      })
    ).json() as Answer<UploaderAnswer>;
    expect(avatar.code).toBe(200);
    const avatarName = avatar.data?.name as string;
    expect(avatar.data?.url).toBe(`/api/file/Image/userAvatar/${avatarName}`);
    expect(await t.services.db.selectFrom('base_file').select(['type', 'creatorUserId', 'md5']).where('id', '=', avatarName).executeTakeFirst()).toEqual({
      type: 'useravatar',
      creatorUserId: 'user-staff',
      md5: md5(PNG),
    });
    expect(fs.readFileSync(path.join(env.filesDir, 'useravatar', avatarName)).equals(PNG)).toBe(true);
    expect(await count(t, 'base_user_avatar')).toBe(0);
    const shown = await t.app.inject({ method: 'GET', url: `/api/file/Image/userAvatar/${avatarName}` });
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(PNG)).toBe(true);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/permission/Users/Current/Avatar/${avatarName}`, headers: { authorization: manager } })).json().msg,
    ).toBe('文件不存在');
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/permission/Users/Current/Avatar/${avatarName}`, headers: { authorization: staff } })).json().code,
    ).toBe(200);
    // the avatar's refusal of a non-image is the envelope (HTTP 200), not a bare 4xx
    const fake = multipart({}, { name: 'me.png', bytes: HTML, type: 'image/png' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/file/Uploader/userAvatar',
      payload: fake.payload,
      headers: { authorization: staff, ...fake.headers },
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ code: 400, msg: '请上传图片' });

    const chatForm = multipart({}, { name: 'photo.png', bytes: PNG, type: 'image/png' });
    const chat = (
      await t.app.inject({ method: 'POST', url: '/api/file/Uploader/IM', payload: chatForm.payload, headers: { authorization: staff, ...chatForm.headers } })
    ).json() as Answer<UploaderAnswer>;
    expect(chat.code).toBe(200);
    const chatName = chat.data?.name as string;
    expect(await t.services.db.selectFrom('base_file').select(['type', 'fullName']).where('id', '=', chatName).executeTakeFirst()).toEqual({
      type: 'im',
      fullName: 'photo.png',
    });
    expect(fs.readFileSync(path.join(env.filesDir, 'im', chatName)).equals(PNG)).toBe(true);
    expect(await count(t, 'base_im_file')).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/file/Image/IM/${chatName}` })).rawPayload.equals(PNG)).toBe(true);

    // rows written before the store existed are still read
    const oldAvatar = `20250101_${'a'.repeat(32)}.png`;
    const oldChat = `20250101_${'b'.repeat(32)}.png`;
    await t.services.db
      .insertInto('base_user_avatar')
      .values({ id: oldAvatar, userId: 'user-staff', mimeType: 'image/png', fileSize: PNG.length, content: PNG.toString('base64'), creatorTime: Date.now() })
      .execute();
    await t.services.db
      .insertInto('base_im_file')
      .values({ id: oldChat, userId: 'user-staff', mimeType: 'image/png', fileSize: PNG.length, content: PNG.toString('base64'), creatorTime: Date.now() })
      .execute();
    expect((await t.app.inject({ method: 'GET', url: `/api/file/Image/userAvatar/${oldAvatar}` })).rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/file/Image/IM/${oldChat}` })).rawPayload.equals(PNG)).toBe(true);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/permission/Users/Current/Avatar/${oldAvatar}`, headers: { authorization: manager } })).json().msg,
    ).toBe('文件不存在');
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/permission/Users/Current/Avatar/${oldAvatar}`, headers: { authorization: staff } })).json().code,
    ).toBe(200);
    expectOnlyStoredNames();
  });
});
