import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { bootServices } from '../../server/boot.ts';
import { buildApp } from '../../server/app.ts';
import type { TestApp } from '../server/helpers/test-app.ts';

/**
 * The backend of the component tests: every `/api/*` call the browser code makes is answered by
 * the real app (tests/server/helpers/test-app.ts: demo data on a temporary SQLite database),
 * in-process through Fastify's `inject`, so no test keeps its own copy of what the server says.
 * A test adds an error case or watches a call with `server.use(...)`; a handler that returns
 * nothing lets the real app answer.
 *
 * `fresh: 'test'` builds a new app before each test for tests that change data; the default builds
 * one per file. Measured on this machine: the first app of a file about 0.3 s, each further one
 * about 0.15 s, since it starts from a copy of the first one's fresh database (see openDemoApp).
 */
export interface InProcessServer {
  /** the msw server: `server.use(...)` for per-test answers */
  server: ReturnType<typeof setupServer>;
  /** the app answering the current test (its database is `app().services.db`) */
  app(): TestApp;
  /** what the real app answers to a request, for a handler that changes the answer */
  forward(request: Request): Promise<Response>;
}

// Connection-level headers belong to the socket light-my-request simulates, not to the answer.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/** One fetch Request through `app.inject`: method, path and query, headers and the raw body. */
export async function forwardTo(app: TestApp['app'], request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
  const answer = await app.inject({
    method: request.method as InjectOptions['method'],
    url: url.pathname + url.search,
    headers: Object.fromEntries(request.headers),
    ...(body && body.length > 0 ? { payload: body } : {}),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  return new HttpResponse(answer.rawPayload.length > 0 ? answer.rawPayload : null, { status: answer.statusCode, headers });
}

/**
 * A demo-data app on a temporary SQLite folder, built as tests/server/helpers/test-app.ts builds
 * one. The first keeps a copy of its fresh folder in `template`; later ones start from that copy,
 * so the demo data (password hashes and all) is not loaded again.
 */
async function openDemoApp(template: { dir: string }): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-web-'));
  // The database's write-ahead files stay behind: the checkpoint below moved their content in.
  if (template.dir) fs.cpSync(template.dir, dataDir, { recursive: true, filter: (source) => !/-(wal|shm)$/.test(source) });
  const { services } = await bootServices({ databaseUrl: '', dataDir, demoData: true });
  if (!template.dir) {
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(services.db);
    template.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-web-template-'));
    fs.cpSync(dataDir, template.dir, { recursive: true, filter: (source) => !/-(wal|shm)$/.test(source) });
  }
  const app = await buildApp({ services, logLevel: 'silent' });
  await app.ready();
  return {
    app,
    services,
    async close() {
      await app.close();
      await services.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function setUpInProcessServer(options: { fresh?: 'file' | 'test' } = {}): InProcessServer {
  let current: TestApp | undefined;
  const app = () => {
    if (!current) throw new Error('the in-process app is not running (use it inside a test)');
    return current;
  };
  const forward = (request: Request) => forwardTo(app().app, request);
  const server = setupServer(http.all('*/api/*', ({ request }) => forward(request)));
  const template = { dir: '' };
  const open = async () => {
    current = await openDemoApp(template);
  };
  const close = async () => {
    await current?.close();
    current = undefined;
  };
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    if (options.fresh !== 'test') await open();
  });
  // The previous test's app closes only when the next one starts, so requests still in flight
  // while the page unmounts (the setup file's cleanup runs after these hooks) find it open.
  if (options.fresh === 'test') {
    beforeEach(async () => {
      await close();
      await open();
    });
  }
  afterEach(() => server.resetHandlers());
  afterAll(async () => {
    server.close();
    await close();
    if (template.dir) fs.rmSync(template.dir, { recursive: true, force: true });
  });
  return { server, app, forward };
}
