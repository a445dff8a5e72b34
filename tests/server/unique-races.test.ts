import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';
import { writeUnique } from '../../server/crud/unique-write.ts';
import { entityDefinitions } from '../../server/crud/entity-definition.ts';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Spec: every `unique` of a schema holds under parallel requests (issue 9 §5). The friendly check
 * runs before the write, so parallel creates all pass it; the unique index the generator emits
 * refuses all but one, and the refusal is the check's own 400 — never a duplicate row or a 500.
 */
describe.each(databases())('uniqueness under parallel requests on %s', (target) => {
  let t: TestApp;
  let token = '';
  let admin: ReturnType<typeof as>;
  let db: AnyDb;
  beforeAll(async () => {
    t = await createTestApp(target);
    token = await tokenOf(t.app, 'admin');
    admin = as(t.app, token);
    db = t.services.db as unknown as AnyDb;
  });
  afterAll(async () => t?.close());

  /** answers as { code → count } and the messages of the refusals */
  const tally = (answers: LightMyRequestResponse[]) => {
    const codes: Record<number, number> = {};
    const messages = new Set<string>();
    for (const answer of answers) {
      const { code, msg } = body(answer);
      codes[code] = (codes[code] ?? 0) + 1;
      if (code !== 200) messages.add(String(msg));
    }
    return { codes, messages: [...messages] };
  };
  const count = async (table: string, where: Record<string, string>) => {
    let query = db.selectFrom(table).select(sql<number>`count(*)`.as('n'));
    for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
    return Number((await query.executeTakeFirst())?.n);
  };
  const typeIdOf = async (enCode: string) =>
    String((await db.selectFrom('base_dictionary_type').select('id').where('enCode', '=', enCode).executeTakeFirst())?.id);

  it('100 parallel creates of a dictionary item with one code: one row, 99 × 400 编码不能重复', async () => {
    expect(body(await admin.post('/api/system/DictionaryType', { parentId: '-1', fullName: '竞态', enCode: 'race', isTree: 0, sortCode: 0 })).code).toBe(200);
    const typeId = await typeIdOf('race');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        admin.post('/api/system/DictionaryData', { dictionaryTypeId: typeId, parentId: '0', fullName: `项${n}`, enCode: 'R1' }),
      ),
    );
    expect(tally(answers)).toEqual({ codes: { 200: 1, 400: 99 }, messages: ['编码不能重复'] });
    expect(await count('base_dictionary_data', { dictionaryTypeId: typeId, enCode: 'R1' })).toBe(1);
    // The code is unique within its category only.
    expect(body(await admin.post('/api/system/DictionaryType', { parentId: '-1', fullName: '竞态二', enCode: 'race2', isTree: 0, sortCode: 0 })).code).toBe(
      200,
    );
    expect(
      body(await admin.post('/api/system/DictionaryData', { dictionaryTypeId: await typeIdOf('race2'), parentId: '0', fullName: '项0', enCode: 'R1' })).code,
    ).toBe(200);
  });

  it('a race of updates to one code ends in the same 400, in the caller’s language', async () => {
    const typeId = await typeIdOf('race');
    for (const n of [1, 2, 3, 4])
      await admin.post('/api/system/DictionaryData', { dictionaryTypeId: typeId, parentId: '0', fullName: `改${n}`, enCode: `U${n}` });
    const ids = (await db.selectFrom('base_dictionary_data').select('id').where('dictionaryTypeId', '=', typeId).where('enCode', 'like', 'U%').execute()).map(
      (row) => String(row.id),
    );
    const answers = await Promise.all(
      ids.map((id, n) =>
        admin.put(
          `/api/system/DictionaryData/${id}`,
          { dictionaryTypeId: typeId, parentId: '0', fullName: `改${n + 1}`, enCode: 'SAME' },
          { 'accept-language': 'en' },
        ),
      ),
    );
    expect(tally(answers)).toEqual({ codes: { 200: 1, 400: 3 }, messages: ['The code must be unique'] });
    expect(await count('base_dictionary_data', { dictionaryTypeId: typeId, enCode: 'SAME' })).toBe(1);
  });

  it('30 parallel user creates with one account: one user, 29 × 400 账户名称不能重复, no link left behind', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        admin.post('/api/permission/Users', {
          account: 'racer',
          realName: `赛跑${n}`,
          organizeId: 'org-ops',
          roleId: 'role-staff',
          positionId: 'pos-operator',
          gender: 1,
        }),
      ),
    );
    expect(tally(answers)).toEqual({ codes: { 200: 1, 400: 29 }, messages: ['账户名称不能重复'] });
    expect(await count('base_user', { account: 'racer' })).toBe(1);
    const orphans = await db
      .selectFrom('base_user_relation')
      .select('id')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('base_user').select('id').whereRef('base_user.id', '=', 'base_user_relation.userId'))))
      .execute();
    expect(orphans).toEqual([]);
  });

  it('20 parallel creates of a position with one code in one organisation (scoped unique): one row', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        admin.post('/api/permission/Position', { organizeId: 'org-ops', fullName: `岗位${n}`, enCode: 'race.pos', type: 'ptype-operate' }),
      ),
    );
    expect(tally(answers)).toEqual({ codes: { 200: 1, 400: 19 }, messages: ['编码不能重复'] });
    expect(await count('base_position', { organizeId: 'org-ops', enCode: 'race.pos' })).toBe(1);
  });

  const upload = (url: string, name: string, content: string) => {
    const boundary = 'portsideboundary';
    return t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    });
  };

  it('imports are all-or-nothing: a dictionary file with a repeated item code writes nothing', async () => {
    const file = (enCode: string, codes: string[]) =>
      JSON.stringify({
        format: 'portside-dictionary',
        version: 1,
        type: { fullName: `导入${enCode}`, enCode, isTree: 0, sortCode: 0, description: '' },
        items: codes.map((code, n) => ({ fullName: `项${n}`, enCode: code, parentEnCode: null, enabledMark: 1, sortCode: n, description: '' })),
      });
    expect(body(await upload('/api/system/DictionaryData/Action/Import', 'x.bdd', file('dup', ['A', 'B', 'A']))).msg).toBe('编码不能重复');
    expect(await count('base_dictionary_type', { enCode: 'dup' })).toBe(0);
    // Parallel imports of one category: one is written with its items, the others refused.
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload('/api/system/DictionaryData/Action/Import', 'x.bdd', file('twice', ['A', 'B']))));
    expect(tally(answers)).toEqual({ codes: { 200: 1, 400: 9 }, messages: ['编码不能重复'] });
    expect(await count('base_dictionary_type', { enCode: 'twice' })).toBe(1);
    expect(await count('base_dictionary_data', { dictionaryTypeId: await typeIdOf('twice') })).toBe(2);
  });

  it('parallel record imports of one numbering rule: one row, the others 400', async () => {
    const record = { fullName: '竞态单', enCode: 'race-rule', category: 'biz-port', prefix: 'RC', dateFormat: 'no', digit: 3, startNumber: '1' };
    const text = JSON.stringify({ entity: 'billRule', version: 1, record });
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload('/api/system/BillRule/Action/Import', '竞态单.bb', text)));
    expect(tally(answers)).toEqual({ codes: { 200: 1, 400: 9 }, messages: ['名称不能重复'] });
    expect(await count('base_bill_rule', { enCode: 'race-rule' })).toBe(1);
  });

  it('a write whose hook fails leaves no row behind', async () => {
    const typeId = await typeIdOf('race');
    const failing = writeUnique(t.services.db, entityDefinitions.dictionaryData, async (trx) => {
      await (trx as unknown as AnyDb)
        .insertInto('base_dictionary_data')
        .values({ id: 'half-written', dictionaryTypeId: typeId, parentId: '0', fullName: '半', enCode: 'HALF' })
        .execute();
      throw new Error('the hook failed');
    });
    await expect(failing).rejects.toThrow('the hook failed');
    expect(await count('base_dictionary_data', { id: 'half-written' })).toBe(0);
  });
});
