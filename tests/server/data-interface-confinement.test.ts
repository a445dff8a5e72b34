import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, setConfig, type TestApp } from './helpers/test-app.ts';
import { closeSqlRunners } from '../../server/features/data-interface/sql-runner.ts';
import { confineInterfaceSql } from '../../server/core/db/interface-role.ts';
import {
  deniedColumnsOf,
  INTERFACE_DENIED_TABLES,
  INTERFACE_SECRET_TABLE,
  INTERFACE_WRITE_PROTECTED_TABLES,
  isDeniedTable,
  isWriteProtectedTable,
} from '../../server/core/db/interface-deny-list.ts';
import { platformTables } from '../../server/core/db/platform-tables.ts';
import { generatedTables } from '../../server/core/db/model-tables.ts';

/**
 * SQL data interfaces on the platform's own database are confined (issue 13 leftover): they read
 * the business and base-data tables, base_user without its password hash, but no session, token,
 * captcha, old password, file ticket, export, system configuration or API header value — however
 * the statement reaches them (CTE, subquery, UNION, SELECT *, a view, pragma functions,
 * sqlite_schema, PostgreSQL's set_config/query_to_xml), and a refusal changes nothing.
 */

const BASE = '/api/system/DataInterface';
const DENIED_TEXT = '数据接口不能访问该表或字段';

type Json = Record<string, unknown>;

/** Tables whose name says "message" but that hold no user's message: templates and send settings an administrator keeps. */
const NOT_PRIVATE_MESSAGES = ['base_message_template', 'base_message_send_config'];

describe('the data-interface deny-list', () => {
  it('names every table and column that looks like a credential or a private message (a new one must be judged here)', () => {
    const tables = [...platformTables, ...generatedTables];
    const names = [...tables.map((table) => table.name), INTERFACE_SECRET_TABLE];
    const secretTables = names.filter((name) => /session|token|ticket|captcha|password|secret|e?mail|_im_|chat|message/iu.test(name));
    expect(secretTables).toEqual(
      expect.arrayContaining(['base_user_session', INTERFACE_SECRET_TABLE, 'base_email_send', 'base_email_receive', 'base_im_content']),
    );
    expect(secretTables.filter((name) => !isDeniedTable(name) && !NOT_PRIVATE_MESSAGES.includes(name))).toEqual([]);
    const secretColumns = tables.flatMap((table) =>
      isDeniedTable(table.name)
        ? []
        : table.columns.filter((column) => /passwordhash|secret|token|apikey|privatekey/iu.test(column.name)).map((column) => `${table.name}.${column.name}`),
    );
    expect(secretColumns.filter((name) => !deniedColumnsOf(name.split('.')[0] ?? '').includes(name.split('.')[1] ?? ''))).toEqual([]);
    expect(deniedColumnsOf('base_user')).toContain('passwordHash');
  });

  it('write-protects every denied table and the security and permission tables, each a real table', () => {
    const names = new Set([...platformTables, ...generatedTables].map((table) => table.name));
    names.add(INTERFACE_SECRET_TABLE);
    expect(INTERFACE_DENIED_TABLES.filter((name) => !isWriteProtectedTable(name))).toEqual([]);
    const permissionTables = [
      'base_user',
      'base_user_relation',
      'base_authorize',
      'base_role',
      'base_position',
      'base_group',
      'base_module',
      'base_module_item',
    ];
    expect(permissionTables.filter((name) => !isWriteProtectedTable(name))).toEqual([]);
    expect(isWriteProtectedTable('base_module_scheme') && isWriteProtectedTable('base_organize')).toBe(true);
    expect(INTERFACE_WRITE_PROTECTED_TABLES.filter((name) => !names.has(name))).toEqual([]);
    expect(isWriteProtectedTable('base_dictionary_data')).toBe(false);
  });
});

describe.each(databases())('data-interface SQL confinement on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let count = 0;
  const raw = () => t.services.db as unknown as Kysely<unknown>;

  /** Creates an enabled SQL interface with this statement (mode "3" query unless given) and answers its id. */
  const create = async (query: string, requestMethod = '3') => {
    count += 1;
    const enCode = `confined.${count}`;
    const answer = body(
      await admin.post(BASE, {
        fullName: `受限${count}`,
        enCode,
        categoryId: 'iface-base',
        dataType: 1,
        requestMethod,
        checkType: 0,
        query,
        requestParameters: '[]',
        propertyJson: '{}',
        enabledMark: 1,
      }),
    );
    expect(answer, query).toMatchObject({ code: 200 });
    return (await t.services.db.selectFrom('base_data_interface').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id;
  };
  /** The preview of a new interface over this statement, as the page's holder (who sees the engine's detail). */
  const preview = async (query: string, requestMethod = '3') =>
    body<unknown>(await admin.post(`${BASE}/${await create(query, requestMethod)}/Actions/Preview`, { paramList: [], origin: 'preview' }));

  const expectDenied = async (query: string, requestMethod = '3') => {
    const answer = await preview(query, requestMethod);
    expect(answer.code, query).toBe(400);
    expect(answer.msg, query).toContain(DENIED_TEXT);
    expect(JSON.stringify(answer), query).not.toMatch(/\$2[aby]\$|[0-9a-f]{32}/u);
    return answer.msg ?? '';
  };

  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin');
    t = signed.t;
    admin = as(t.app, signed.admin);
    await setConfig(t.services, { dataInterfaceWritesEnabled: 1 });
  });
  afterAll(async () => {
    await t?.close();
    await closeSqlRunners();
  });

  it('still reads business and base-data tables, and base_user without its password hash (the demo interfaces)', async () => {
    const staff = body<Json[]>(await admin.post(`${BASE}/di-demo-staff/Actions/Preview`, { paramList: [], origin: 'preview' }));
    expect(staff.code).toBe(200);
    expect(staff.data?.length).toBeGreaterThan(0);
    expect(staff.data?.[0]).toHaveProperty('account');
    for (const id of ['di-demo-rates', 'di-demo-companies']) {
      const answer = body<Json[]>(await admin.post(`${BASE}/${id}/Actions/Preview`, { paramList: [], origin: 'preview' }));
      expect(answer.code, id).toBe(200);
      expect(answer.data?.length, id).toBeGreaterThan(0);
    }
    const joined = await preview(
      'select u."account", o."fullName" from base_user u left join base_organize o on o."id" = u."organizeId" where u."account" = \'admin\'',
    );
    expect(joined).toMatchObject({ code: 200, data: [{ account: 'admin' }] });
    const names = await preview('select "id", "fullName" from base_data_interface where "id" = \'di-demo-staff\'');
    expect(names).toMatchObject({ code: 200, data: [{ id: 'di-demo-staff' }] });
  });

  it('refuses the security tables and columns however the statement reaches them, naming what it may not read', async () => {
    const msg = await expectDenied('select * from base_user_session');
    expect(msg).toContain('base_user_session');
    expect(await expectDenied('select "passwordHash" from base_user')).toMatch(/base_user/iu);
    await expectDenied('select * from base_user');
    await expectDenied('with x as (select * from base_user) select * from x');
    await expectDenied('with x as (select "id", "passwordHash" as p from base_user) select "id" from x where p is not null');
    await expectDenied('select "account" from base_user where "id" in (select "userId" from base_user_session)');
    await expectDenied('select (select count(*) from base_gctos_token) as n');
    await expectDenied('select "account" as v from base_user union select "passwordHash" from base_user');
    await expectDenied('select "account" as v from base_user union all select "code" from base_captcha');
    await expectDenied('select count(*) as n from base_user where "passwordHash" like \'%\'');
    await expectDenied('select length("passwordHash") as n from base_user');
    await expectDenied('select "passwordHash" from base_user_old_password');
    await expectDenied('select "id" from base_file_ticket');
    await expectDenied('select "content" from base_export_file');
    await expectDenied('select "value" from base_sys_config');
    await expectDenied('select "requestHeaders" from base_data_interface');
    await expectDenied('select * from base_data_interface');
  });

  it('refuses writes to the security tables and to denied columns, changing nothing, and writes the rest', async () => {
    const hashOf = async (account: string) =>
      (await t.services.db.selectFrom('base_user').select('passwordHash').where('account', '=', account).executeTakeFirst())?.passwordHash;
    const hashBefore = await hashOf('admin');
    const sessionsBefore = await t.services.db.selectFrom('base_user_session').select('id').execute();
    await expectDenied('update base_user set "passwordHash" = \'x\' where "account" = \'admin\'', '2');
    await expectDenied('update base_user set "realName" = "passwordHash" where "account" = \'admin\'', '2');
    await expectDenied('update base_user set "realName" = "realName" where "account" = \'admin\' returning *', '2');
    await expectDenied('delete from base_user where "passwordHash" like \'%zz%\'', '4');
    await expectDenied('insert into base_user ("id", "account", "passwordHash") values (\'intruder\', \'intruder\', \'known-hash\')', '1');
    await expectDenied('insert into base_dictionary_data ("id", "description") select "id" || \'-leak\', "passwordHash" from base_user', '1');
    await expectDenied('delete from base_user_session', '4');
    await expectDenied('insert into base_sys_config ("id", "value", "category") values (\'x\', \'y\', \'z\')', '1');
    expect(await hashOf('admin')).toBe(hashBefore);
    expect(await hashOf('intruder')).toBeUndefined();
    expect(await t.services.db.selectFrom('base_dictionary_data').select('id').where('id', 'like', '%-leak').execute()).toEqual([]);
    expect(await t.services.db.selectFrom('base_user_session').select('id').execute()).toEqual(sessionsBefore);
    expect(await t.services.db.selectFrom('base_sys_config').select('id').where('id', '=', 'x').executeTakeFirst()).toBeUndefined();
    // A table holding a denied column, not write-protected: its other columns are written, the denied one neither written nor copied.
    await expectDenied('update base_data_interface set "fullName" = "requestHeaders" where "id" = \'di-demo-staff\'', '2');
    const renamed = await preview('update base_data_interface set "fullName" = "fullName" where "id" = \'di-demo-staff\'', '2');
    expect(renamed).toMatchObject({ code: 200, data: { affected: 1 } });
    const written = await preview('update base_dictionary_data set "description" = \'改\' where "id" = \'no-such-row\'', '2');
    expect(written).toMatchObject({ code: 200, data: { affected: 0 } });
  });

  it('keeps interface writes off the security and permission tables whatever the statement, changing nothing', async () => {
    const state = async () => ({
      users: await t.services.db.selectFrom('base_user').selectAll().orderBy('id').execute(),
      relations: await t.services.db.selectFrom('base_user_relation').selectAll().orderBy('id').execute(),
      grants: await t.services.db.selectFrom('base_authorize').selectAll().orderBy('id').execute(),
      organisations: await t.services.db.selectFrom('base_organize').selectAll().orderBy('id').execute(),
    });
    const before = await state();
    expect(before.relations.length).toBeGreaterThan(0);
    // The review's upsert: it copied every password hash into the readable realName.
    await expectDenied('insert into base_user select * from base_user where true on conflict ("id") do update set "realName" = excluded."passwordHash"', '1');
    await expectDenied('update base_user set "isAdministrator" = 1', '2');
    await expectDenied(
      'insert into base_authorize ("id", "objectType", "objectId", "itemType", "itemId") values (\'confined-grant\', \'Role\', \'r\', \'module\', \'m\')',
      '1',
    );
    await expectDenied('delete from base_user_relation', '4');
    await expectDenied('delete from base_user_relation where "userId" = \'no-such-user\'', '4');
    await expectDenied('update base_role set "fullName" = "fullName"', '2');
    await expectDenied('update base_organize set "parentId" = "parentId"', '2');
    await expectDenied('insert into base_module_item ("id") values (\'confined-item\')', '1');
    await expectDenied('delete from base_message', '4');
    expect(await state()).toEqual(before);
    // Reads of them are as before, and no hash is to be found.
    const names = await preview('select "realName" from base_user');
    expect(names.code).toBe(200);
    expect(JSON.stringify(names)).not.toMatch(/\$2[aby]\$/u);
    expect(await preview('select count(*) as n from base_user_relation')).toMatchObject({ code: 200 });
  });

  it('refuses users’ private mail, chat and messages', async () => {
    for (const table of ['base_email_send', 'base_email_receive', 'base_im_content', 'base_im_reply', 'base_im_file', 'base_message', 'base_message_receive'])
      expect(await expectDenied(`select * from ${table}`)).toContain(table);
    await expectDenied('select "account" from base_user where "id" in (select "userId" from base_email_receive)');
    await expectDenied('select count(*) as n from base_im_content');
  });

  it('is not bypassed through a view over a security table', async () => {
    await sql.raw('CREATE VIEW leak_sessions AS SELECT * FROM base_user_session').execute(raw());
    await expectDenied('select * from leak_sessions');
    if (target === 'postgres') {
      // A restart grants again: the view still gets nothing.
      await confineInterfaceSql(raw(), 'postgres', String(t.services.dataSources.own.url));
      await expectDenied('select * from leak_sessions');
    }
  });

  it('refuses the engine’s own ways around it', async () => {
    if (target === 'sqlite') {
      await expectDenied("select * from pragma_table_info('base_user')");
      await expectDenied('select "name" from pragma_table_list');
      await expectDenied('select * from sqlite_schema');
      await expectDenied('select "sql" from sqlite_master');
      await expectDenied('select * from sqlite_temp_schema');
      await expectDenied('select * from dbstat');
      await sql.raw('ANALYZE').execute(raw());
      await expectDenied('select * from sqlite_stat1');
      await expectDenied('select * from sqlite_stat4');
    } else {
      // Setting the role back and reading through a string query: the interface role has no other role to go back to.
      const escalation = await preview(
        "select set_config('role', 'postgres', true) as r, query_to_xml('select * from base_user_session', true, false, '') as x",
      );
      expect(escalation.code).toBe(400);
      expect(JSON.stringify(escalation)).not.toContain('<row>');
      await expectDenied("select query_to_xml('select \"passwordHash\" from base_user', true, false, '') as x");
      const file = await preview("select pg_read_file('/etc/passwd') as f");
      expect(file.code).toBe(400);
    }
  });

  it('reads a table an online-form release creates after the start', async () => {
    const table = 'test_confined_cargo';
    const created = body(
      await admin.post('/api/visualdev/Base', {
        fullName: '受限货物',
        enCode: 'confinedCargo',
        category: 'test',
        webType: 2,
        tables: JSON.stringify([{ table, tableName: '受限货物', typeId: '1', relationTable: '', relationField: '', tableField: '' }]),
        formData: JSON.stringify({
          popupType: 'general',
          fields: [
            {
              __config__: { jnpfKey: 'comInput', label: '名称', formId: 101, tableName: table, required: false, regList: [], layout: 'colFormItem', span: 24 },
              __vModel__: 'name',
            },
          ],
        }),
        columnData: JSON.stringify({ columnList: [], searchList: [], hasPage: true, pageSize: 20, sort: 'desc' }),
      }),
    );
    expect(created.code).toBe(200);
    const design = await t.services.db.selectFrom('base_visual_dev').select('id').where('enCode', '=', 'confinedCargo').executeTakeFirstOrThrow();
    const directory = await t.services.db
      .selectFrom('base_module')
      .select('id')
      .where('type', '=', 1)
      .where('category', '=', 'Web')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(body(await admin.post(`/api/visualdev/Base/${design.id}/Actions/Release`, { pc: 1, pcModuleParentId: directory.id })).code).toBe(200);
    expect(body(await admin.post(`/api/visualdev/OnlineDev/${design.id}`, { data: JSON.stringify({ name: '散货一号' }) })).code).toBe(200);
    expect(await preview(`select "name" from ${table}`)).toMatchObject({ code: 200, data: [{ name: '散货一号' }] });
  });
});
