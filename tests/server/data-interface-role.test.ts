import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';
import { closeSqlRunners } from '../../server/features/data-interface/sql-runner.ts';
import { confineInterfaceSql, interfaceRoleName, knownInterfaceRoleUrl, scramVerifier } from '../../server/core/db/interface-role.ts';
import { INTERFACE_SECRET_TABLE } from '../../server/core/db/interface-deny-list.ts';

/**
 * The PostgreSQL login role of data-interface SQL (core/db/interface-role.ts): one per platform
 * database, its password a random secret kept where the role cannot read it, and sent to
 * PostgreSQL only as a SCRAM-SHA-256 verifier.
 */

const BASE = '/api/system/DataInterface';

describe('the interface role’s name and verifier', () => {
  it('names a role per database and platform user, within PostgreSQL’s 63 characters', () => {
    const one = interfaceRoleName('postgres://portside@db.example:5432/shop_a');
    expect(one).toMatch(/^portside_iface_[0-9a-f]{16}$/u);
    expect(one.length).toBeLessThanOrEqual(63);
    expect(interfaceRoleName('postgres://portside@db.example:5432/shop_b')).not.toBe(one);
    expect(interfaceRoleName('postgres://other@db.example:5432/shop_a')).not.toBe(one);
    // The password is no part of the name: changing it keeps the role.
    expect(interfaceRoleName('postgres://portside:changed@db.example:5432/shop_a')).toBe(one);
  });

  it('writes a verifier in PostgreSQL’s SCRAM-SHA-256 format', () => {
    const salt = Buffer.from('W22ZaJ0SNY7soEsUEjb6gQ==', 'base64');
    const verifier = scramVerifier('pencil', salt);
    expect(verifier).toMatch(/^SCRAM-SHA-256\$4096:W22ZaJ0SNY7soEsUEjb6gQ==\$[A-Za-z0-9+/]{43}=:[A-Za-z0-9+/]{43}=$/u);
    expect(scramVerifier('pencil', salt)).toBe(verifier);
    expect(scramVerifier('pencil')).not.toBe(verifier);
  });
});

describe.each(databases().filter((target) => target === 'postgres'))('the interface role on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let superuser: pg.Client;
  const raw = () => t.services.db as unknown as Kysely<unknown>;
  const url = () => String(t.services.dataSources.own.url);
  const secretRows = async () => (await sql.raw<{ id: string; secret: string }>(`SELECT "id", "secret" FROM ${INTERFACE_SECRET_TABLE}`).execute(raw())).rows;

  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin');
    t = signed.t;
    admin = as(t.app, signed.admin);
    superuser = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await superuser.connect();
  });
  afterAll(async () => {
    await superuser?.end();
    await t?.close();
    await closeSqlRunners();
  });

  it('keeps one random secret per role, which a second start reads back', async () => {
    const first = await secretRows();
    expect(first).toEqual([{ id: interfaceRoleName(url()), secret: expect.stringMatching(/^[0-9a-f]{64}$/u) }]);
    await confineInterfaceSql(raw(), 'postgres', url());
    expect(await secretRows()).toEqual(first);
    // …and runs still log in with it.
    const answer = body(await admin.post(`${BASE}/di-demo-staff/Actions/Preview`, { paramList: [], origin: 'preview' }));
    expect(answer.code).toBe(200);
  });

  it('stores the password as a SCRAM-SHA-256 verifier of the secret, never as text', async () => {
    const role = interfaceRoleName(url());
    const stored = String(
      (await superuser.query<{ rolpassword: string }>('SELECT rolpassword FROM pg_authid WHERE rolname = $1', [role])).rows[0]?.rolpassword,
    );
    const match = /^SCRAM-SHA-256\$4096:([^$]+)\$/u.exec(stored);
    expect(match).not.toBeNull();
    const secret = (await secretRows())[0]?.secret ?? '';
    expect(stored).toBe(scramVerifier(secret, Buffer.from(match?.[1] ?? '', 'base64')));
    expect(stored).not.toContain(secret);
    expect((await superuser.query('SELECT rolcanlogin, rolsuper, rolcreaterole FROM pg_roles WHERE rolname = $1', [role])).rows[0]).toEqual({
      rolcanlogin: true,
      rolsuper: false,
      rolcreaterole: false,
    });
  });

  it('computes the verifier PostgreSQL itself computes for the same password and salt', async () => {
    const probe = `portside_scram_probe_${process.pid}`;
    await superuser.query(`DROP ROLE IF EXISTS ${probe}`);
    await superuser.query(`SET password_encryption = 'scram-sha-256'`);
    await superuser.query(`CREATE ROLE ${probe} NOLOGIN PASSWORD 'c0ffee-probe'`);
    try {
      const stored = String(
        (await superuser.query<{ rolpassword: string }>('SELECT rolpassword FROM pg_authid WHERE rolname = $1', [probe])).rows[0]?.rolpassword,
      );
      const salt = /^SCRAM-SHA-256\$4096:([^$]+)\$/u.exec(stored)?.[1] ?? '';
      expect(scramVerifier('c0ffee-probe', Buffer.from(salt, 'base64'))).toBe(stored);
    } finally {
      await superuser.query(`DROP ROLE IF EXISTS ${probe}`);
    }
  });

  it('cannot read the secret, neither through an interface nor logged in itself', async () => {
    const preview = body(
      await admin.post(BASE, {
        fullName: '读密钥',
        enCode: 'confined.secret',
        categoryId: 'iface-base',
        dataType: 1,
        requestMethod: '3',
        checkType: 0,
        query: `select * from ${INTERFACE_SECRET_TABLE}`,
        requestParameters: '[]',
        propertyJson: '{}',
        enabledMark: 1,
      }),
    );
    expect(preview.code).toBe(200);
    const id = (await t.services.db.selectFrom('base_data_interface').select('id').where('enCode', '=', 'confined.secret').executeTakeFirstOrThrow()).id;
    const answer = body(await admin.post(`${BASE}/${id}/Actions/Preview`, { paramList: [], origin: 'preview' }));
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain('数据接口不能访问该表或字段');
    const roleUrl = knownInterfaceRoleUrl(url());
    expect(roleUrl).toBeDefined();
    const client = new pg.Client({ connectionString: roleUrl });
    await client.connect();
    try {
      await expect(client.query(`SELECT * FROM ${INTERFACE_SECRET_TABLE}`)).rejects.toMatchObject({ code: '42501' });
      await expect(client.query('SELECT rolpassword FROM pg_authid')).rejects.toMatchObject({ code: '42501' });
    } finally {
      await client.end();
    }
  });
});
