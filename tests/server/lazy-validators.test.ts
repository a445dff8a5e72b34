import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, type TestApp } from './helpers/test-app.ts';
import { compilePendingValidators } from '../../server/core/http/lazy-validators.ts';

/**
 * Route validators compile on first use (server/core/http/lazy-validators.ts, issue 17). This
 * keeps what eager compiling gave: every route schema of the whole app compiles (so a schema ajv
 * refuses still fails CI), and a route validates exactly as before on its first request.
 */
describe('lazily compiled route validators', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;

  beforeAll(async () => {
    const signed = await appSignedIn('sqlite', 'admin');
    t = signed.t;
    admin = as(t.app, signed.admin);
  });
  afterAll(async () => t?.close());

  it('validates a route on its first request, in the user’s language', async () => {
    // The first request of this route in the process: its validator compiles now and refuses the body.
    const refused = body(await admin.get('/api/permission/UserAudit?currentPage=abc'));
    expect(refused.code).toBe(400);
    expect(refused.msg).not.toMatch(/must|should|schema|querystring/i);
    expect(body(await admin.get('/api/permission/UserAudit?currentPage=1')).code).toBe(200);
  });

  it('left the other routes uncompiled at start, and every one of them compiles', () => {
    const compiled = compilePendingValidators();
    // Hundreds of route parts wait until their first request; none of their schemas is refused.
    expect(compiled).toBeGreaterThan(100);
    expect(compilePendingValidators()).toBe(0);
  });
});
