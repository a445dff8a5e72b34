import type { EntityOverrides, OverrideContext } from '../crud/entity-overrides.ts';
import { systemAdministratorOnly } from './platform-wide.ts';
import { isSystemAdministrator } from '../core/identity/rank.ts';
import type { Row } from '../crud/row-decorators.ts';
import { runsOnServer } from '../../common/data-interface-kinds.ts';
import { AppError } from '../core/http/app-error.ts';

/**
 * SQL (dataType 1) and API (dataType 3) data interfaces run what they hold on the server, with its
 * database and its network, for every form user whose picker calls them; static data (2) only
 * answers its stored JSON. So only system administrators create (also by import), change or toggle
 * an interface that is, or would become, SQL or API (docs/security/rank-rule.md); static ones stay
 * with the page permission. Copies are checked by the copy route (server/features/data-interface).
 */

/** The request methods each kind runs with: SQL 3 query, 1 insert, 2 update, 4 delete; API 6 GET, 7 POST (contract §4.11). */
const METHODS_OF: Record<number, readonly string[]> = { 1: ['1', '2', '3', '4'], 3: ['6', '7'] };

/** What a header value shows to anyone but a system administrator: API tokens stay with those who may change the interface. */
const MASK = '******';

function maskedHeaders(text: unknown): unknown {
  if (typeof text !== 'string' || text.trim() === '') return text;
  try {
    const headers = JSON.parse(text) as unknown;
    if (!Array.isArray(headers)) return '[]';
    return JSON.stringify(headers.map((header: unknown) => (header && typeof header === 'object' ? { ...header, defaultValue: MASK } : header)));
  } catch {
    return '[]';
  }
}

function maskedProperties(text: unknown): unknown {
  if (typeof text !== 'string' || text.trim() === '') return text;
  try {
    const properties = JSON.parse(text) as Record<string, unknown>;
    if (!properties || typeof properties !== 'object' || !('echoReqHeaders' in properties)) return text;
    return JSON.stringify({ ...properties, echoReqHeaders: JSON.parse(String(maskedHeaders(JSON.stringify(properties.echoReqHeaders)))) as unknown });
  } catch {
    return '{}';
  }
}

/** The stored kind of an interface; undefined when there is none (a create, or a record already gone). */
async function storedDataType({ db }: OverrideContext, id: string): Promise<number | undefined> {
  const row = await db.selectFrom('base_data_interface').select('dataType').where('id', '=', id).executeTakeFirst();
  return row ? (row.dataType ?? 1) : undefined;
}

export function dataInterfaceOverrides(): EntityOverrides {
  return {
    async beforeWrite(id, body, context) {
      // A body without dataType keeps the stored one; the schema's default (SQL) counts for a create.
      const stored = id
        ? await context.db.selectFrom('base_data_interface').select(['dataType', 'requestMethod']).where('id', '=', id).executeTakeFirst()
        : undefined;
      const storedType = stored ? (stored.dataType ?? 1) : undefined;
      const written = body.dataType ?? storedType ?? 1;
      if (runsOnServer(written) || runsOnServer(storedType)) await systemAdministratorOnly(context);
      const method = String(body.requestMethod ?? stored?.requestMethod ?? '3');
      const allowed = METHODS_OF[Number(written)];
      if (allowed && !allowed.includes(method))
        throw new AppError('badRequest', {
          texts: { zh: '请求方式与数据类型不符', 'zh-TW': '請求方式與數據類型不符', en: 'The request method does not fit the data type' },
        });
    },
    async beforeState(id, context) {
      if (runsOnServer(await storedDataType(context, id))) await systemAdministratorOnly(context);
    },
    async beforeDelete(id, context) {
      if (runsOnServer(await storedDataType(context, id))) await systemAdministratorOnly(context);
    },
    // Header values (API tokens) are shown to system administrators only, in lists, info and record exports.
    async decorate(rows, context): Promise<Row[]> {
      if (await isSystemAdministrator(context.db, context.userId)) return rows;
      return rows.map((row) => ({ ...row, requestHeaders: maskedHeaders(row.requestHeaders), propertyJson: maskedProperties(row.propertyJson) }));
    },
  };
}
