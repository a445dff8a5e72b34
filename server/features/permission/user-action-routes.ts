import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/app-error.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { hashPassword } from '../../core/identity/password-hash.ts';
import { ENTITY_BUTTONS, withButton } from '../../crud/entity-buttons.ts';
import { currentUser } from '../../core/http/access.ts';
import { assertMayActOnUser, rankOf } from '../../core/identity/rank.ts';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
const md5 = { type: 'string', pattern: '^[0-9a-fA-F]{32}$' } as const;

/**
 * What an administrator does to another account beyond editing it (contract §4.9): unlock a
 * locked account, and reset its password (both fields MD5 hex, as the client hashes them).
 * A reset ends the user's sessions and asks for a new password at the next sign-in. Both only on
 * a user the caller may act on (rank.ts: never a system administrator, only inside the caller's scope).
 */
export function registerUserActionRoutes(app: FastifyInstance, services: Services): void {
  // Both change the account, so they need btn_edit when the menu judges buttons (spec §6).
  const config = withButton({ access: { permission: 'permission.user' } }, ENTITY_BUTTONS.update);
  const existing = async (request: FastifyRequest, id: string) => {
    const user = await services.db.selectFrom('base_user').select('id').where('id', '=', id).executeTakeFirst();
    if (!user) throw new AppError('recordNotFound');
    await assertMayActOnUser(services.db, await rankOf(services.db, currentUser(request).userId), id);
  };

  app.put<{ Params: { id: string } }>('/api/permission/Users/:id/Actions/unlock', { config, schema: { params: idParams } }, async (request) => {
    await existing(request, request.params.id);
    await services.db.updateTable('base_user').set({ enabledMark: 1, errorCount: 0, unlockTime: null }).where('id', '=', request.params.id).execute();
    return ok(undefined, translate('unlockSuccess', languageOf(request.headers['accept-language'])));
  });

  app.post<{ Params: { id: string }; Body: { userPassword: string; validatePassword: string } }>(
    '/api/permission/Users/:id/Actions/ResetPassword',
    {
      config: { ...config, fieldMessages: {} },
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['userPassword', 'validatePassword'],
          properties: { id: { type: 'string', maxLength: 64 }, userPassword: md5, validatePassword: md5 },
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await existing(request, id);
      if (request.body.userPassword.toLowerCase() !== request.body.validatePassword.toLowerCase()) throw new AppError('passwordMismatch');
      const passwordHash = await hashPassword(request.body.userPassword.toLowerCase());
      await services.db.updateTable('base_user').set({ passwordHash, changePasswordDate: null, errorCount: 0 }).where('id', '=', id).execute();
      await services.sessions.revokeUser(id, 600);
      return ok(undefined, translate('resetPasswordSuccess', languageOf(request.headers['accept-language'])));
    },
  );
}
