import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

interface Contact {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  department: string;
}
interface Page {
  list: Contact[];
  pagination: { total: number; currentPage: number; pageSize: number };
}

describe.each(databases())('chat contacts GET /api/permission/Users/ImUser on %s (spec §3, §9)', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await tokenOf(t.app, 'admin');
  });
  afterAll(async () => t?.close());

  it('pages the other users with their department, never oneself', async () => {
    const answer = body<Page>(await as(t.app, admin).get('/api/permission/Users/ImUser?currentPage=1&pageSize=20'));
    expect(answer.code).toBe(200);
    const accounts = answer.data?.list.map((c) => c.account) ?? [];
    expect(accounts).toContain('manager');
    expect(accounts).not.toContain('admin');
    expect(answer.data?.pagination.total).toBe(accounts.length);
    expect(answer.data?.list.every((c) => typeof c.department === 'string')).toBe(true);
  });

  it('filters by keyword and honours the page size', async () => {
    const found = body<Page>(await as(t.app, admin).get('/api/permission/Users/ImUser?keyword=manag&currentPage=1&pageSize=10'));
    expect(found.data?.list.map((c) => c.account)).toContain('manager');
    expect(found.data?.list.every((c) => c.account.includes('manag') || c.realName.includes('manag'))).toBe(true);
    const first = body<Page>(await as(t.app, admin).get('/api/permission/Users/ImUser?currentPage=1&pageSize=1'));
    expect(first.data?.list).toHaveLength(1);
  });

  it('refuses callers without a session', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/permission/Users/ImUser' });
    expect(body(answer).code).not.toBe(200);
  });
});
