import type { InterfaceEcho } from '../../crud/picker-texts.ts';
import { echoRows } from './echo.ts';
import type { OperationEnv } from './data-interface-operations.ts';

/**
 * The echo-back the generic CRUD lists show pop-up picker texts with (server/crud/picker-texts.ts),
 * run as the caller listing the rows, as `Action/InfoByIds` would for the form.
 */
export const listEcho =
  (env: OperationEnv): InterfaceEcho =>
  async ({ interfaceId, propsValue, relationField, ids, caller }) => {
    const rows = await echoRows(env, { userId: caller.userId, ip: '', device: '', language: caller.language }, interfaceId, { ids, propsValue, relationField });
    return new Map(rows.map((row) => [String(row.id), row[relationField] === undefined || row[relationField] === null ? '' : String(row[relationField])]));
  };
