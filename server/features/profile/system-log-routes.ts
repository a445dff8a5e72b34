import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { pagingProperties } from '../../core/http/paging.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { serverMessages, type MessageKey } from '../../core/i18n/messages.ts';
import { placeOfIp } from '../../core/http/ip-place.ts';

interface LogQuery {
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
  startTime?: string;
  endTime?: string;
}

/**
 * A time bound as epoch ms, or nothing: the stock client sends `startTime=&endTime=` until a range
 * is picked, and an empty value means no bound. Digits only (at most 15, past any real date), so
 * text and numbers out of range are refused with the parameter's name.
 */
const timeBound = { type: 'string', maxLength: 15, pattern: '^([0-9]{1,15})?$' } as const;
const boundOf = (value: string | undefined): number | undefined => (value ? Number(value) : undefined);

/**
 * GET /api/permission/Users/Current/SystemLog (contract §2.6): the caller's own sign-ins,
 * newest first, paged (contract §1.3). A keyword matches the IP address or the device; an empty
 * `startTime` or `endTime` is no bound.
 */
export function registerSystemLogRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: LogQuery }>(
    '/api/permission/Users/Current/SystemLog',
    {
      config: { access: 'signed-in' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties(100),
            keyword: { type: 'string', maxLength: 100 },
            startTime: timeBound,
            endTime: timeBound,
            category: { type: 'integer' },
            n: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const { userId, realName, account } = currentUser(request);
      const language = languageOf(request.headers['accept-language']);
      const { currentPage = 1, pageSize = 20, keyword } = request.query;
      const [startTime, endTime] = [boundOf(request.query.startTime), boundOf(request.query.endTime)];
      let query = services.db.selectFrom('base_login_log').where('userId', '=', userId);
      if (startTime !== undefined) query = query.where('loginTime', '>=', startTime);
      if (endTime !== undefined) query = query.where('loginTime', '<=', endTime);
      const word = keyword?.trim();
      if (word)
        query = query.where((eb) => eb.or([eb('ipAddress', 'like', `%${word}%`), eb('platform', 'like', `%${word}%`), eb('browser', 'like', `%${word}%`)]));
      const total = Number((await query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst())?.total ?? 0);
      const rows = await query
        .selectAll()
        .orderBy('loginTime', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize)
        .execute();
      const list = rows.map((row) => ({
        id: row.id,
        creatorTime: row.loginTime,
        userName: `${realName}/${account}`,
        ipAddress: row.ipAddress ?? '',
        // the stock client's column reads it in lower case
        ipaddress: row.ipAddress ?? '',
        ipAddressName: row.ipAddressName || (row.ipAddress ? placeOfIp(row.ipAddress) : ''),
        platForm: row.platform ?? '',
        browser: row.browser ?? '',
        loginMark: row.success ?? 0,
        // The log stores the message key; the reader sees it in their language.
        abstracts: row.abstracts && row.abstracts in serverMessages ? translate(row.abstracts as MessageKey, language) : (row.abstracts ?? ''),
      }));
      return ok({ list, pagination: { currentPage, pageSize, total } });
    },
  );
}
