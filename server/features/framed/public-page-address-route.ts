import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/app-error.ts';
import { isPublicPageKey } from '../../core/sys-config/frame-config-keys.ts';

const keyQuery = {
  type: 'object',
  required: ['keyStr'],
  properties: { keyStr: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/**
 * GET /api/portal/PageAddress?keyStr= — the frame address of one public page of spec §2.2
 * (/wldbPay, /createBill, …; server/core/sys-config/frame-config-keys.ts PUBLIC_PAGE_ADDRESS_KEYS)
 * for a visitor without a session, in the envelope (`data` is the address, '' when none is
 * configured). Every other key is refused: the signed-in pages' addresses, the origins list and
 * every setting stay behind a session (GET /api/system/SysConfig/getValueByKey). The answer is
 * one configured address, never a secret, read by its primary key: one small statement, no
 * larger for any input (the key is at most 64 characters and checked before the read).
 */
export function registerPublicPageAddressRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { keyStr: string } }>(
    '/api/portal/PageAddress',
    { config: { access: 'public' }, schema: { querystring: keyQuery } },
    async (request) => {
      const key = request.query.keyStr;
      if (!isPublicPageKey(key)) throw new AppError('configKeyNotReadable', { params: { key } });
      const row = await services.db.selectFrom('base_sys_config').select('value').where('id', '=', key).executeTakeFirst();
      // The key is declared in the schema with '' as its default, so a key never written is unconfigured.
      return ok(String(row?.value ?? ''));
    },
  );
}
