import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { PrintLog, type PrintRecord } from './print-log.ts';
import { logQueryOf, logQuerySchema, type LogQueryString } from './log-query.ts';
import { readableUsers } from './reader-scope.ts';

/** The menu code of 系统管理 › 打印日志. */
export const PRINT_LOG_PERMISSION = 'system.printLog';

const ID = { type: 'string', minLength: 1, maxLength: 64 } as const;
const saveBody = {
  type: 'object',
  required: ['printNum', 'printId'],
  properties: {
    printTitle: { type: 'string', maxLength: 200 },
    printNum: { type: 'integer', minimum: 1, maximum: 100_000 },
    printId: ID,
  },
} as const;

/**
 * The print log (spec §7, lowcode §7 "After printing"): `POST /api/system/printLog/save` with
 * `{ printTitle, printNum, printId }` records a print of a template by the signed-in caller;
 * `GET /api/system/printLog` lists them (keyword, time range, paging; `printId` for one template).
 */
export function registerPrintLogRoutes(app: FastifyInstance, services: Services): void {
  const prints = new PrintLog(services.db);

  app.post<{ Body: Partial<PrintRecord> & Pick<PrintRecord, 'printNum' | 'printId'> }>(
    '/api/system/printLog/save',
    { config: { access: 'signed-in' }, schema: { body: saveBody } },
    async (request) => {
      const { printTitle = '', printNum, printId } = request.body;
      await prints.save({ printTitle, printNum, printId }, currentUser(request).userId);
      return ok(undefined, translate('saveSuccess', languageOf(request.headers['accept-language'])));
    },
  );

  app.get<{ Querystring: LogQueryString & { printId?: string } }>(
    '/api/system/printLog',
    {
      config: { access: { permission: PRINT_LOG_PERMISSION } },
      schema: { querystring: { ...logQuerySchema, properties: { ...logQuerySchema.properties, printId: { type: 'string', maxLength: 64 } } } },
    },
    async (request) => {
      const readable = await readableUsers(services.db, currentUser(request).userId);
      return ok(await prints.list({ ...logQueryOf(request.query), printId: request.query.printId }, readable));
    },
  );
}
