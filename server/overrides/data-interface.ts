import type { EntityOverrides, OverrideContext } from '../crud/entity-overrides.ts';
import { systemAdministratorOnly } from './platform-wide.ts';

/**
 * SQL (dataType 1) and API (dataType 3) data interfaces run what they hold on the server, with its
 * database and its network, for every form user whose picker calls them; static data (2) only
 * answers its stored JSON. So only system administrators create (also by import), change or toggle
 * an interface that is, or would become, SQL or API (docs/security/rank-rule.md); static ones stay
 * with the page permission. Copies are checked by the copy route (server/features/data-interface).
 */
const RUNS_ON_SERVER = new Set([1, 3]);

const runsOnServer = (dataType: unknown): boolean => RUNS_ON_SERVER.has(Number(dataType));

/** The stored kind of an interface; undefined when there is none (a create, or a record already gone). */
async function storedDataType({ db }: OverrideContext, id: string): Promise<number | undefined> {
  const row = await db.selectFrom('base_data_interface').select('dataType').where('id', '=', id).executeTakeFirst();
  return row ? (row.dataType ?? 1) : undefined;
}

export function dataInterfaceOverrides(): EntityOverrides {
  return {
    async beforeWrite(id, body, context) {
      // A body without dataType keeps the stored one; the schema's default (SQL) counts for a create.
      const stored = id ? await storedDataType(context, id) : undefined;
      const written = body.dataType ?? stored ?? 1;
      if (runsOnServer(written) || runsOnServer(stored)) await systemAdministratorOnly(context);
    },
    async beforeState(id, context) {
      if (runsOnServer(await storedDataType(context, id))) await systemAdministratorOnly(context);
    },
  };
}
