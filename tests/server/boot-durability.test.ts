import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { bootServices } from '../../server/boot.ts';

/**
 * A fresh start creates its tables and demo data without waiting for the disk at every commit
 * (server/boot.ts); once it is done, every write is durable again before it is answered.
 */
describe('the embedded database after a start', () => {
  it('writes durably again (synchronous FULL) once the tables and demo data are in', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-durability-'));
    const { services } = await bootServices({ databaseUrl: '', dataDir, demoData: true });
    try {
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(services.db);
      expect(rows[0]?.synchronous).toBe(2);
      expect(await services.db.selectFrom('base_user').select('id').where('id', '=', 'user-admin').executeTakeFirst()).toBeDefined();
    } finally {
      await services.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
