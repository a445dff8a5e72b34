import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { assertMayChangeSettings } from '../../core/identity/rank.ts';
import { withoutAdminList } from './admin-list-guard.ts';

/** The menu code that grants administering the system configuration. */
export const SYS_CONFIG_PERMISSION = 'sysConfig';

/** GET/PUT /api/system/SysConfig (contract §4.13). Everyone reads the policy; secrets only administrators. */
export function registerSysConfigRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/system/SysConfig', { config: { access: 'signed-in' } }, async (request) => {
    const user = currentUser(request);
    const full = user.isAdministrator || (await services.authorization.hasPermission(user.userId, SYS_CONFIG_PERMISSION));
    return ok(full ? await services.config.read() : await services.config.readPublic());
  });

  app.put<{ Body: Record<string, unknown> }>(
    '/api/system/SysConfig',
    {
      config: { access: { permission: SYS_CONFIG_PERMISSION } },
      schema: { body: { type: 'object', maxProperties: 200 } },
    },
    async (request) => {
      // adminList and the token hosts decide who ranks how: only a system administrator changes them.
      await assertMayChangeSettings(services.db, currentUser(request).userId, request.body);
      // ...and the admin list only through setAdminList, whose checks are its own (admin-list-guard.ts).
      await services.config.write(await withoutAdminList(services.db, request.body));
      return ok(undefined, translate('updateSuccess', languageOf(request.headers['accept-language'])));
    },
  );
}
