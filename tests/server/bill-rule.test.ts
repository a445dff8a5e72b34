import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';
import { nextNumber } from '../../server/core/numbering/bill-number-service.ts';
import { startServer, stopServer, type ServerProcess } from './helpers/server-process.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';

const rule = (fields: Record<string, unknown> = {}) => ({
  fullName: '请假单',
  enCode: 'leave',
  category: 'cat-1',
  prefix: 'QJ',
  dateFormat: 'yyyyMMdd',
  digit: 4,
  startNumber: '0001',
  ...fields,
});

describe('the number rule itself (contract §4.3)', () => {
  const base = { prefix: 'QJ', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '0001', thisNumber: null, outputNumber: null };
  it('starts at the start number, counts on, and restarts when the date changes', () => {
    const now = new Date('2024-01-15T10:00:00');
    const first = nextNumber(base, now);
    expect(first).toEqual({ number: 'QJ202401150001', thisNumber: 0 });
    expect(nextNumber({ ...base, thisNumber: 0, outputNumber: first.number }, now).number).toBe('QJ202401150002');
    expect(nextNumber({ ...base, thisNumber: 7, outputNumber: 'QJ202401140008' }, now).number).toBe('QJ202401150001');
    expect(nextNumber({ ...base, dateFormat: 'no', thisNumber: 8, outputNumber: 'QJ0009' }, now).number).toBe('QJ0010');
    expect(nextNumber({ ...base, dateFormat: 'yyyyMM', digit: 2, startNumber: '5', thisNumber: 0, outputNumber: 'QJ20240105' }, now).number).toBe('QJ20240106');
    expect(nextNumber({ ...base, digit: 1, startNumber: '9', thisNumber: 0, outputNumber: 'QJ202401159' }, now).number).toBe('QJ2024011510');
    // the date segment in the server's zone, months and days written with two digits
    expect(nextNumber(base, new Date(2024, 11, 31, 23, 59)).number).toBe('QJ202412310001');
    expect(nextNumber({ ...base, dateFormat: 'yyyyMM' }, new Date(2024, 8, 5)).number).toBe('QJ2024090001');
    expect(nextNumber({ ...base, dateFormat: 'yyyy', thisNumber: 3, outputNumber: 'QJ20240004' }, new Date(2024, 8, 5)).number).toBe('QJ20240005');
  });
});

describe.each(databases())('numbering rules on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = as(t.app, await tokenOf(t.app, 'admin'));
  });
  afterAll(async () => t?.close());

  it("validates with the spec's messages", async () => {
    const post = async (fields: Record<string, unknown>) => body(await admin.post('/api/system/BillRule', rule(fields))).msg;
    expect(await post({ fullName: '' })).toBe('请输入业务名称');
    expect(await post({ fullName: 'x'.repeat(51) })).toBe('业务名称最多为50个字符！');
    expect(await post({ category: '' })).toBe('请选择业务分类');
    expect(await post({ prefix: '' })).toBe('请输入流水前缀');
    expect(await post({ dateFormat: 'dd' })).toBe('请输入选择流水日期格式');
    // the spec's words that do not name the field are prefixed by its label (server/core/http/validation-message.ts)
    expect(await post({ digit: 'x' })).toBe('流水位数：仅能输入正整数');
    expect(await post({ digit: 0 })).toBe('流水位数：仅能输入正整数');
    expect(await post({ startNumber: '12a' })).toBe('流水起始：只能输入数字');
    expect(await post({ startNumber: '000' })).toBe('流水起始不能为000');
  });

  it('hands out numbers, keeps a pending one per user until used, and refuses to delete a used rule', async () => {
    expect(body(await admin.post('/api/system/BillRule', rule())).code).toBe(200);
    const today = dayjs().format('YYYYMMDD');
    const pending = body(await admin.get('/api/system/BillRule/BillNumber/leave'));
    expect(pending).toEqual({ code: 200, msg: '获取成功', data: `QJ${today}0001` });
    expect(body(await admin.get('/api/system/BillRule/BillNumber/leave')).data).toBe(`QJ${today}0001`);
    expect(body(await admin.get('/api/system/BillRule/getBillNumber/leave')).data).toBe(`QJ${today}0002`);
    await admin.get('/api/system/BillRule/useBillNumber/leave');
    expect(body(await admin.get('/api/system/BillRule/BillNumber/leave')).data).toBe(`QJ${today}0003`);
    expect(body(await admin.get('/api/system/BillRule/BillNumber/none')).msg).toBe('单据规则不存在');
    const list = body<{ list: { id: string; outputNumber: string }[]; pagination: { total: number } }>(
      await admin.get('/api/system/BillRule?keyword=leave&categoryId=cat-1'),
    );
    expect(list.data?.pagination.total).toBe(1);
    const id = list.data?.list[0].id as string;
    const token = await tokenOf(t.app, 'admin');
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/system/BillRule/${id}`, headers: { authorization: token } });
    expect(body(removed)).toEqual({ code: 400, msg: '单据已经被使用,不允许被删除' });
    expect(body(await admin.get('/api/system/BillRule?categoryId=other')).data).toMatchObject({ pagination: { total: 0 } });
  });

  it('never hands the same number twice under concurrency', async () => {
    await admin.post('/api/system/BillRule', rule({ fullName: '并发', enCode: 'burst', dateFormat: 'no', digit: 6, startNumber: '1' }));
    // 1,000 at once on one process: on SQLite the same guarantee as across processes on PostgreSQL
    const results = await Promise.all(Array.from({ length: 1000 }, () => admin.get('/api/system/BillRule/getBillNumber/burst')));
    const numbers = results.map((r) => body<string>(r).data as string);
    expect(new Set(numbers).size).toBe(1000);
    expect(numbers.map((n) => Number(n.slice(2))).sort((a, b) => a - b)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
describe.runIf(databaseUrl)('numbering across two server processes on one PostgreSQL', () => {
  it('gives 1,000 concurrent requests 1,000 distinct, consecutive serials', async () => {
    const name = `portside_bill_${randomBytes(5).toString('hex')}`;
    const adminClient = new pg.Client({ connectionString: databaseUrl });
    await adminClient.connect();
    await adminClient.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl as string);
    url.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-bill-'));
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      REDIS_URL: '',
      DATA_DIR: dataDir,
      WEB_DIR: '',
      DEMO_DATA: '1',
      LOG_LEVEL: 'info',
    };
    const servers: ServerProcess[] = [];
    try {
      // Two real OS processes, each with its own pool, as behind a load balancer; the first seeds.
      servers.push(await startServer(env));
      servers.push(await startServer(env));
      const [one, two] = servers;
      const call = async (base: string, method: string, pathName: string, headers: Record<string, string>, payload?: unknown) => {
        const response = await fetch(`${base}${pathName}`, {
          method,
          headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
          body: payload ? JSON.stringify(payload) : undefined,
        });
        return (await response.json()) as { code: number; msg: string; data: unknown };
      };
      const login = await call(one.base, 'POST', '/api/oauth/Login', {}, { account: 'admin', password: md5Hex('Portside2026') });
      const token = (login.data as { token: string }).token;
      const auth = { authorization: token };
      expect((await call(one.base, 'POST', '/api/system/BillRule', auth, rule({ enCode: 'many', dateFormat: 'no', digit: 6, startNumber: '1' }))).code).toBe(
        200,
      );
      const results = await Promise.all(
        Array.from({ length: 1000 }, (_, i) => call((i % 2 === 0 ? one : two).base, 'GET', '/api/system/BillRule/getBillNumber/many', auth)),
      );
      expect(results.every((r) => r.code === 200)).toBe(true);
      const numbers = results.map((r) => r.data as string);
      const serials = numbers.map((n) => Number(n.slice(2))).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(1000);
      expect(serials).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    } finally {
      for (const server of servers) await stopServer(server);
      await adminClient.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await adminClient.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
