import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { appSignedIn, as, body, databases, login, type TestApp } from './helpers/test-app.ts';
import { createServices } from '../../server/services.ts';
import { buildApp } from '../../server/app.ts';

type Caller = ReturnType<typeof as>;
interface Page {
  list: { id: string; fullName: string }[];
}

const names = (response: Awaited<ReturnType<Caller['get']>>) => (body<Page>(response).data?.list ?? []).map((row) => row.fullName);

/**
 * Read answers kept per user under the database's change counters (docs/decisions/0015): a repeated
 * question is answered from memory, and any change — through the app, through a second server on the
 * same database, or written straight into the tables — is seen by the very next request.
 */
describe.each(databases())('the response cache on %s', (target) => {
  let t: TestApp;
  let admin: Caller;
  let manager: Caller;
  let staff: Caller;
  let other: FastifyInstance;
  let adminElsewhere: Caller;
  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin', 'manager', 'staff');
    t = signed.t;
    admin = as(t.app, signed.admin);
    manager = as(t.app, signed.manager);
    staff = as(t.app, signed.staff);
    other = await buildApp({ services: createServices(t.services.db, t.services.dialect, t.services.files), logLevel: 'silent' });
    await other.ready();
    adminElsewhere = as(other, signed.admin);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const hits = () => t.app.responseCacheStats.hits;
  /** Asks until an answer comes from memory: writes still finishing from the set-up may move the counter once. */
  const settled = async (url: string) => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const before = hits();
      await admin.get(url);
      if (hits() === before + 1) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${url} never came from memory`);
  };

  it('answers a repeated list from memory with the same bytes', async () => {
    const url = '/api/permission/Position?currentPage=1&pageSize=50';
    // Writes still finishing from the suite's set-up may move the data counter once, so the first
    // repeat may rightly miss; a quiet database answers from memory.
    let first = await admin.get(url);
    let hit = false;
    for (let attempt = 0; attempt < 10 && !hit; attempt++) {
      const before = hits();
      const again = await admin.get(url);
      hit = hits() === before + 1;
      if (hit) {
        expect(again.body).toBe(first.body);
        expect(again.headers['content-type']).toBe(first.headers['content-type']);
      } else {
        first = again;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    expect(hit).toBe(true);
    // another page is another question
    const before = hits();
    await admin.get('/api/permission/Position?currentPage=1&pageSize=20');
    expect(hits()).toBe(before);
  });

  it('sees a change made through the app on the next request', async () => {
    const url = '/api/permission/Position?currentPage=1&pageSize=200';
    expect(names(await admin.get(url))).not.toContain('缓存测试岗位');
    const created = await admin.post('/api/permission/Position', {
      organizeId: 'org-ops',
      fullName: '缓存测试岗位',
      enCode: 'cacheTestPosition',
      type: 'ptype-operate',
      enabledMark: 1,
      sortCode: 1,
    });
    expect(body(created).code).toBe(200);
    expect(names(await admin.get(url))).toContain('缓存测试岗位');
  });

  it('sees a change written straight into the table, and one made by another server on the database', async () => {
    const url = '/api/system/DictionaryType';
    const before = (await admin.get(url)).body;
    await admin.get(url);
    await t.services.db
      .updateTable('base_dictionary_type')
      .set({ fullName: '直接改写的分类' })
      .where('id', '=', await firstDictionaryType())
      .execute();
    const after = (await admin.get(url)).body;
    expect(after).not.toBe(before);
    expect(after).toContain('直接改写的分类');

    // kept by the second server, then changed through the first
    expect((await adminElsewhere.get(url)).body).toContain('直接改写的分类');
    await t.services.db
      .updateTable('base_dictionary_type')
      .set({ fullName: '再次改写的分类' })
      .where('id', '=', await firstDictionaryType())
      .execute();
    expect((await adminElsewhere.get(url)).body).toContain('再次改写的分类');
  });

  it('a write that changes no value keeps what is cached', async () => {
    const url = '/api/system/DictionaryType';
    await settled(url);
    const id = await firstDictionaryType();
    const row = await t.services.db.selectFrom('base_dictionary_type').select('fullName').where('id', '=', id).executeTakeFirstOrThrow();
    await t.services.db.updateTable('base_dictionary_type').set({ fullName: row.fullName }).where('id', '=', id).execute();
    const before = hits();
    await admin.get(url);
    expect(hits()).toBe(before + 1);
  });

  it('keeps no answer read from numbering rules, and drawing a number keeps what is cached', async () => {
    // schemas' `responseCache: false`: every drawn number rewrites its rule, so its list is read afresh
    const rules = '/api/system/BillRule?currentPage=1&pageSize=50&keyword=feeSettlement';
    const outputOf = (response: Awaited<ReturnType<Caller['get']>>) =>
      (body<{ list: { enCode: string; outputNumber: string | null }[] }>(response).data?.list ?? []).find((rule) => rule.enCode === 'feeSettlement')
        ?.outputNumber;
    await settled('/api/system/DictionaryType');
    const drawn = body<string>(await admin.get('/api/system/BillRule/getBillNumber/feeSettlement')).data;
    expect(drawn).toMatch(/^JS\d{12}$/);
    let before = hits();
    await admin.get('/api/system/DictionaryType');
    expect(hits()).toBe(before + 1);
    expect(outputOf(await admin.get(rules))).toBe(drawn);
    before = hits();
    await admin.get(rules);
    expect(hits()).toBe(before);
    const next = body<string>(await admin.get('/api/system/BillRule/getBillNumber/feeSettlement')).data;
    expect(next).not.toBe(drawn);
    expect(outputOf(await admin.get(rules))).toBe(next);
  });

  it('keeps what is cached through sign-ins, failed and successful, and still sees a change of a user', async () => {
    // a sign-in rewrites only the account's tries and sign-in times, which no kept answer shows
    const url = '/api/system/DictionaryType';
    const users = '/api/permission/Users?currentPage=1&pageSize=50&keyword=staff';
    await admin.get(users);
    await settled(url);
    expect((await login(t.app, 'staff', 'not-the-password')).code).not.toBe(200);
    expect((await login(t.app, 'staff')).code).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the sign-in's bookkeeping after its answer
    let before = hits();
    await admin.get(url);
    expect(hits()).toBe(before + 1);
    before = hits();
    const kept = await admin.get(users);
    expect(hits()).toBe(before + 1);
    // a column lists show does move the counter
    await t.services.db.updateTable('base_user').set({ realName: '缓存改名' }).where('account', '=', 'staff').execute();
    expect((await admin.get(users)).body).not.toBe(kept.body);
    expect((await admin.get(users)).body).toContain('缓存改名');
  });

  it('keeps answers per user: the access check runs first and one user never gets another’s list', async () => {
    // staff may not open the position page at all, cached or not
    expect(body(await admin.get('/api/permission/Position')).code).toBe(200);
    expect(body(await admin.get('/api/permission/Position')).code).toBe(200);
    expect(body(await staff.get('/api/permission/Position')).code).toBe(401);
    const url = '/api/permission/Users?currentPage=1&pageSize=100';
    const everyone = await admin.get(url);
    expect(body(everyone).code).toBe(200);
    // the company administrator sees their own subtree only, never the administrator's kept answer
    const own = await manager.get(url);
    expect(body(own).code).toBe(200);
    expect(own.body).not.toBe(everyone.body);
    const accounts = (body<{ list: { account: string }[] }>(own).data?.list ?? []).map((user) => user.account);
    expect(accounts).not.toContain('admin');
  });

  it('keeps answers per language', async () => {
    const url = '/api/permission/Position?currentPage=1&pageSize=5';
    await admin.get(url);
    const before = hits();
    const english = await admin.get(url, { 'accept-language': 'en' });
    expect(body(english).code).toBe(200);
    expect(hits()).toBe(before);
  });

  it('a withdrawn grant refuses the next request although its answer was kept', async () => {
    const url = '/api/permission/Position?currentPage=1&pageSize=10';
    const grant = { id: 'cache-test-grant', objectType: 'Role', objectId: 'role-staff', itemType: 'module', itemId: 'm-permission-position' };
    await t.services.db.insertInto('base_authorize').values(grant).execute();
    expect(body(await staff.get(url)).code).toBe(200);
    expect(body(await staff.get(url)).code).toBe(200);
    await t.services.db.deleteFrom('base_authorize').where('id', '=', grant.id).execute();
    expect(body(await staff.get(url)).code).toBe(401);
  });

  it('never keeps an answer that failed', async () => {
    const url = '/api/permission/Position/no-such-position';
    const stored = t.app.responseCacheStats.stored;
    const first = await admin.get(url);
    expect(body(first).code).not.toBe(200);
    expect(t.app.responseCacheStats.stored).toBe(stored);
  });

  async function firstDictionaryType(): Promise<string> {
    const row = await t.services.db.selectFrom('base_dictionary_type').select('id').orderBy('id').executeTakeFirstOrThrow();
    return row.id;
  }

  it.runIf(target === 'postgres')('two transactions bumping the counters in opposite orders both commit (no deadlock)', async () => {
    const far = Date.now() + 3_600_000;
    for (const id of ['cache-order-a', 'cache-order-b']) {
      await t.services.db
        .insertInto('base_user_session')
        .values({
          id,
          userId: 'user-staff',
          createdAt: Date.now(),
          lastSeenAt: Date.now(),
          expiresAt: far,
          revokedAt: null,
          revokeCode: null,
          loginIp: '',
          platform: '',
        })
        .execute();
    }
    const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
    // an expiry brought closer moves `session`; an organisation's sort order moves `data`
    const write = (sessionFirst: boolean, sessionId: string, organizeId: string) =>
      t.services.db.transaction().execute(async (trx) => {
        const session = () =>
          trx
            .updateTable('base_user_session')
            .set({ expiresAt: far - 60_000 })
            .where('id', '=', sessionId)
            .execute();
        const organize = () => sql`update base_organize set "sortCode" = coalesce("sortCode", 0) + 1 where id = ${organizeId}`.execute(trx);
        await (sessionFirst ? session() : organize());
        await pause();
        await (sessionFirst ? organize() : session());
      });
    await Promise.all([write(true, 'cache-order-a', 'org-ops'), write(false, 'cache-order-b', 'org-it')]);
  });
});
