import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootServices } from '../../server/boot.ts';
import { buildApp } from '../../server/app.ts';
import { as, body, createTestDatabase, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

// GET /api/system/DataSource/Selector (contract §4.11 dbLinkId, §4.16): the data-interface form's
// database picker lists the platform's own database, then the ones the system administrator named
// in DATA_SOURCES, by id, name and type; never their URLs (passwords) or file paths.

interface Node {
  id: string;
  fullName: string;
  dbType?: string;
  hasChildren?: boolean;
  children?: Node[];
}

const SECRET = 'Yard-Pa55word';

/** One named data source of the other dialect than the app's own, so the two groups differ. */
function namedSourceFor(target: 'sqlite' | 'postgres', dataDir: string) {
  return target === 'postgres'
    ? { yard: { fullName: '堆场库', file: path.join(dataDir, 'yard-archive.sqlite') } }
    : { yard: { fullName: '堆场库', url: `postgres://yard:${SECRET}@db.internal:5432/yard` } };
}

/** A demo app whose services carry one named data source (server/boot.ts BootOptions.dataSources). */
async function appWithNamedSource(target: 'sqlite' | 'postgres'): Promise<TestApp & { configured: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-datasource-'));
  const { databaseUrl, drop } = await createTestDatabase(target);
  const configured = JSON.stringify(namedSourceFor(target, dataDir));
  const { services } = await bootServices({ databaseUrl, dataDir, demoData: true, dataSources: configured });
  const app = await buildApp({ services, logLevel: 'silent' });
  await app.ready();
  return {
    app,
    services,
    configured,
    async close() {
      await app.close();
      await services.db.destroy();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(databases())('DataSource/Selector with a named data source (%s)', (target) => {
  let t: TestApp & { configured: string };
  let staff: string;
  beforeAll(async () => {
    t = await appWithNamedSource(target);
    staff = await tokenOf(t.app, 'staff');
  });
  afterAll(async () => t?.close());

  const own = target === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const other = target === 'postgres' ? 'SQLite' : 'PostgreSQL';

  it('lists the own database first as "0", then the named one grouped under its type', async () => {
    const answer = body<{ list: Node[] }>(await as(t.app, staff).get('/api/system/DataSource/Selector'));
    expect(answer.code).toBe(200);
    expect(answer.data?.list).toEqual([
      { id: '', fullName: '', hasChildren: true, children: [{ id: '0', fullName: '默认数据库', dbType: own }] },
      { id: other, fullName: other, hasChildren: true, children: [{ id: 'yard', fullName: '堆场库', dbType: other }] },
    ]);
  });

  it('names the own database in the caller’s language', async () => {
    const answer = body<{ list: Node[] }>(await as(t.app, staff).get('/api/system/DataSource/Selector', { 'accept-language': 'en' }));
    expect(answer.data?.list[0]?.children?.[0]?.fullName).toBe('Default database');
  });

  it('never hands out a URL, a password or a file path', async () => {
    const text = (await as(t.app, staff).get('/api/system/DataSource/Selector')).body;
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('db.internal');
    expect(text).not.toContain('postgres://');
    expect(text).not.toContain('yard-archive');
    expect(text).not.toContain(os.tmpdir());
    expect(text).not.toMatch(/"(url|file)"/u);
  });

  it('leaves the own database out when a type is asked, as JNPF does', async () => {
    const answer = body<{ list: Node[] }>(await as(t.app, staff).get(`/api/system/DataSource/Selector?type=${other}`));
    expect(answer.data?.list.flatMap((group) => group.children ?? []).map((node) => node.id)).toEqual(['yard']);
  });

  it('answers no one who is not signed in', async () => {
    const answer = body(await t.app.inject({ method: 'GET', url: '/api/system/DataSource/Selector' }));
    expect(answer.code).not.toBe(200);
  });
});
