// @vitest-environment jsdom
// The data provider is browser code: jsdom gives it localStorage and a page origin for msw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * docs/adding-an-entity.md, proven: one schema dropped into a copy of the project is generated,
 * typechecked, migrated, served, and listed, created, edited and deleted through its data provider, against
 * the real server and against the offline demo engine (mocks/engine, behind msw), with no other file touched.
 */
const root = path.resolve('.');
const COPY = ['schemas', 'generator', 'server', 'common', 'src', 'mocks', 'package.json', 'tsconfig.json'];

const fixture = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'CargoType',
  type: 'object',
  required: ['fullName', 'enCode'],
  properties: {
    id: { type: 'string', readOnly: true },
    fullName: { type: 'string', minLength: 1, maxLength: 30 },
    enCode: { type: 'string', minLength: 1, maxLength: 30 },
    hazardous: { type: 'integer', enum: [0, 1], default: 0 },
    enabledMark: { type: 'integer', enum: [0, 1], default: 1 },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999, default: 0 },
    description: { type: 'string', maxLength: 200, default: '' },
  },
  'x-portside': {
    entity: 'cargoType',
    table: 'base_cargo_type',
    permission: 'system.billRule',
    labels: { zh: '货物类型', 'zh-TW': '貨物類型', en: 'Cargo type' },
    api: { base: '/api/system/CargoType', list: 'page', state: true },
    unique: ['fullName', 'enCode'],
    search: ['fullName', 'enCode'],
    sort: 'sortCode',
    fields: {
      fullName: {
        label: { zh: '名称', 'zh-TW': '名稱', en: 'Name' },
        widget: 'input',
        messages: { required: { zh: '请输入货物名称', 'zh-TW': '請輸入貨物名稱', en: 'Enter the cargo name' } },
      },
      enCode: { label: { zh: '编码', 'zh-TW': '編碼', en: 'Code' }, widget: 'input' },
    },
  },
};

function digest(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.name === 'node_modules' || entry.name === 'data') continue;
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(dir, full), createHash('sha1').update(fs.readFileSync(full)).digest('hex'));
    }
  };
  walk(dir);
  return files;
}

type Provider = {
  getList: (r: string, p: object) => Promise<{ data: { id: string; fullName: string; enabledMark: number }[]; total?: number }>;
  create: (r: string, p: object) => Promise<{ meta?: { msg?: string } }>;
  update: (r: string, p: object) => Promise<unknown>;
  delete: (r: string, p: object) => Promise<unknown>;
  toggleState: (r: string, id: string) => Promise<string>;
};

async function exercise(provider: Provider) {
  const created = await provider.create('cargoType', { data: { fullName: '危险品', enCode: 'dg', hazardous: 1 } });
  expect(created.meta?.msg).toBe('新建成功');
  await expect(provider.create('cargoType', { data: { fullName: '', enCode: 'x' } })).rejects.toMatchObject({ code: 400, msg: '请输入货物名称' });
  const listed = await provider.getList('cargoType', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'sortCode', order: 'ASC' },
    filter: { keyword: '危险' },
  });
  expect(listed.total).toBe(1);
  const id = listed.data[0].id;
  await provider.update('cargoType', { id, data: { fullName: '危险货物', enCode: 'dg' }, previousData: listed.data[0] });
  expect(await provider.toggleState('cargoType', id)).toBe('更新成功');
  const after = await provider.getList('cargoType', { pagination: { page: 1, perPage: 10 }, sort: { field: 'sortCode', order: 'ASC' }, filter: {} });
  expect(after.data[0]).toMatchObject({ fullName: '危险货物', enabledMark: 0 });
  await provider.delete('cargoType', { id, previousData: after.data[0] });
  expect((await provider.getList('cargoType', { pagination: { page: 1, perPage: 10 }, sort: { field: 'sortCode', order: 'ASC' }, filter: {} })).total).toBe(0);
}

describe('adding an entity needs only its schema', () => {
  let copy = '';
  const inCopy = (file: string) => path.join(copy, file);
  beforeAll(() => {
    // Inside the project (git-ignored .tmp/), where the test runner's module loader may read.
    fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
    copy = fs.mkdtempSync(path.join(root, '.tmp', 'entity-'));
    for (const item of COPY) fs.cpSync(path.join(root, item), path.join(copy, item), { recursive: true });
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  });
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it('generates, migrates, serves and drives the new entity against the server and msw', async () => {
    const before = digest(copy);
    fs.writeFileSync(path.join(copy, 'schemas/cargo-type.schema.json'), JSON.stringify(fixture, null, 2));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'generator/main.ts'], { cwd: copy, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const after = digest(copy);
    const touched = [...after.keys()].filter((file) => before.get(file) !== after.get(file));
    // One model, in common/: the server's tables and routes and the browser's resource derive from it.
    expect(touched.every((file) => file === 'schemas/cargo-type.schema.json' || /^common\/generated\//.test(file))).toBe(true);
    expect(touched.sort()).toEqual(['common/generated/cargo-type.ts', 'common/generated/index.ts', 'schemas/cargo-type.schema.json']);
    // Its record and row types compile beside the hand-written code that derives from the model.
    const typecheck = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit'], {
      cwd: copy,
      encoding: 'utf8',
    });
    expect(typecheck.status, typecheck.stdout).toBe(0);

    const { bootServices } = await import(inCopy('server/boot.ts'));
    const { buildApp } = await import(inCopy('server/app.ts'));
    const { configureRequest } = await import(inCopy('src/lib/request/request.ts'));
    const { setToken } = await import(inCopy('src/lib/storage/jnpf-storage.ts'));
    const { entityDataProvider } = await import(inCopy('src/lib/data/entity-data-provider.ts'));
    const { entityResources } = await import(inCopy('src/lib/data/entity-resource.ts'));
    const provider = entityDataProvider({ cargoType: entityResources.cargoType }) as Provider;
    const md5 = createHash('md5').update('Portside2026').digest('hex');

    // Against the real server, on a fresh database the new table is created in.
    const { services } = await bootServices({ databaseUrl: '', dataDir: path.join(copy, 'data'), demoData: true });
    const app = await buildApp({ services, logLevel: 'silent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const apiBase = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN', apiBase });
    const login = await fetch(`${apiBase}/api/oauth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password: md5 }),
    });
    setToken(((await login.json()) as { data: { token: string } }).data.token);
    try {
      await exercise(provider);
      await provider.create('cargoType', { data: { fullName: '散货', enCode: 'bulk' } });
    } finally {
      await app.close();
      await services.db.destroy();
    }

    // The schema grows a field; the next start on the same database keeps every row.
    const grown = structuredClone(fixture) as typeof fixture & { properties: Record<string, object> };
    grown.properties.weight = { type: 'number', minimum: 0, default: 0 };
    fs.writeFileSync(path.join(copy, 'schemas/cargo-type.schema.json'), JSON.stringify(grown, null, 2));
    expect(spawnSync(process.execPath, ['--import', 'tsx', 'generator/main.ts'], { cwd: copy, encoding: 'utf8' }).status).toBe(0);
    // A fresh process, as a restarted server would be (this runner caches the modules it loaded).
    const script = path.join(copy, 'upgrade-check.ts');
    fs.writeFileSync(
      script,
      `import { bootServices } from './server/boot.ts';
const { services, changes } = await bootServices({ databaseUrl: '', dataDir: 'data', demoData: true });
const rows = await services.db.selectFrom('base_cargo_type' as never).selectAll().execute();
console.log(JSON.stringify({ changes, rows }));
await services.db.destroy();
`,
    );
    const upgrade = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: copy, encoding: 'utf8' });
    expect(upgrade.status, upgrade.stderr).toBe(0);
    const upgraded = JSON.parse(upgrade.stdout.trim().split('\n').at(-1) as string) as { changes: string[]; rows: Record<string, unknown>[] };
    expect(upgraded.changes).toEqual(['add column base_cargo_type.weight']);
    expect(upgraded.rows).toMatchObject([{ fullName: '散货', enCode: 'bulk', weight: 0 }]);

    // Against the offline demo (npm run dev:mock), whose one engine serves every generated resource.
    const { setupServer } = await import('msw/node');
    const { http, HttpResponse } = await import('msw');
    const { createOfflineEngine } = await import(inCopy('mocks/engine/offline-engine.ts'));
    const engine = createOfflineEngine();
    const mock = setupServer(http.all('*/api/*', async ({ request }) => HttpResponse.json(await engine.answer(request))));
    mock.listen({ onUnhandledRequest: 'error' });
    configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN', apiBase: '' });
    try {
      const mockLogin = await fetch(`${window.location.origin}/api/oauth/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'admin', password: md5 }),
      });
      setToken(((await mockLogin.json()) as { data: { token: string } }).data.token);
      await exercise(provider);
    } finally {
      mock.close();
    }
  }, 120_000);
});
