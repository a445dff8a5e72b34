import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { as, body, createTestApp, databases, login, PASSWORD, setConfig, tokenOf, type TestApp } from './helpers/test-app.ts';
import { buildApp } from '../../server/app.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import { pruneOldEntries, KEEP_DAYS } from '../../server/features/audit-log/log-pruning.ts';
import { auditDb } from '../../server/features/audit-log/audit-log-tables.ts';

interface LogRow {
  id: string;
  category: number;
  creatorTime: number;
  userName: string;
  ipaddress: string;
  platForm: string;
  browser: string;
  account?: string;
  loginMark?: number;
  abstracts?: string;
  moduleName?: string;
  requestMethod?: string;
  requestURL?: string;
  requestDuration?: number;
  resultCode?: number;
  requestId?: string;
  json?: string;
}
interface LogPage {
  list: LogRow[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The admin-wide system log (issue 15 point 6): sign-ins, operations (who, what, when, from where,
 * result, duration — never a body) and server exceptions (request id, route, message), searchable
 * and paged, read by holders of 系统日志 within their rank, deleted by system administrators only.
 * The app under test is built over a test database with one extra route that fails on the server.
 */
describe.each(databases())('the system log on %s', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let staff: string;
  let manager: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    app = await buildApp({ services: t.services, logLevel: 'silent' });
    app.get('/api/test/boom', { config: { access: 'signed-in' } }, async () => {
      throw new Error('upstream refused /sso?token=SECRET123 and bearer abc.def.ghi');
    });
    // a message quoting input neither database stores as it is (PostgreSQL refuses NUL in text)
    app.post('/api/test/boom-odd', { config: { access: 'signed-in' } }, async () => {
      throw new Error('odd \u0000input \ud800here');
    });
    await app.ready();
    admin = await tokenOf(app, 'admin');
    staff = await tokenOf(app, 'staff');
    manager = await tokenOf(app, 'manager');
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const page = async (token: string, category: number, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(Object.entries({ currentPage: 1, pageSize: 100, ...query }).map(([key, value]) => [key, String(value)]));
    const answer = body<LogPage>(await as(app, token).get(`/api/system/Log/${category}?${search}`));
    expect(answer.code, answer.msg).toBe(200);
    return answer.data as LogPage;
  };
  /** The log is written after the answers: reads again until `found` holds (entries are written in the order they came). */
  const eventually = async (category: number, found: (rows: LogRow[]) => boolean, query: Record<string, string> = {}): Promise<LogRow[]> => {
    for (let round = 0; round < 500; round += 1) {
      const rows = (await page(admin, category, query)).list;
      if (found(rows)) return rows;
      await sleep(20);
    }
    throw new Error(`the log never showed what was expected in category ${category}`);
  };
  const createPosition = async (enCode: string) => {
    const answer = body(
      await as(app, admin).post(
        '/api/permission/Position',
        { organizeId: 'org-ops', fullName: `审计岗位${enCode}`, enCode, type: 'ptype-operate' },
        { 'user-agent': CHROME },
      ),
    );
    expect(answer.code, answer.msg).toBe(200);
  };

  it('lists sign-ins, accepted and refused, with the account, IP, device and time', async () => {
    const before = Date.now();
    expect((await login(app, 'staff', 'Wrong-2026')).code).not.toBe(200);
    expect((await login(app, 'staff')).code).toBe(200);
    const rows = (await page(admin, 1, { keyword: 'staff', startTime: before })).list;
    const refused = rows.find((row) => row.loginMark === 0);
    const accepted = rows.find((row) => row.loginMark === 1);
    expect(refused).toMatchObject({
      category: 1,
      account: 'staff',
      userName: '李操作/staff',
      ipaddress: '127.0.0.1',
      platForm: 'PC',
      abstracts: '账户或密码错误，请重新输入',
    });
    expect(accepted).toMatchObject({ account: 'staff', userName: '李操作/staff', abstracts: '登录成功' });
    expect(accepted?.creatorTime).toBeGreaterThanOrEqual(before);
    expect((refused?.creatorTime ?? 0) <= (accepted?.creatorTime ?? 0)).toBe(true);
    // the reader's language
    const english = body<LogPage>(await as(app, admin).get(`/api/system/Log/1?keyword=staff&startTime=${before}`, { 'accept-language': 'en' }));
    expect(english.data?.list.map((row) => row.abstracts)).toContain('Signed in');
  });

  it('records a signed-in change with who, what, when, from where, the result and the duration, never its body', async () => {
    const before = Date.now();
    const secret = 'Hidden#Pass2026';
    const change = await as(app, staff).post(
      '/api/permission/Users/Current/Actions/ModifyPassword',
      { oldPassword: md5Hex(PASSWORD), password: md5Hex(secret), newPasswordPlain: secret, code: 'nope', timestamp: '1' },
      { 'user-agent': CHROME },
    );
    expect(body(change).code).toBe(400);
    await createPosition('auditOne');
    // refused by the route's permission: the attempt is recorded too, with the refusal's code
    expect(body(await as(app, staff).put('/api/system/SysConfig', { sysName: 'x' })).code).toBe(401);

    const rows = await eventually(3, (list) => list.some((row) => row.requestURL === '/api/system/SysConfig'));
    const password = rows.find((row) => row.requestURL === '/api/permission/Users/Current/Actions/ModifyPassword');
    expect(password).toMatchObject({
      category: 3,
      userName: '李操作/staff',
      ipaddress: '127.0.0.1',
      requestMethod: 'POST',
      resultCode: 400,
      browser: 'Chrome 120',
      platForm: 'Windows 10',
      moduleName: '',
    });
    expect(password?.creatorTime).toBeGreaterThanOrEqual(before - 1000);
    expect(typeof password?.requestDuration).toBe('number');
    expect(rows.find((row) => row.requestURL === '/api/permission/Position')).toMatchObject({
      userName: '系统管理员/admin',
      requestMethod: 'POST',
      moduleName: '岗位管理',
      resultCode: 200,
    });
    expect(rows.find((row) => row.requestURL === '/api/system/SysConfig')).toMatchObject({
      userName: '李操作/staff',
      requestMethod: 'PUT',
      moduleName: '系统配置',
      resultCode: 401,
    });

    // Neither the password (plain or hashed), nor a token, nor anything of a body is in the log or its table.
    const everything = JSON.stringify([rows, await auditDb(t.services.db).selectFrom('base_sys_log').selectAll().execute()]);
    for (const leak of [secret, md5Hex(secret), md5Hex(PASSWORD), 'nope', staff.replace(/^bearer /i, ''), admin.replace(/^bearer /i, '')]) {
      expect(everything).not.toContain(leak);
    }
  });

  it('names the route, not the values in its path', async () => {
    await createPosition('auditTwo');
    const id = (await t.services.db.selectFrom('base_position').select('id').where('enCode', '=', 'auditTwo').executeTakeFirstOrThrow()).id;
    const update = await as(app, admin).put(`/api/permission/Position/${id}`, {
      organizeId: 'org-ops',
      fullName: '审计岗位改',
      enCode: 'auditTwo',
      type: 'ptype-operate',
    });
    expect(body(update).code).toBe(200);
    const rows = await eventually(3, (list) => list.some((row) => row.requestMethod === 'PUT' && row.requestURL === '/api/permission/Position/:id'));
    expect(JSON.stringify(rows)).not.toContain(id);
  });

  it('leaves reads out: GET requests and lists read through POST', async () => {
    expect(body(await as(app, admin).get('/api/permission/Users?currentPage=1&pageSize=5')).code).toBe(200);
    expect(body(await as(app, admin).post('/api/message/Notice', { currentPage: 1, pageSize: 5 })).code).toBe(200);
    // written after the reads, in order: once it shows, the reads would have shown before it. An
    // entry's time is the answer's wall-clock time less the measured duration, so it may read a
    // millisecond before the mark (CI saw it); the reads above took longer than the margin.
    const mark = Date.now() - 5;
    await createPosition('auditMark');
    const rows = await eventually(3, (list) => list.some((row) => row.requestURL === '/api/permission/Position' && row.creatorTime >= mark));
    expect(rows.some((row) => row.requestMethod === 'GET')).toBe(false);
    expect(rows.some((row) => row.requestURL === '/api/message/Notice')).toBe(false);
  });

  it('keeps a server failure with its request id, route and message, and tells the caller only that it failed', async () => {
    const response = await as(app, staff).get('/api/test/boom');
    expect(response.json()).toEqual({ code: 500, msg: '系统异常.' });
    expect(response.body).not.toMatch(/SECRET123|upstream|at .*\(.*:\d+:\d+\)/);
    const requestId = String(response.headers['x-request-id']);
    const rows = await eventually(4, (list) => list.some((row) => row.requestId === requestId));
    const entry = rows.find((row) => row.requestId === requestId);
    expect(entry).toMatchObject({
      category: 4,
      userName: '李操作/staff',
      requestMethod: 'GET',
      requestURL: '/api/test/boom',
      resultCode: 500,
      ipaddress: '127.0.0.1',
    });
    expect(entry?.json).toContain('upstream refused /sso?token=[redacted]');
    expect(entry?.json).toContain('bearer [redacted]');
    expect(JSON.stringify(rows)).not.toMatch(/SECRET123|abc\.def\.ghi|\bat .*:\d+:\d+/);
    // found by its request id
    expect((await page(admin, 4, { keyword: requestId })).list.map((row) => row.requestId)).toEqual([requestId]);

    const odd = await as(app, staff).post('/api/test/boom-odd');
    const oddId = String(odd.headers['x-request-id']);
    const oddRows = await eventually(4, (list) => list.some((row) => row.requestId === oddId));
    expect(oddRows.find((row) => row.requestId === oddId)).toMatchObject({ requestMethod: 'POST', json: 'odd input \ufffdhere' });
  });

  it('searches by keyword and time range, newest first, a page at a time', async () => {
    // Entries are written after the answers: wait for this create's own entry, not for any three (the
    // earlier tests made three already, so a late one could land between the pages compared below).
    // An entry's time is its answer's less the measured duration, so it may read a little early.
    const mark = Date.now() - 5;
    await createPosition('auditThree');
    await eventually(3, (list) => list.some((row) => row.moduleName === '岗位管理' && row.creatorTime >= mark), { keyword: '岗位管理' });
    await eventually(3, (list) => list.filter((row) => row.moduleName === '岗位管理').length >= 3, { keyword: '岗位管理' });
    const found = await page(admin, 3, { keyword: '岗位管理' });
    expect(found.list.length).toBeGreaterThanOrEqual(3);
    expect(found.list.every((row) => row.moduleName === '岗位管理')).toBe(true);
    const times = found.list.map((row) => row.creatorTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = await page(admin, 3, { keyword: '岗位管理', pageSize: 1 });
    expect(first.list.map((row) => row.id)).toEqual([found.list[0].id]);
    expect(first.pagination).toEqual({ currentPage: 1, pageSize: 1, total: found.pagination.total });
    const second = await page(admin, 3, { keyword: '岗位管理', pageSize: 1, currentPage: 2 });
    expect(second.list.map((row) => row.id)).toEqual([found.list[1].id]);
    expect((await page(admin, 3, { startTime: Date.now() + 60_000 })).list).toEqual([]);
    const newest = found.list[0].creatorTime;
    expect((await page(admin, 3, { keyword: '岗位管理', startTime: newest, endTime: newest })).list.map((row) => row.creatorTime)).toContain(newest);
    expect((await page(admin, 3, { keyword: '岗位管理', endTime: found.list[found.list.length - 1].creatorTime - 1 })).list).toEqual([]);
    // an empty bound is none, as the stock client sends it before a range is picked
    expect((await page(admin, 3, { keyword: '岗位管理', startTime: '', endTime: '' })).pagination.total).toBe(found.pagination.total);
  });

  it('answers the later client’s ?category= form the same, an empty page for what is not recorded, and refuses other categories', async () => {
    const byPath = await page(admin, 3, { keyword: '岗位管理' });
    const byQuery = body<LogPage>(
      await as(app, admin).get('/api/system/Log?category=3&keyword=%E5%B2%97%E4%BD%8D%E7%AE%A1%E7%90%86&currentPage=1&pageSize=100'),
    );
    expect(byQuery.data?.list.map((row) => row.id)).toEqual(byPath.list.map((row) => row.id));
    expect((await page(admin, 5)).list).toEqual([]);
    for (const url of ['/api/system/Log/9', '/api/system/Log/x', '/api/system/Log', '/api/system/Log/3?pageSize=0']) {
      expect(body(await as(app, admin).get(url)).code, url).toBe(400);
    }
  });

  it('switches operations off with isLog 0, never the exceptions', async () => {
    const operations = async () => (await auditDb(t.services.db).selectFrom('base_sys_log').select('id').where('category', '=', 3).execute()).length;
    const before = await operations();
    await setConfig(t.services, { isLog: 0 });
    try {
      await createPosition('auditOff');
      // an exception after it, in the same writer: once it shows, the operation was written or left out
      const failed = await as(app, staff).get('/api/test/boom');
      const requestId = String(failed.headers['x-request-id']);
      await eventually(4, (list) => list.some((row) => row.requestId === requestId));
      expect(await operations()).toBe(before);
    } finally {
      await setConfig(t.services, { isLog: 1 });
    }
  });

  it('lets only holders of 系统日志 read it, and a company administrator only what its own subtree did', async () => {
    expect(body(await as(app, staff).get('/api/system/Log/1')).code).toBe(401);
    expect(body(await as(app, manager).get('/api/system/Log/3')).code).toBe(401);
    // the company administrator's role is granted the page
    await t.services.db
      .insertInto('base_authorize')
      .values({ id: 'audit-grant', objectType: 'Role', objectId: 'role-company-admin', itemType: 'module', itemId: 'm-system-log' })
      .execute();
    try {
      const operations = await page(manager, 3);
      expect(operations.list.some((row) => row.userName === '李操作/staff')).toBe(true);
      expect(operations.list.some((row) => row.userName.endsWith('/admin'))).toBe(false);
      const signIns = await page(manager, 1);
      expect(signIns.list.length).toBeGreaterThan(0);
      expect(signIns.list.every((row) => ['staff', 'manager'].includes(row.account ?? ''))).toBe(true);
      expect((await page(manager, 4)).list.every((row) => row.userName === '李操作/staff')).toBe(true);

      // reading is all: deleting is for system administrators, and a refusal deletes nothing
      const victim = operations.list[0];
      const refused = await app.inject({ method: 'DELETE', url: '/api/system/Log', headers: { authorization: manager }, payload: { ids: [victim.id] } });
      expect(body(refused)).toMatchObject({ code: 401, msg: '没有访问权限，请联系管理员授权' });
      expect(body(await as(app, manager).delete('/api/system/Log/3')).code).toBe(401);
      expect((await page(admin, 3)).list.some((row) => row.id === victim.id)).toBe(true);
    } finally {
      await t.services.db.deleteFrom('base_authorize').where('id', '=', 'audit-grant').execute();
    }
  });

  it('lets a system administrator delete chosen entries of any category and empty one', async () => {
    const operation = (await page(admin, 3)).list[0];
    const signIn = (await page(admin, 1)).list[0];
    const keep = (await page(admin, 3)).list[1];
    const answer = await app.inject({
      method: 'DELETE',
      url: '/api/system/Log',
      headers: { authorization: admin },
      payload: { ids: [operation.id, signIn.id] },
    });
    expect(body(answer)).toEqual({ code: 200, msg: '删除成功' });
    expect((await page(admin, 3)).list.some((row) => row.id === operation.id)).toBe(false);
    expect((await page(admin, 1)).list.some((row) => row.id === signIn.id)).toBe(false);
    expect((await page(admin, 3)).list.some((row) => row.id === keep.id)).toBe(true);

    expect((await page(admin, 4)).list.length).toBeGreaterThan(0);
    expect(body(await as(app, admin).delete('/api/system/Log/4'))).toEqual({ code: 200, msg: '删除成功' });
    expect((await page(admin, 4)).list).toEqual([]);
    expect((await page(admin, 3)).list.length).toBeGreaterThan(0);
  });

  it(`prunes sign-ins, operations and exceptions older than ${KEEP_DAYS} days`, async () => {
    const day = 24 * 60 * 60 * 1000;
    // past the hour since this process last pruned the database
    const now = Date.now() + 2 * 60 * 60 * 1000;
    const entry = (id: string, age: number) => ({
      id,
      category: 3,
      userId: 'user-staff',
      userName: '李操作/staff',
      requestMethod: 'POST',
      requestURL: '/x',
      creatorTime: now - age,
    });
    await auditDb(t.services.db)
      .insertInto('base_sys_log')
      .values([entry('old-entry', (KEEP_DAYS + 1) * day), entry('recent-entry', (KEEP_DAYS - 1) * day)])
      .execute();
    await t.services.db
      .insertInto('base_login_log')
      .values([
        { id: 'old-sign-in', userId: 'user-staff', account: 'staff', loginTime: now - (KEEP_DAYS + 1) * day, success: 1 },
        { id: 'recent-sign-in', userId: 'user-staff', account: 'staff', loginTime: now - (KEEP_DAYS - 1) * day, success: 1 },
      ])
      .execute();
    await pruneOldEntries(t.services.db, now);
    const left = (await auditDb(t.services.db).selectFrom('base_sys_log').select('id').where('id', 'in', ['old-entry', 'recent-entry']).execute()).map(
      (row) => row.id,
    );
    const signIns = (await t.services.db.selectFrom('base_login_log').select('id').where('id', 'in', ['old-sign-in', 'recent-sign-in']).execute()).map(
      (row) => row.id,
    );
    expect(left).toEqual(['recent-entry']);
    expect(signIns).toEqual(['recent-sign-in']);
  });
});
