import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { appSignedIn, as, body, databases, type Target, type TestApp } from './helpers/test-app.ts';
import { openDatabase } from '../../server/core/db/database.ts';
import { createServices } from '../../server/services.ts';
import { buildApp } from '../../server/app.ts';
import { saveExport } from '../../server/core/files/export-files.ts';
import { putFile, ticketCount, tokenOfUrl } from './file-download-helpers.ts';

type Link = { name: string; url: string };

const LINK = /^\/api\/file\/Download\?encryption=[A-Za-z0-9_-]{43}$/;
const EXPIRED = { code: 400, msg: '链接已失效' };
const MISSING = { code: 400, msg: '文件不存在' };
const NOT_FOUND = { code: 404, msg: '请求的接口不存在' };

/**
 * A second server on the same database (its own connection or pool) and the same file store, as a
 * second process behind a load balancer would be.
 */
async function secondApp(t: TestApp, target: Target): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  let opened;
  if (target === 'postgres') {
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${(await sql<{ name: string }>`select current_database() as name`.execute(t.services.db)).rows[0]?.name}`;
    opened = openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  } else {
    const file = (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(t.services.db)).rows[0]?.file ?? '';
    opened = openDatabase({ databaseUrl: '', dataDir: path.dirname(file) });
  }
  const services = createServices(opened.db, opened.dialect, t.services.files);
  const app = await buildApp({ services, logLevel: 'silent' });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await opened.db.destroy();
    },
  };
}

/** Signed downloads (contract §6.3): links by type and name, single use, expiry, races, exports. */
describe.each(databases())('signed single-use downloads on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let staff: ReturnType<typeof as>;
  beforeAll(async () => {
    const signedIn = await appSignedIn(target, 'admin', 'staff');
    t = signedIn.t;
    admin = as(t.app, signedIn.admin);
    staff = as(t.app, signedIn.staff);
  });
  afterAll(async () => t?.close());

  const fetchLink = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const linkTo = async (type: string, name: string) => body<Link>(await staff.get(`/api/file/Download/${type}/${name}`));

  it('answers {name, url} for a stored file and hands the bytes out once, without a header', async () => {
    const file = await putFile(t, '舱单 2026(终).pdf', '%PDF-1.4 manifest');
    const answer = await linkTo('annex', file.id);
    expect(answer.code).toBe(200);
    expect(answer.data?.name).toBe('舱单 2026(终).pdf');
    expect(answer.data?.url).toMatch(LINK);

    const download = await fetchLink(answer.data?.url ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(file.bytes)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(file.bytes.length));
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="__ 2026(_).pdf"; filename*=UTF-8''%E8%88%B1%E5%8D%95%202026%28%E7%BB%88%29.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(download.headers['cache-control']).toBe('private, no-store');

    // spent: the same link again, in each language
    expect(body(await fetchLink(answer.data?.url ?? ''))).toEqual(EXPIRED);
    expect(body(await fetchLink(answer.data?.url ?? '', { 'accept-language': 'zh-TW' }))).toEqual({ code: 400, msg: '鏈接已失效' });
    expect(body(await fetchLink(answer.data?.url ?? '', { 'accept-language': 'en' }))).toEqual({
      code: 400,
      msg: 'This link has expired or has already been used',
    });
  });

  it('downloads an annex by its file id under the name the client appends, made safe', async () => {
    const file = await putFile(t, 'contract.docx', 'PK docx bytes');
    const named = async (name: string) => {
      const url = (await linkTo('annex', file.id)).data?.url ?? '';
      const download = await fetchLink(`${url}&name=${encodeURIComponent(name)}`);
      expect(download.rawPayload.equals(file.bytes)).toBe(true);
      return download.headers['content-disposition'];
    };
    expect(await named('合同.docx')).toBe(`attachment; filename="__.docx"; filename*=UTF-8''%E5%90%88%E5%90%8C.docx`);
    // a path in the name names no folder; quotes and control characters go; nothing left → the recorded name
    expect(await named('../../etc/passwd')).toContain(`filename*=UTF-8''passwd`);
    expect(await named('..\\..\\evil.docx')).toContain(`filename*=UTF-8''evil.docx`);
    expect(await named('a"b\r\nc.docx')).toContain(`filename*=UTF-8''abc.docx`);
    expect(await named('..')).toContain(`filename*=UTF-8''contract.docx`);
    // the upload type is matched without case (contract §6.1: the server lower-cases it)
    expect((await linkTo('Annex', file.id)).data?.url).toMatch(LINK);
    // the content type is the stored file's, whatever name the client asks for
    const url = (await linkTo('annex', file.id)).data?.url ?? '';
    expect((await fetchLink(`${url}&name=x.html`)).headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('asks for a session to hand out a link, not to follow one', async () => {
    const file = await putFile(t, 'a.txt', 'a');
    expect(body(await t.app.inject({ method: 'GET', url: `/api/file/Download/annex/${file.id}` })).code).toBe(600);
    const url = (await linkTo('annex', file.id)).data?.url ?? '';
    expect((await fetchLink(url)).statusCode).toBe(200);
  });

  it('answers 文件不存在 for a missing file, a file of another type and bytes gone from the store', async () => {
    const file = await putFile(t, 'b.txt', 'b');
    const before = await ticketCount(t);
    expect(await linkTo('annex', '20260301_0123456789abcdef0123456789abcdef.txt')).toEqual(MISSING);
    expect(await linkTo('annexpic', file.id)).toEqual(MISSING);
    await t.services.files.remove(file.key);
    expect(await linkTo('annex', file.id)).toEqual(MISSING);
    expect(body(await staff.get('/api/file/Download/annex/nothing.txt', { 'accept-language': 'en' }))).toEqual({ code: 400, msg: 'The file does not exist' });
    expect(await ticketCount(t)).toBe(before);
  });

  it('never reaches outside the store, whatever the type or name say', async () => {
    const file = await putFile(t, 'c.txt', 'c');
    const before = await ticketCount(t);
    const attempts = [
      `annex/..`,
      `annex/%2e%2e`,
      `annex/..%2F..%2Fpackage.json`,
      `annex/%2e%2e%2f%2e%2e%2fpackage.json`,
      `annex/..%5C..%5Cpackage.json`,
      `annex/${file.id}%2F..`,
      `annex/%2F${file.id}`,
      `..%2Fannex/${file.id}`,
      `%2e%2e/${file.id}`,
      `annex%5C..%5Cannex/${file.id}`,
      `annex%2F/${file.id}`,
      `_pack/${file.id}`,
      `annex/..%2Fannex%2F${file.id}`,
    ];
    for (const attempt of attempts) {
      // the route refuses it, or the URL's dot segments resolved to an address with no route at all
      expect([MISSING, NOT_FOUND], attempt).toContainEqual(body(await staff.get(`/api/file/Download/${attempt}`)));
    }
    expect(body(await staff.get(`/api/file/Download/annex/../../package.json`))).toEqual(NOT_FOUND);
    expect(await ticketCount(t)).toBe(before);
    // while the file itself is there to be had
    expect((await linkTo('annex', file.id)).data?.url).toMatch(LINK);
  });

  it('refuses a link that has expired, and changes nothing in refusing it', async () => {
    const file = await putFile(t, 'd.txt', 'd');
    const url = (await linkTo('annex', file.id)).data?.url ?? '';
    const id = createHash('sha256').update(tokenOfUrl(url)).digest('hex');
    const row = await t.services.db.selectFrom('base_file_ticket').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    // only the token's hash is kept
    expect(row).toMatchObject({ fileType: 'file', fileName: file.key, downloadName: 'd.txt', creatorUserId: 'user-staff' });
    expect(row.expiresAt).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect(row.expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000);

    await t.services.db
      .updateTable('base_file_ticket')
      .set({ expiresAt: Date.now() - 1 })
      .where('id', '=', id)
      .execute();
    expect(body(await fetchLink(url))).toEqual(EXPIRED);
    expect(await t.services.db.selectFrom('base_file_ticket').selectAll().where('id', '=', id).executeTakeFirst()).toEqual({
      ...row,
      expiresAt: expect.any(Number),
    });
    expect(await t.services.files.size(file.key)).toBe(1);
    // the refusal was the expiry alone: put back, the link works (once)
    await t.services.db
      .updateTable('base_file_ticket')
      .set({ expiresAt: Date.now() + 60_000 })
      .where('id', '=', id)
      .execute();
    expect((await fetchLink(url)).body).toBe('d');
  });

  it('sweeps expired tickets when the next link is made', async () => {
    const file = await putFile(t, 'e.txt', 'e');
    const url = (await linkTo('annex', file.id)).data?.url ?? '';
    const id = createHash('sha256').update(tokenOfUrl(url)).digest('hex');
    await t.services.db
      .updateTable('base_file_ticket')
      .set({ expiresAt: Date.now() - 1 })
      .where('id', '=', id)
      .execute();
    await linkTo('annex', file.id);
    expect(await t.services.db.selectFrom('base_file_ticket').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('refuses tokens it never made, and HEAD does not spend a link', async () => {
    for (const query of ['', '?encryption=', '?encryption=abc', `?encryption=${'A'.repeat(43)}`, `?encryption=${'A'.repeat(44)}`, '?encryption=..%2F..%2Fx']) {
      expect(body(await fetchLink(`/api/file/Download${query}`)), query).toEqual(EXPIRED);
    }
    const file = await putFile(t, 'f.txt', 'f');
    const url = (await linkTo('annex', file.id)).data?.url ?? '';
    expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(404);
    expect((await fetchLink(url)).body).toBe('f');
  });

  it('hands a link out once when requests race, in one server or two on one database', async () => {
    const other = await secondApp(t, target);
    try {
      for (let round = 0; round < 3; round += 1) {
        const file = await putFile(t, `race-${round}.txt`, `race ${round}`);
        const url = (await linkTo('annex', file.id)).data?.url ?? '';
        const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => (index % 2 ? other.app : t.app).inject({ method: 'GET', url })));
        const delivered = answers.filter((answer) => answer.body === `race ${round}`);
        expect(delivered).toHaveLength(1);
        for (const answer of answers.filter((candidate) => candidate !== delivered[0])) expect(answer.json()).toEqual(EXPIRED);
      }
    } finally {
      await other.close();
    }
  });

  it('serves export results through the same single-use links', async () => {
    const text = await saveExport(t.services.db, '字典.json', '{"a":1}');
    expect(text.name).toBe('字典.json');
    expect(text.url).toMatch(LINK);
    const first = await fetchLink(text.url);
    expect(first.body).toBe('{"a":1}');
    expect(first.headers['content-type']).toBe('application/json');
    expect(first.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('字典.json')}`);
    expect(body(await fetchLink(text.url))).toEqual(EXPIRED);
    expect(await t.services.db.selectFrom('base_export_file').select('id').where('fileName', '=', '字典.json').executeTakeFirst()).toBeUndefined();

    const bytes = Buffer.from([0, 1, 2, 250, 251, 252]);
    const binary = await saveExport(t.services.db, 'sheet.xlsx', bytes);
    const sheet = await fetchLink(`${binary.url}&name=${encodeURIComponent('用户.xlsx')}`);
    expect(sheet.rawPayload.equals(bytes)).toBe(true);
    expect(sheet.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sheet.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('用户.xlsx')}`);

    const expired = await saveExport(t.services.db, 'old.csv', 'a,b');
    const id = createHash('sha256').update(tokenOfUrl(expired.url)).digest('hex');
    await t.services.db
      .updateTable('base_file_ticket')
      .set({ expiresAt: Date.now() - 1 })
      .where('id', '=', id)
      .execute();
    expect(body(await fetchLink(expired.url))).toEqual(EXPIRED);
    expect(await t.services.db.selectFrom('base_export_file').select('id').where('fileName', '=', 'old.csv').executeTakeFirst()).toBeDefined();
  });

  it('serves a signed-in export route’s link (the Excel export of the user list)', async () => {
    const answer = body<Link>(await admin.get('/api/permission/Users/ExportExcel?selectKey=account'));
    expect(answer.data?.url).toMatch(LINK);
    const file = await fetchLink(answer.data?.url ?? '');
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(body(await fetchLink(answer.data?.url ?? ''))).toEqual(EXPIRED);
  });
});
