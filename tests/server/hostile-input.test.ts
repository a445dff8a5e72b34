import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

/**
 * Every bad request gets the envelope (issue 9, deliverable 6): numbers out of range, NUL and
 * lone surrogates, wrong content types, cut-short and oversized requests are refused with a 400
 * (or 413/414/431) `{code, msg}` in the caller's language, nothing changes, and the connection
 * is answered, not reset. Each case replays an observation from the issue.
 */

const en = { 'accept-language': 'en-US' };
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** A multipart body with one file part. */
function multipart(boundary: string, filename: string, type: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

describe.each(databases())('hostile input on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let staff: ReturnType<typeof as>;
  // One sign-in each: signing in again may end the first session (single login).
  let adminToken = '';
  let staffToken = '';
  beforeAll(async () => {
    t = await createTestApp(target);
    adminToken = await tokenOf(t.app, 'admin');
    staffToken = await tokenOf(t.app, 'staff');
    admin = as(t.app, adminToken);
    staff = as(t.app, staffToken);
  });
  afterAll(async () => t?.close());

  const count = async (table: 'base_user' | 'base_feedback' | 'base_position' | 'base_sys_config') =>
    Number(
      (
        await t.services.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('numbers out of range on list routes', () => {
    const lists = ['/api/system/DataInterface', '/api/system/printDev', '/api/system/Feedback', '/api/visualdev/Dashboard/FlowTodo', '/api/permission/Users'];
    const values = ['1e309', '-1e309', 'Infinity', 'NaN', '-1', '0', '1.5', '99999999999999999999', '1000001', '0x7fffffffffffffff'];

    it('answer 400 naming the parameter, in zh and en, never 500', async () => {
      for (const list of lists) {
        for (const parameter of ['currentPage', 'pageSize']) {
          for (const value of values) {
            const zh = body(await admin.get(`${list}?${parameter}=${value}`));
            expect(zh, `${list}?${parameter}=${value}`).toEqual({ code: 400, msg: `请求参数不正确：${parameter}` });
          }
          expect(body(await admin.get(`${list}?${parameter}=1e309`, en))).toEqual({ code: 400, msg: `The request is not valid: ${parameter}` });
        }
        // A page past the last one is still a page: empty.
        expect(body<{ list: unknown[] }>(await admin.get(`${list}?currentPage=1000000&pageSize=20`)).data?.list).toEqual([]);
      }
    });

    it('refuse a word as a number column filter (PostgreSQL failed comparing it: 500), and an empty filter is no filter', async () => {
      for (const query of ['enabledMark=abc', 'gender=abc', 'enabledMark=1e-309', 'enabledMark=1.5']) {
        const parameter = query.split('=')[0];
        expect(body(await admin.get(`/api/permission/Users?${query}`)), query).toEqual({ code: 400, msg: `请求参数不正确：${parameter}` });
      }
      expect(body(await admin.get('/api/permission/Role?enabledMark=x')).code).toBe(400);
      const all = body<{ pagination: { total: number } }>(await admin.get('/api/permission/Users?enabledMark=')).data?.pagination.total;
      const enabled = body<{ pagination: { total: number } }>(await admin.get('/api/permission/Users?enabledMark=1')).data?.pagination.total;
      expect(all).toBeGreaterThanOrEqual(enabled ?? 0);
      expect(enabled).toBeGreaterThan(0);
    });

    it('refuse huge numbers in bodies and change nothing', async () => {
      const users = await count('base_user');
      const user = { account: 'hugeNumbers', realName: '大数', organizeId: 'org-ops' };
      for (const entryDate of ['1e400', '-1e400', '99999999999999999999', '9007199254740993']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/permission/Users',
          headers: { authorization: adminToken, 'content-type': 'application/json', ...en },
          // raw JSON text: 1e400 parses to Infinity
          payload: `{"account":"${user.account}","realName":"${user.realName}","organizeId":"${user.organizeId}","entryDate":${entryDate}}`,
        });
        expect(body(response).code, entryDate).toBe(400);
        expect(body(response).msg).toMatch(/entryDate/);
      }
      expect(await count('base_user')).toBe(users);
    });
  });

  describe('NUL bytes and lone surrogates', () => {
    it('are refused in the query, as PostgreSQL failed on them (500)', async () => {
      for (const query of ['keyword=a%00b', 'keyword=%ED%A0%80', 'keyword=%00%F0%9F%98%80%ED%A0%80', 'keyword=%E4', 'keyword=100%']) {
        for (const list of ['/api/system/DataInterface', '/api/permission/Users', '/api/system/Feedback']) {
          expect(body(await admin.get(`${list}?${query}`)), `${list}?${query}`).toEqual({ code: 400, msg: '请求中含有不允许的字符' });
        }
      }
      expect(body(await admin.get('/api/permission/Users?keyword=a%00b', en))).toEqual({
        code: 400,
        msg: 'The request contains characters that are not allowed',
      });
      // An emoji is a character like any other.
      expect(body(await admin.get(`/api/permission/Users?keyword=${encodeURIComponent('😀')}`)).code).toBe(200);
    });

    it('are refused in path parameters', async () => {
      expect(body(await admin.get('/api/permission/Users/a%00b')).code).toBe(400);
      expect(body(await admin.get('/api/permission/Users/%ED%A0%80', en)).msg).toBe('The request is not valid');
    });

    it('are refused in JSON bodies, values and keys, and nothing is stored', async () => {
      const positions = await count('base_position');
      const position = { fullName: '岗位', enCode: 'nul-test', organizeId: 'org-ops', type: '' };
      for (const [field, text] of [
        ['fullName', '岗\u0000位'],
        ['fullName', '\ud800'],
        ['enCode', 'x\udc00y'],
        ['fullName', '\u0000😀\ud83d'],
      ] as const) {
        const answer = body(await admin.post('/api/permission/Position', { ...position, [field]: text }));
        expect(answer, `${field} ${JSON.stringify(text)}`).toEqual({ code: 400, msg: `请求参数含有不允许的字符：${field}` });
      }
      expect(body(await admin.post('/api/permission/Position', { ...position, fullName: '\u0000' }, en))).toEqual({
        code: 400,
        msg: 'The request contains characters that are not allowed: fullName',
      });
      // a forbidden key is refused without repeating it
      expect(body(await admin.post('/api/permission/Position', { ...position, ['a\u0000b']: 1 }))).toEqual({ code: 400, msg: '请求中含有不允许的字符' });
      const feedback = await count('base_feedback');
      expect(body(await staff.post('/api/system/Feedback', { category: 'other', content: 'a\u0000b' })).code).toBe(400);
      expect(await count('base_feedback')).toBe(feedback);
      expect(await count('base_position')).toBe(positions);
    });

    it('are refused in form bodies (the sign-in form), escaped or not', async () => {
      for (const form of ['account=ad%00min&password=x&grant_type=password', 'account=%ED%A0%80&password=x&grant_type=password', 'account=%E4%B8&password=x']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/oauth/Login',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...en },
          payload: form,
        });
        expect(body(response).code, form).toBe(400);
        expect(body(response).msg).toMatch(/^The request contains characters that are not allowed/);
      }
      const stored = await t.services.db.selectFrom('base_user').select('errorCount').where('account', '=', 'admin').executeTakeFirstOrThrow();
      expect(stored.errorCount ?? 0).toBe(0);
    });
  });

  describe('wrong content types and bodies', () => {
    it('answer the envelope in the caller language, never a stack or Fastify’s body', async () => {
      const token = staffToken;
      const post = (type: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'POST', url: '/api/system/Feedback', headers: { authorization: token, 'content-type': type, ...headers }, payload });
      expect(body(await post('text/xml', '<a/>'))).toEqual({ code: 400, msg: '请求参数不正确' });
      expect(body(await post('application/json', '{"category":', en))).toEqual({ code: 400, msg: 'The request is not valid' });
      expect(body(await post('application/json', '{"__proto__":{"x":1}}'))).toEqual({ code: 400, msg: '请求参数不正确' });
      expect(body(await post('application/json', `{"content":"${'x'.repeat(3 * 1024 * 1024)}"}`, en))).toEqual({ code: 413, msg: 'The request is too large' });
      expect(body(await post('application/json', `{"content":"${'x'.repeat(3 * 1024 * 1024)}"}`))).toEqual({ code: 413, msg: '请求内容过大' });
    });

    it('refuse a non-image avatar, a raw image body and a cut-short or boundary-less multipart body with the envelope', async () => {
      const token = staffToken;
      const upload = (type: string, payload: Buffer, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'POST', url: '/api/file/Uploader/userAvatar', headers: { authorization: token, 'content-type': type, ...headers }, payload });
      expect(body(await upload('multipart/form-data; boundary=B', multipart('B', 'me.png', 'image/png', Buffer.from('not an image'))))).toEqual({
        code: 400,
        msg: '请上传图片',
      });
      expect(body(await upload('multipart/form-data; boundary=B', multipart('B', 'me.txt', 'text/plain', Buffer.from('hello')), en))).toEqual({
        code: 400,
        msg: 'Please upload an image',
      });
      expect(body(await upload('image/png', PNG))).toEqual({ code: 400, msg: '请求参数不正确' });
      const whole = multipart('B', 'me.png', 'image/png', PNG);
      // no closing boundary: the parser ends mid-part (was a 500)
      expect(body(await upload('multipart/form-data; boundary=B', whole.subarray(0, whole.length - 30), en))).toEqual({
        code: 400,
        msg: 'The request is not valid',
      });
      expect(body(await upload('multipart/form-data', whole))).toEqual({ code: 400, msg: '请求参数不正确' });
      expect(
        Number(
          (
            await t.services.db
              .selectFrom('base_file')
              .select(sql<number>`count(*)`.as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBe(0);
    });
  });

  describe('sorting', () => {
    it('accepts only the columns a list shows: sidx=passwordHash is refused for staff', async () => {
      expect(body(await staff.get('/api/permission/Users?sidx=passwordHash&sort=asc'))).toEqual({ code: 400, msg: '不能按此列排序：passwordHash' });
      expect(body(await staff.get('/api/permission/Users?sidx=passwordHash', en))).toEqual({
        code: 400,
        msg: 'The list cannot be sorted by this column: passwordHash',
      });
      for (const column of ['email', 'errorCount', 'lastLoginIPAddress', 'toString', '__proto__']) {
        expect(body(await admin.get(`/api/permission/Users?sidx=${column}`)).code, column).toBe(400);
      }
      expect(body(await admin.get('/api/permission/Users/ExportExcel?sidx=passwordHash&selectKey=account')).code).toBe(400);
      // the shown columns, the default order and a shown reference name still sort
      for (const column of ['account', 'realName', 'sortCode', 'organize', 'roleName', 'creatorTime', '']) {
        expect(body(await admin.get(`/api/permission/Users?sidx=${column}&sort=asc`)).code, column).toBe(200);
      }
      const accounts = (
        body<{ list: { account: string }[] }>(await admin.get('/api/permission/Users?sidx=account&sort=asc&pageSize=100')).data?.list ?? []
      ).map((row) => row.account);
      expect(accounts).toEqual([...accounts].sort());
    });
  });

  describe('the session before the body', () => {
    it('answers an anonymous caller with the session code, never a field message', async () => {
      const anonymous = (payload: string, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'POST', url: '/api/system/Feedback', headers: { 'content-type': 'application/json', ...headers }, payload });
      expect(body(await anonymous('{"category":"zzz"}'))).toEqual({ code: 600, msg: '登录过期,请重新登录' });
      expect(body(await anonymous('{}', en))).toEqual({ code: 600, msg: 'Your session has expired, please sign in again' });
      expect(body(await anonymous('{bad'))).toEqual({ code: 600, msg: '登录过期,请重新登录' });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/permission/Users',
        headers: { 'content-type': 'application/json' },
        payload: '{"account":""}',
      });
      expect(body(created).code).toBe(600);
    });

    it('answers a caller without the permission with the refusal before the body is validated', async () => {
      const tourist = as(t.app, await tokenOf(t.app, 'tourist'));
      expect(body(await tourist.post('/api/permission/Users', { account: '' })).code).toBe(401);
      expect(body(await tourist.put('/api/system/SysConfig', { toString: 1 })).code).toBe(401);
    });
  });
});

/** One raw exchange: what came back, and whether the connection was reset instead of closed. */
function exchange(
  port: number,
  payload: Buffer | string,
  options: { halfClose?: boolean } = {},
): Promise<{ status: number; headers: string; body: string; reset: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let reset = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer within 10 s'));
    }, 10_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      reset = error.code === 'ECONNRESET' || error.code === 'EPIPE';
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head.toLowerCase(), body: rest.join('\r\n\r\n'), reset });
    });
    socket.write(payload, () => {
      if (options.halfClose) socket.end();
    });
  });
}

describe('requests the HTTP parser refuses', () => {
  let t: TestApp;
  let port = 0;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    token = await tokenOf(t.app, 'staff');
  });
  afterAll(async () => t?.close());

  const envelope = (answer: { body: string }) => JSON.parse(answer.body) as { code: number; msg: string };

  it('answers a malformed request line or a raw UTF-8 byte in it with the 400 envelope', async () => {
    const garbage = await exchange(port, 'GARBAGE\r\nAccept-Language: en\r\n\r\n');
    expect(garbage).toMatchObject({ status: 400, reset: false });
    expect(envelope(garbage)).toEqual({ code: 400, msg: 'The request is not valid' });
    const rawByte = await exchange(
      port,
      Buffer.concat([Buffer.from('GET /api/system/DataInterface?keyword='), Buffer.from('港', 'utf8'), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')]),
    );
    expect(rawByte).toMatchObject({ status: 400, reset: false });
    expect(envelope(rawByte)).toEqual({ code: 400, msg: '请求参数不正确' });
    expect(rawByte.headers).toContain('x-content-type-options: nosniff');
    const nulHeader = await exchange(port, 'GET /api/oauth/getLoginConfig HTTP/1.1\r\nHost: x\r\nAccept-Language: zh-TW\r\nX-Name: a\0b\r\n\r\n');
    expect(envelope(nulHeader)).toEqual({ code: 400, msg: '請求參數不正確' });
  });

  it('answers an over-long URL with 414 and over-long headers with 431, inside the envelope, without a reset', async () => {
    // The parser gives up inside the URL, before any header was read: the answer is in the default language.
    const longUrl = await exchange(port, `GET /api/system/DataInterface?keyword=${'a'.repeat(64 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(longUrl).toMatchObject({ status: 414, reset: false });
    expect(envelope(longUrl)).toEqual({ code: 414, msg: '请求地址过长' });
    const headersTooLarge = await exchange(
      port,
      `GET /api/oauth/getLoginConfig HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\n${'X-Many: header\r\n'.repeat(2000)}\r\n`,
    );
    expect(envelope(headersTooLarge)).toEqual({ code: 431, msg: 'The request headers are too large' });
    const longHeader = await exchange(port, `GET /api/oauth/getLoginConfig HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(256 * 1024)}\r\n\r\n`);
    expect(longHeader).toMatchObject({ status: 431, reset: false });
    expect(envelope(longHeader)).toEqual({ code: 431, msg: '请求头过大' });
  });

  it('answers a multipart upload cut short (the client stops sending) with the envelope', async () => {
    const part = `--B\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(100)}`;
    const head = `POST /api/file/Uploader/userAvatar HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nAuthorization: ${token}\r\nContent-Type: multipart/form-data; boundary=B\r\nContent-Length: 100000\r\n\r\n`;
    const cut = await exchange(port, head + part, { halfClose: true });
    expect(cut.reset).toBe(false);
    expect(cut.status).toBeGreaterThanOrEqual(200);
    expect(envelope(cut).code).toBe(400);
    expect(envelope(cut).msg).toMatch(/^The request (was cut short|is not valid)$/);
  });

  it('answers the mixed NUL, emoji and lone surrogate query and keeps serving', async () => {
    const mixed = await exchange(
      port,
      `GET /api/system/DataInterface?keyword=%00%F0%9F%98%80%ED%A0%80 HTTP/1.1\r\nHost: x\r\nAuthorization: ${token}\r\nConnection: close\r\n\r\n`,
    );
    expect(mixed).toMatchObject({ status: 200, reset: false });
    expect(envelope(mixed)).toEqual({ code: 400, msg: '请求中含有不允许的字符' });
    const after = await exchange(port, 'GET /api/oauth/getLoginConfig HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(envelope(after).code).toBe(200);
  });
});
