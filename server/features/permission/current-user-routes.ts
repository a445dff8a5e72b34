import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { AppError } from '../../core/http/app-error.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { hashPassword, md5Hex, MD5_PATTERN, verifyPassword } from '../../core/identity/password-hash.ts';
import { checkPasswordPolicy, policyIsActive } from '../../core/identity/password-policy.ts';
import { newId } from '../../core/db/ids.ts';

interface ModifyPasswordBody {
  oldPassword?: string;
  password?: string;
  code?: string;
  timestamp?: string;
  /** Sent by this platform's browser app only, so the server can enforce the password policy. */
  newPasswordPlain?: string;
}

const LANGUAGES = ['zh', 'zh-TW', 'zhtw', 'en'];

/** /api/permission/Users/Current: what a signed-in user changes about themselves (contract §2.6). */
export function registerCurrentUserRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Body: ModifyPasswordBody }>(
    '/api/permission/Users/Current/Actions/ModifyPassword',
    {
      config: { access: 'signed-in' },
      schema: {
        body: {
          type: 'object',
          properties: {
            oldPassword: { type: 'string', maxLength: 64 },
            password: { type: 'string', maxLength: 64 },
            code: { type: 'string', maxLength: 20 },
            timestamp: { type: 'string', maxLength: 64 },
            newPasswordPlain: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request) => {
      const language = languageOf(request.headers['accept-language']);
      const user = currentUser(request);
      const body = request.body ?? {};
      if (!body.oldPassword) throw new AppError('oldPasswordRequired');
      if (!body.password) throw new AppError('newPasswordRequired');
      if (!body.code) throw new AppError('captchaRequired');
      if (!MD5_PATTERN.test(body.oldPassword) || !MD5_PATTERN.test(body.password)) throw new AppError('badRequest');
      if (!(await services.captcha.check(body.timestamp, body.code))) throw new AppError('codeWrong');
      const row = await services.db.selectFrom('base_user').select(['passwordHash']).where('id', '=', user.userId).executeTakeFirstOrThrow();
      if (!(await verifyPassword(body.oldPassword, row.passwordHash))) throw new AppError('oldPasswordWrong');
      const config = await services.config.read();
      if (policyIsActive(config)) {
        const plain = body.newPasswordPlain;
        if (plain === undefined || md5Hex(plain) !== body.password.toLowerCase()) throw new AppError('passwordPolicyUnverifiable');
        const violation = checkPasswordPolicy(plain, config);
        if (violation) throw new AppError(violation.key, { params: violation.params });
      }
      if (Number(config.disableOldPassword) === 1) {
        const limit = Number(config.disableTheNumberOfOldPasswords) || 1;
        const history = await services.db
          .selectFrom('base_user_old_password')
          .select('passwordHash')
          .where('userId', '=', user.userId)
          .orderBy('creatorTime', 'desc')
          .limit(limit - 1)
          .execute();
        for (const old of [row.passwordHash, ...history.map((h) => h.passwordHash)]) {
          if (await verifyPassword(body.password, old)) throw new AppError('passwordReused', { params: { n: limit } });
        }
      }
      const now = Date.now();
      await services.db.transaction().execute(async (trx) => {
        await trx.insertInto('base_user_old_password').values({ id: newId(), userId: user.userId, passwordHash: row.passwordHash, creatorTime: now }).execute();
        await trx
          .updateTable('base_user')
          .set({ passwordHash: await hashPassword(body.password as string), changePasswordDate: now, lastModifyTime: now, lastModifyUserId: user.userId })
          .where('id', '=', user.userId)
          .execute();
      });
      // Every other device must sign in again; this browser shows the answer, then signs out by itself.
      await services.sessions.revokeUser(user.userId, 600, user.sessionId);
      await services.sessions.revokeQuietly(user.sessionId);
      return ok(undefined, translate('passwordChanged', language));
    },
  );

  app.put<{ Body: { theme: string } }>(
    '/api/permission/Users/Current/SystemTheme',
    {
      config: { access: 'signed-in' },
      schema: { body: { type: 'object', required: ['theme'], properties: { theme: { type: 'string', maxLength: 40 } } } },
    },
    async (request) => {
      const user = currentUser(request);
      const theme = request.body.theme;
      // The layout type and the colour theme both travel here in JNPF; keep any short token.
      if (!/^[A-Za-z0-9_-]{1,40}$/.test(theme)) throw new AppError('badRequestField', { params: { field: 'theme' } });
      await services.db.updateTable('base_user').set({ theme }).where('id', '=', user.userId).execute();
      return ok(undefined, translate('updateSuccess', languageOf(request.headers['accept-language'])));
    },
  );

  app.put<{ Body: { language: string } }>(
    '/api/permission/Users/Current/SystemLanguage',
    {
      config: { access: 'signed-in' },
      schema: { body: { type: 'object', required: ['language'], properties: { language: { type: 'string', enum: LANGUAGES } } } },
    },
    async (request) => {
      const user = currentUser(request);
      await services.db.updateTable('base_user').set({ language: request.body.language }).where('id', '=', user.userId).execute();
      return ok(undefined, translate('updateSuccess', languageOf(request.headers['accept-language'])));
    },
  );

  app.put<{ Body: { majorId: string; majorType: string } }>(
    '/api/permission/Users/Current/major',
    {
      config: { access: 'signed-in' },
      schema: {
        body: {
          type: 'object',
          required: ['majorId', 'majorType'],
          properties: { majorId: { type: 'string', maxLength: 64 }, majorType: { type: 'string', enum: ['System', 'Organize', 'Position'] } },
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { majorId, majorType } = request.body;
      if (majorType === 'System') {
        const built = await services.currentUser.build(user.userId);
        if (!built.userInfo.systemIds.some((s) => s.id === majorId)) throw new AppError('systemNotFound');
        await services.db.updateTable('base_user').set({ systemId: majorId }).where('id', '=', user.userId).execute();
      } else {
        const link = await services.db
          .selectFrom('base_user_relation')
          .select('id')
          .where('userId', '=', user.userId)
          .where('objectType', '=', majorType)
          .where('objectId', '=', majorId)
          .executeTakeFirst();
        if (!link) throw new AppError('badRequestField', { params: { field: 'majorId' } });
        if (majorType === 'Organize') await services.db.updateTable('base_user').set({ organizeId: majorId }).where('id', '=', user.userId).execute();
      }
      return ok(undefined, translate('updateSuccess', languageOf(request.headers['accept-language'])));
    },
  );
}
