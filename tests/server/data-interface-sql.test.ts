import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databases, type TestApp } from './helpers/test-app.ts';
import type { DataSourceLocation } from '../../server/core/db/data-sources.ts';
import type { SqlMode } from '../../server/features/data-interface/interface-definition.ts';
import { DEFAULT_SQL_LIMITS, InterfaceFailure, type SqlLimits } from '../../server/features/data-interface/run-contract.ts';
import { closeSqlRunners, runSql } from '../../server/features/data-interface/sql-runner.ts';
import { lexSql } from '../../server/features/data-interface/sql-lexer.ts';
import { bindParameters, bindableValue } from '../../server/features/data-interface/sql-parameters.ts';
import { guardStatement } from '../../server/features/data-interface/sql-statement-guard.ts';
import { runPostgres } from '../../server/features/data-interface/sql-postgres.ts';
import { runSqlite } from '../../server/features/data-interface/sql-sqlite.ts';

/**
 * The SQL runner of data interfaces (issue 13 point 1, SQL): `@name` parameters always bound,
 * one statement only, no schema change in any mode, queries read-only (refused by the lexical
 * guard and, behind it, by the database), a row limit that says when it cut, a time limit that
 * stops an endless statement, and failures (never crashes) for a missing data source.
 */

const MODES: SqlMode[] = ['query', 'insert', 'update', 'delete'];

async function failureOf(promise: Promise<unknown>): Promise<InterfaceFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof InterfaceFailure) return error;
    throw error;
  }
  throw new Error('the run did not fail');
}

afterAll(closeSqlRunners);

describe('SQL parameters and the statement guard', () => {
  const bound = (sql: string, params: Record<string, unknown>, dialect: 'sqlite' | 'postgres') => bindParameters(lexSql(sql, dialect), params, dialect);

  it('binds every @name in code, numbered per occurrence on PostgreSQL, and nothing inside literals or comments', () => {
    const sql = `select @a, '@b', "@c", @a -- @d\n /* @e /* @f */ @g */ , E'it\\'s @h', $$ @i $$, $tag$ @j $tag$, x @@ y, @missing`;
    const { text, values } = bound(sql, { a: 'A', d: 'D' }, 'postgres');
    expect(text).toBe(`select $1, '@b', "@c", $2 -- @d\n /* @e /* @f */ @g */ , E'it\\'s @h', $$ @i $$, $tag$ @j $tag$, x @@ y, $3`);
    expect(values).toEqual(['A', 'A', null]);
  });

  it('binds ? on SQLite and skips its bracket and backtick identifiers', () => {
    const { text, values } = bound("select [@a], `@b`, '@c''@d', @e, @f_2 from t where x=@e", { e: 1, f_2: 'two' }, 'sqlite');
    expect(text).toBe("select [@a], `@b`, '@c''@d', ?, ? from t where x=?");
    expect(values).toEqual([1, 'two', 1]);
  });

  it('keeps a placeholder apart from a word it would join', () => {
    expect(bound('select x@a', { a: 1 }, 'postgres').text).toBe('select x $1');
  });

  it('turns values into what the driver binds', () => {
    expect(bindableValue(true, 'sqlite')).toBe(1);
    expect(bindableValue(false, 'sqlite')).toBe(0);
    expect(bindableValue(true, 'postgres')).toBe(true);
    expect(bindableValue(undefined, 'postgres')).toBeNull();
    expect(bindableValue({ a: 1 }, 'sqlite')).toBe('{"a":1}');
    expect(bindableValue([1, 'x'], 'postgres')).toBe('[1,"x"]');
    expect(bindableValue(new Date(Date.UTC(2026, 0, 2)), 'sqlite')).toBe('2026-01-02T00:00:00.000Z');
    expect(bindableValue(12n, 'postgres')).toBe('12');
  });

  const refusal = (sql: string, mode: SqlMode, dialect: 'sqlite' | 'postgres' = 'postgres') => {
    try {
      guardStatement(lexSql(sql, dialect), mode);
    } catch (error) {
      return error instanceof InterfaceFailure ? `${error.reason}:${error.detail}` : 'other';
    }
    return 'allowed';
  };

  it('allows one read with a trailing semicolon or comment, and a semicolon inside a literal or comment', () => {
    expect(refusal('select 1;', 'query')).toBe('allowed');
    expect(refusal('select 1; -- done\n /* really */ ;', 'query')).toBe('allowed');
    expect(refusal("select ';drop table x' as a -- ; delete", 'query')).toBe('allowed');
    expect(refusal('(select 1) union (select 2)', 'query')).toBe('allowed');
    expect(refusal('with a as (select 1 as x) select x from a', 'query')).toBe('allowed');
    expect(refusal('values (1), (2)', 'query')).toBe('allowed');
    expect(refusal("select replace(name, 'a', 'b') from t", 'query')).toBe('allowed');
  });

  it('refuses a second statement, a write in a query, a verb that is not the mode, and a write opening with WITH', () => {
    expect(refusal('select 1; select 2', 'query')).toBe('statementRefused:;');
    expect(refusal("select 1 ; 'x'", 'query')).toBe('statementRefused:;');
    expect(refusal('with d as (delete from t returning *) select * from d', 'query')).toBe('statementRefused:DELETE');
    expect(refusal('select * into copy_of_t from t', 'query')).toBe('statementRefused:INTO');
    expect(refusal('select * from t for update', 'query')).toBe('statementRefused:UPDATE');
    expect(refusal('delete from t', 'insert')).toBe('statementRefused:DELETE');
    expect(refusal('with a as (select 1) insert into t select * from a', 'insert')).toBe('statementRefused:WITH');
    expect(refusal("'select' 1", 'query')).toBe('statementRefused:');
    expect(refusal('', 'query')).toBe('statementRefused:');
  });
});

describe.each(databases())('SQL runner on %s', (target) => {
  let t: TestApp;
  let own: DataSourceLocation;

  beforeAll(async () => {
    t = await createTestApp(target);
    own = t.services.dataSources.own;
  });
  afterAll(async () => {
    // The pools hold connections to the test database, which is dropped next.
    await closeSqlRunners();
    await t?.close();
  });

  const run = (sql: string, params: Record<string, unknown> = {}, mode: SqlMode = 'query', limits: Partial<SqlLimits> = {}) =>
    runSql({ source: own, sql, params, mode, limits: { ...DEFAULT_SQL_LIMITS, ...limits } });
  const userCount = async () => (await t.services.db.selectFrom('base_user').select('id').execute()).length;
  const realNameOf = async (id: string) => (await t.services.db.selectFrom('base_user').select('realName').where('id', '=', id).executeTakeFirst())?.realName;

  it('binds @parameters into a query and answers the columns as the database names them', async () => {
    const result = await run('select "realName", account from base_user where account = @account', { account: 'admin' });
    expect(result).toEqual({ rows: [{ realName: '系统管理员', account: 'admin' }], truncated: false });
    const values = await run('select @a as x, @a as y, @missing as z, @o as o', { a: 'v', o: { k: [1] } });
    expect(values.rows).toEqual([{ x: 'v', y: 'v', z: null, o: '{"k":[1]}' }]);
  });

  it('treats an injection attempt through a parameter as a plain value: no rows, nothing changed', async () => {
    const before = await userCount();
    for (const attempt of ["' or 1=1 --", "x'; drop table base_user; --", "admin' --", 'admin"; delete from base_user; --', "') or ('1'='1"]) {
      const result = await run('select account from base_user where account = @account or "realName" = @account', { account: attempt });
      expect(result.rows).toEqual([]);
    }
    expect(await userCount()).toBe(before);
  });

  it('ignores an @ inside a string, a quoted identifier or a comment', async () => {
    const result = await run(`select 'mail@example.com;' as a, @v as "@v" -- @nothing\n /* @neither */`, { v: 'bound' });
    expect(result.rows).toEqual([{ a: 'mail@example.com;', '@v': 'bound' }]);
  });

  it('refuses more than one statement', async () => {
    const before = await userCount();
    for (const sql of ['select 1; select 2', 'select 1; delete from base_user', "select 'a' as a;\ndrop table base_user"]) {
      expect((await failureOf(run(sql))).reason).toBe('statementRefused');
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a write through a query interface and changes nothing', async () => {
    const before = await userCount();
    const writes = [
      'delete from base_user',
      `update base_user set "realName" = 'taken'`,
      `insert into base_user (id, account) values ('intruder', 'intruder')`,
      'with gone as (delete from base_user returning id) select id from gone',
      'select * into base_user_copy from base_user',
    ];
    for (const sql of writes) expect((await failureOf(run(sql))).reason).toBe('statementRefused');
    expect(await userCount()).toBe(before);
    expect(await realNameOf('user-admin')).toBe('系统管理员');
  });

  it('has the database refuse a write in a query even past the lexical guard', async () => {
    const before = await userCount();
    const limits = DEFAULT_SQL_LIMITS;
    const failure =
      target === 'postgres'
        ? await failureOf(runPostgres(own.url as string, { text: 'select id from base_user for update', values: [] }, 'query', limits))
        : await failureOf(runSqlite(own.file as string, { text: 'delete from base_user', values: [] }, 'query', limits));
    expect(failure.reason).toBe('statementRefused');
    expect(await userCount()).toBe(before);
  });

  it('refuses schema changes and session control in every mode', async () => {
    const before = await userCount();
    const statements = [
      'create table intruder (a int)',
      'drop table base_user',
      'alter table base_user add column intruder int',
      'truncate base_user',
      'grant all on base_user to public',
      'revoke all on base_user from public',
      "attach database '/tmp/intruder.sqlite' as intruder",
      'detach database main',
      'pragma writable_schema = 1',
      'vacuum',
      'reindex base_user',
      'copy base_user to stdout',
      'set statement_timeout = 0',
      'begin',
      'commit',
      'explain delete from base_user',
      'do $$ begin drop table base_user; end $$',
    ];
    for (const mode of MODES) {
      for (const sql of statements) expect((await failureOf(run(sql, {}, mode))).reason, `${mode}: ${sql}`).toBe('statementRefused');
    }
    expect(await userCount()).toBe(before);
  });

  it('cuts at the row limit and says so', async () => {
    const counting = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 50) select x from c';
    const cut = await run(counting, {}, 'query', { rowLimit: 10 });
    expect(cut.rows.map((row) => Number(row.x))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(cut.truncated).toBe(true);
    const whole = await run(counting, {}, 'query', { rowLimit: 50 });
    expect(whole.rows).toHaveLength(50);
    expect(whole.truncated).toBe(false);
    // An endless statement that yields rows ends at the limit.
    const endless = await run('with recursive c(x) as (select 1 union all select x + 1 from c) select x from c', {}, 'query', { rowLimit: 5 });
    expect(endless).toMatchObject({ truncated: true });
    expect(endless.rows).toHaveLength(5);
  });

  it('stops an endless recursive statement at its time limit, runs others meanwhile, and runs the next one', async () => {
    const timeoutMs = 1000;
    const started = Date.now();
    const endless = failureOf(run('with recursive c(x) as (select 1 union all select x + 1 from c) select count(*) as n from c', {}, 'query', { timeoutMs }));
    const meanwhile = await Promise.all(['b', 'c', 'd'].map((value) => run('select @v as v', { v: value })));
    expect(meanwhile.map((result) => result.rows)).toEqual([[{ v: 'b' }], [{ v: 'c' }], [{ v: 'd' }]]);
    expect((await endless).reason).toBe('statementTimeout');
    expect(Date.now() - started).toBeLessThan(2 * timeoutMs);
    expect((await run("select 'after' as a;")).rows).toEqual([{ a: 'after' }]);
  });

  it('runs insert, update and delete interfaces, each answering the rows it wrote, with values bound', async () => {
    // A business table: interface writes never change base_user and the other permission tables (interface-deny-list.ts).
    const fullNameOf = async (id: string) =>
      (await t.services.db.selectFrom('base_dictionary_data').select('fullName').where('id', '=', id).executeTakeFirst())?.fullName;
    const hostile = "x'); drop table base_dictionary_data; --";
    const inserted = await run(
      'insert into base_dictionary_data (id, "enCode", "fullName") values (@id, @code, @name)',
      { id: 'sql-runner-1', code: 'sql-runner-1', name: hostile },
      'insert',
    );
    expect(inserted).toEqual({ rows: [], truncated: false, affected: 1 });
    expect(await fullNameOf('sql-runner-1')).toBe(hostile);
    const updated = await run('update base_dictionary_data set "fullName" = @name where id = @id', { id: 'sql-runner-1', name: '改过' }, 'update');
    expect(updated.affected).toBe(1);
    expect(await fullNameOf('sql-runner-1')).toBe('改过');
    expect((await failureOf(run('delete from base_dictionary_data where id = @id', { id: 'sql-runner-1' }, 'update'))).reason).toBe('statementRefused');
    const deleted = await run('delete from base_dictionary_data where id = @id', { id: 'sql-runner-1' }, 'delete');
    expect(deleted.affected).toBe(1);
    expect(await fullNameOf('sql-runner-1')).toBeUndefined();
  });

  it('answers a statement the database refuses as a failure with its words', async () => {
    const failure = await failureOf(run('select no_such_column from base_user'));
    expect(failure.reason).toBe('statementFailed');
    expect(failure.detail).toMatch(/no_such_column/u);
  });
});

describe('SQL runner data sources', () => {
  const limits = DEFAULT_SQL_LIMITS;
  let folder: string;

  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-sql-source-'));
    const file = new SqliteDatabase(path.join(folder, 'yard.sqlite'));
    file.exec("create table vehicle (plate text, axles integer); insert into vehicle values ('浙B12345', 3), ('浙B67890', 5)");
    file.close();
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('reads a named SQLite data source, read-only', async () => {
    const source: DataSourceLocation = { id: 'yard', fullName: '堆场', dialect: 'sqlite', file: path.join(folder, 'yard.sqlite') };
    const result = await runSql({ source, sql: 'select plate from vehicle where axles > @axles', params: { axles: 4 }, mode: 'query', limits });
    expect(result.rows).toEqual([{ plate: '浙B67890' }]);
  });

  it('answers a missing SQLite file, a source without a place and an unreachable PostgreSQL as failures', async () => {
    const sources: DataSourceLocation[] = [
      { id: 'gone', fullName: '', dialect: 'sqlite', file: path.join(folder, 'missing', 'gone.sqlite') },
      { id: 'gone2', fullName: '', dialect: 'sqlite', file: path.join(folder, 'gone.sqlite') },
      { id: 'nowhere', fullName: '', dialect: 'sqlite' },
      { id: 'nourl', fullName: '', dialect: 'postgres' },
    ];
    for (const source of sources) {
      expect((await failureOf(runSql({ source, sql: 'select 1 as one', params: {}, mode: 'query', limits }))).reason).toBe('dataSourceMissing');
    }
    expect(fs.existsSync(path.join(folder, 'gone.sqlite'))).toBe(false);
    const unreachable: DataSourceLocation = { id: 'closed', fullName: '', dialect: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' };
    expect((await failureOf(runSql({ source: unreachable, sql: 'select 1 as one', params: {}, mode: 'query', limits }))).reason).toBe('statementFailed');
  });
});
