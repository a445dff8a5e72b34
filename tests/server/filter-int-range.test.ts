import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, databases, type TestApp } from './helpers/test-app.ts';

// A list filter on an integer column with a number no such column holds matches nothing, instead of PostgreSQL's out-of-range error as a 500.
describe.each(databases())('list filters beyond an integer column, on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin } = await appSignedIn(target, 'admin'));
  });
  afterAll(async () => t?.close());

  it.each(['/api/permission/Role?enabledMark=13800000000', '/api/system/printDev?category=2147483648'])('%s answers an empty page', async (url) => {
    const answer = (await as(t.app, admin).get(url)).json() as { code: number; data: { list: unknown[] } };
    expect(answer.code).toBe(200);
    expect(answer.data.list).toEqual([]);
  });
});
