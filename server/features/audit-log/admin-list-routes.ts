import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { AdminList } from './admin-list.ts';

/** The menu code of 系统配置 (the page that shows the super administrators). */
const SYS_CONFIG_PERMISSION = 'sysConfig';

const setBody = {
  type: 'object',
  required: ['adminIds'],
  properties: { adminIds: { type: 'array', maxItems: 500, items: { type: 'string', minLength: 1, maxLength: 64 } } },
} as const;

/**
 * The super administrators (contract §4.13; lowcode §7 System configuration):
 * `GET /api/system/SysConfig/getAdminList` answers `[{ id, account, realName, isAdministrator }]`,
 * `PUT /api/system/SysConfig/setAdminList` with `{ adminIds }` replaces the list (system
 * administrators only; admin-list.ts says what is refused).
 */
export function registerAdminListRoutes(app: FastifyInstance, services: Services): void {
  const admins = new AdminList(services.db, services.config);
  const access = { permission: SYS_CONFIG_PERMISSION };

  app.get('/api/system/SysConfig/getAdminList', { config: { access } }, async () => ok(await admins.list()));

  app.put<{ Body: { adminIds: string[] } }>('/api/system/SysConfig/setAdminList', { config: { access }, schema: { body: setBody } }, async (request) => {
    await admins.set(request.body.adminIds, currentUser(request).userId);
    return ok(undefined, translate('updateSuccess', languageOf(request.headers['accept-language'])));
  });
}
