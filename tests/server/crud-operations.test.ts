import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databases, type TestApp } from './helpers/test-app.ts';
import { entityDefinitions } from '../../server/crud/entity-definition.ts';
import { entityOverrides } from '../../server/overrides/index.ts';
import { AppError } from '../../server/core/http/app-error.ts';
import type { OperationContext } from '../../server/crud/operations/context.ts';
import { createRecord } from '../../server/crud/operations/create.ts';
import { listPage } from '../../server/crud/operations/list-page.ts';
import { readRecord } from '../../server/crud/operations/info.ts';
import { updateRecord } from '../../server/crud/operations/update.ts';
import { toggleState } from '../../server/crud/operations/state.ts';
import { deleteRecord } from '../../server/crud/operations/delete.ts';

/**
 * The seam between the CRUD operations and HTTP (issue 10): the operations are called here with a
 * plain context — a database, the grant look-ups, a caller — and no Fastify request, route or
 * envelope; the app is built only to get a booted database with the demo data.
 */
describe.each(databases())('CRUD operations without a transport on %s', (target) => {
  let t: TestApp;
  const contextFor = (userId: string): OperationContext => ({
    db: t.services.db,
    grants: t.services.authorization,
    caller: { userId, language: 'en', isAdministrator: userId === 'user-admin' },
    entity: entityDefinitions.group,
    overrides: entityOverrides(t.services).group ?? {},
  });
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  it('creates, lists, reads, changes, toggles and deletes a record as plain data', async () => {
    const admin = contextFor('user-admin');
    const id = await createRecord(admin, { fullName: 'Night shift', enCode: 'night', type: 'gtype-work' });
    const page = await listPage(admin, { keyword: 'night' });
    expect(page.pagination.total).toBe(1);
    expect(page.list[0]).toMatchObject({ id, fullName: 'Night shift', enCode: 'night', enabledMark: 1, creatorUser: '系统管理员/admin' });

    await updateRecord(admin, id, { fullName: 'Night watch' });
    await toggleState(admin, id);
    expect(await readRecord(admin, id)).toMatchObject({ fullName: 'Night watch', enCode: 'night', enabledMark: 0, lastModifyUserId: 'user-admin' });

    await deleteRecord(admin, id);
    expect((await listPage(admin, { keyword: 'night' })).pagination.total).toBe(0);
    await expect(readRecord(admin, id)).rejects.toMatchObject({ messageKey: 'recordNotFound', code: 400 });
  });

  it('refuses with an AppError, never a reply: uniqueness and the entity override (rank)', async () => {
    const admin = contextFor('user-admin');
    // the demo group's code is taken
    await expect(createRecord(admin, { fullName: 'Another', enCode: 'duty', type: 'gtype-work' })).rejects.toMatchObject({ messageKey: 'codeNotUnique' });
    // user groups are platform-wide: a company administrator may not create one (server/overrides/platform-wide.ts)
    const refused = createRecord(contextFor('user-manager'), { fullName: 'Mine', enCode: 'mine', type: 'gtype-work' });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ messageKey: 'noPermission', code: 401 });
    expect((await listPage(admin, { keyword: 'mine' })).pagination.total).toBe(0);
  });
});
