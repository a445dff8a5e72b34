import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bootServices } from '../../../server/boot.ts';
import { buildApp } from '../../../server/app.ts';
import type { Services } from '../../../server/services.ts';
import { interfaceRoleName } from '../../../server/core/db/interface-role.ts';
import { md5Hex } from '../../../server/core/identity/password-hash.ts';

export type Target = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export function databases(): Target[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  close(): Promise<void>;
}

/** A new empty database for a test: none for SQLite (the file lives in the data folder), a fresh PostgreSQL database otherwise. */
export async function createTestDatabase(target: Target): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  if (target !== 'postgres') return { databaseUrl: '', drop: async () => undefined };
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `portside_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      // the database's data-interface login role (server/core/db/interface-role.ts) is the cluster's: it goes too
      await client.query(`DROP ROLE IF EXISTS "${interfaceRoleName(url.toString())}"`);
      await client.end();
    },
  };
}

/** A fresh database per test app: a temp folder for SQLite, a new database for PostgreSQL. */
export async function createTestApp(target: Target, options: { demoData?: boolean } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-test-'));
  const { databaseUrl, drop: dropDatabase } = await createTestDatabase(target);
  const { services } = await bootServices({ databaseUrl, dataDir, demoData: options.demoData ?? true });
  const app = await buildApp({ services, logLevel: (process.env.TEST_LOG_LEVEL as 'silent' | undefined) ?? 'silent' });
  await app.ready();
  return {
    app,
    services,
    async close() {
      await app.close();
      await services.db.destroy();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const PASSWORD = 'Portside2026';

export interface Envelope<T = Record<string, unknown>> {
  code: number;
  msg?: string;
  data?: T;
}

export const body = <T = Record<string, unknown>>(response: LightMyRequestResponse) => response.json() as Envelope<T>;

export async function login(app: FastifyInstance, account: string, password = PASSWORD, extra: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ account, password: md5Hex(password), grant_type: 'password', ...extra }).toString(),
  });
  return body<{ token: string; theme: string }>(response);
}

export async function tokenOf(app: FastifyInstance, account: string, password = PASSWORD): Promise<string> {
  const result = await login(app, account, password);
  if (result.code !== 200 || !result.data) throw new Error(`login ${account} failed: ${result.msg}`);
  return result.data.token;
}

/**
 * A test app with seeded accounts signed in one after another, for a suite's beforeAll:
 * `({ t, admin, staff } = await appSignedIn(target, 'admin', 'staff'))`. A failed sign-in closes
 * the app again, since the suite's afterAll never saw it.
 */
export async function appSignedIn<A extends string>(target: Target, ...accounts: A[]): Promise<{ t: TestApp } & Record<A, string>> {
  const t = await createTestApp(target);
  try {
    const tokens = {} as Record<A, string>;
    for (const account of accounts) tokens[account] = await tokenOf(t.app, account);
    return { ...tokens, t };
  } catch (error) {
    await t.close();
    throw error;
  }
}

export function as(app: FastifyInstance, token: string) {
  return {
    get: (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { authorization: token, ...headers } }),
    post: (url: string, payload?: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload: payload ?? {}, headers: { authorization: token, ...headers } }),
    put: (url: string, payload?: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'PUT', url, payload: payload ?? {}, headers: { authorization: token, ...headers } }),
    delete: (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'DELETE', url, headers: { authorization: token, ...headers } }),
  };
}

/** Writes system configuration straight through the service (tests set up policies this way). */
export async function setConfig(services: Services, values: Record<string, string | number>): Promise<void> {
  await services.config.write(values);
}
