import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { AppError } from '../../core/http/app-error.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { newId } from '../../core/db/ids.ts';

const loginFields = {
  type: 'object',
  properties: {
    account: { type: 'string', maxLength: 100 },
    password: { type: 'string', maxLength: 100 },
    code: { type: 'string', maxLength: 20 },
    timestamp: { type: 'string', maxLength: 64 },
    ticket: { type: 'string', maxLength: 200 },
    jnpf_ticket: { type: 'string', maxLength: 200 },
    grant_type: { type: 'string', maxLength: 40 },
    origin: { type: 'string', maxLength: 40 },
    // accepted for the older Spring-OAuth2 style clients (contract §2.2); ignored
    client_id: { type: 'string', maxLength: 100 },
    client_secret: { type: 'string', maxLength: 100 },
    scope: { type: 'string', maxLength: 100 },
  },
} as const;

interface LoginBody {
  account?: string;
  password?: string;
  code?: string;
  timestamp?: string;
}

export function platformOf(request: FastifyRequest): string {
  const origin = request.headers['jnpf-origin'];
  return origin === 'app' ? 'App' : 'PC';
}

/** Where a sign-in or unlock attempt came from, for the login log: address, device and user agent. */
const originOf = (request: FastifyRequest) => ({ ip: request.ip, platform: platformOf(request), userAgent: request.headers['user-agent'] });

/** /api/oauth: sign-in, captcha, current user, logout, lock screen (contract §2). */
export function registerOauthRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Body: LoginBody; Querystring: LoginBody }>(
    '/api/oauth/Login',
    { config: { access: 'public' }, schema: { body: loginFields, querystring: loginFields } },
    async (request) => {
      const fields = { ...request.query, ...(request.body ?? {}) };
      const result = await services.login.login({ ...fields, ...originOf(request) });
      return ok({ token: result.token, theme: result.theme });
    },
  );

  app.get<{ Params: { account: string } }>(
    '/api/oauth/getConfig/:account',
    { config: { access: 'public' }, schema: { params: { type: 'object', properties: { account: { type: 'string', maxLength: 100 } } } } },
    async (request) => {
      const config = await services.config.read();
      return ok({
        // on for everyone when configured, and for an address the sign-in throttle asks a captcha of
        enableVerificationCode: (await services.login.captchaNeeded(request.ip)) ? 1 : 0,
        verificationCodeNumber: Number(config.verificationCodeNumber),
      });
    },
  );

  app.get('/api/oauth/getLoginConfig', { config: { access: 'public' } }, async () => ok({ redirect: false, url: '', ticketParams: '' }));

  const captchaParams = {
    type: 'object',
    properties: { length: { type: 'integer', minimum: 1, maximum: 8 }, timestamp: { type: 'string', minLength: 1, maxLength: 64 } },
  } as const;
  // The code is as long as the configuration says (verificationCodeNumber); the path's length is
  // the client's echo of that setting and is not believed, or anyone could ask for easy codes.
  app.get<{ Params: { length: number; timestamp: string } }>(
    '/api/oauth/ImageCode/:length/:timestamp',
    { config: { access: 'public' }, schema: { params: captchaParams } },
    async (request, reply) => {
      const config = await services.config.read();
      const svg = await services.captcha.draw(request.params.timestamp, Number(config.verificationCodeNumber));
      return reply.header('cache-control', 'no-store').type('image/svg+xml').send(svg);
    },
  );
  app.get<{ Params: { random: string } }>(
    '/api/file/ImageCode/:random',
    { config: { access: 'public' }, schema: { params: { type: 'object', properties: { random: { type: 'string', minLength: 1, maxLength: 64 } } } } },
    async (request, reply) => {
      const config = await services.config.read();
      const svg = await services.captcha.draw(request.params.random, Number(config.verificationCodeNumber));
      return reply.header('cache-control', 'no-store').type('image/svg+xml').send(svg);
    },
  );

  app.get('/api/oauth/CurrentUser', { config: { access: 'signed-in' } }, async (request) => ok(await services.currentUser.build(currentUser(request).userId)));

  // Public on purpose: signing out with an already expired token still succeeds.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/oauth/Logout',
    config: { access: 'public' },
    handler: async (request) => {
      const language = languageOf(request.headers['accept-language']);
      try {
        const user = await services.sessions.resolve(request.headers.authorization);
        await services.sessions.revoke(user.sessionId, 600);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
      return ok(undefined, translate('logoutSuccess', language));
    },
  });

  app.post<{ Body: { account?: string; password?: string } }>(
    '/api/oauth/LockScreen',
    {
      config: { access: 'signed-in' },
      schema: {
        body: {
          type: 'object',
          required: ['password'],
          properties: { account: { type: 'string', maxLength: 100 }, password: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request) => {
      const language = languageOf(request.headers['accept-language']);
      const user = currentUser(request);
      const { account, password } = request.body;
      if (account !== undefined && account.trim() !== user.account) throw new AppError('lockAccountMismatch');
      // Failures count towards the account's lockout like sign-in failures.
      await services.login.unlockScreen(user, password, originOf(request));
      return ok(undefined, translate('verifySuccess', language));
    },
  );

  app.post('/api/oauth/updatePasswordMessage', { config: { access: 'signed-in' } }, async (request) => {
    const user = currentUser(request);
    const config = await services.config.read();
    if (Number(config.passwordIsUpdatedRegularly) !== 1) return ok();
    const row = await services.db.selectFrom('base_user').select(['changePasswordDate', 'creatorTime']).where('id', '=', user.userId).executeTakeFirst();
    const changed = row?.changePasswordDate ?? row?.creatorTime ?? Date.now();
    const warnFrom = changed + (Number(config.updateCycle) - Number(config.updateInAdvance)) * 86_400_000;
    if (Date.now() < warnFrom) return ok();
    await notifyPasswordExpiring(services, user.userId, languageOf(request.headers['accept-language']));
    return ok();
  });
}

/** One system message a day at most, so every page load does not add another. */
async function notifyPasswordExpiring(services: Services, userId: string, language: ReturnType<typeof languageOf>): Promise<void> {
  const dayAgo = Date.now() - 86_400_000;
  const recent = await services.db
    .selectFrom('base_message as m')
    .innerJoin('base_message_receive as r', 'r.messageId', 'm.id')
    .select('m.id')
    .where('r.userId', '=', userId)
    .where('m.type', '=', 3)
    .where('m.category', '=', 'passwordExpiring')
    .where('m.creatorTime', '>', dayAgo)
    .executeTakeFirst();
  if (recent) return;
  const id = newId();
  const now = Date.now();
  const title = translate('passwordExpiring', language);
  await services.db
    .insertInto('base_message')
    .values({
      id,
      type: 3,
      title,
      bodyText: `<p>${title}</p>`,
      excerpt: title,
      files: '[]',
      flowType: null,
      category: 'passwordExpiring',
      toUserIds: userId,
      coverImage: null,
      expirationTime: null,
      enabledMark: 1,
      releaseUserId: null,
      releaseTime: now,
      creatorTime: now,
      creatorUserId: null,
      lastModifyTime: null,
      lastModifyUserId: null,
    })
    .execute();
  await services.db.insertInto('base_message_receive').values({ id: newId(), messageId: id, userId, isRead: 0, readTime: null }).execute();
}
