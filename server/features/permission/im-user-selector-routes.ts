import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { namedUser, organisationLevelNode, userListBody, userNode, userSelectorBody } from './picker-trees.ts';

interface SelectorBody {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
}

const params = { type: 'object', required: ['organizeId'], properties: { organizeId: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

/**
 * The user picker's tree (contract §4.9 POST /api/permission/Users/ImUser/Selector/{organizeId}):
 * one level at a time, the organisations under the given one ('0' is the top) followed by a page
 * of the enabled users directly in it; with a keyword, a page of the matching users in it (anywhere
 * when it is '0'). Any
 * signed-in user may read it, so forms that name people do not need the user-management right.
 */
export function registerImUserSelectorRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  app.post<{ Params: { organizeId: string }; Body: SelectorBody | undefined }>(
    '/api/permission/Users/ImUser/Selector/:organizeId',
    { config: { access: 'signed-in' }, schema: { params, body: userSelectorBody } },
    async (request) => {
      const currentPage = request.body?.currentPage ?? 1;
      const pageSize = request.body?.pageSize ?? 10;
      const keyword = request.body?.keyword?.trim() ?? '';
      const parentId = request.params.organizeId === '0' ? '-1' : request.params.organizeId;

      let users = db.selectFrom('base_user as u').leftJoin('base_organize as o', 'o.id', 'u.organizeId').where('u.enabledMark', '=', 1);
      if (keyword) users = users.where((eb) => eb.or([eb('u.account', 'like', `%${keyword}%`), eb('u.realName', 'like', `%${keyword}%`)]));
      // A user may belong to several organisations (organizeId is comma-joined, contract §4.9).
      // With a keyword under '0' every organisation is searched; under an organisation, only it.
      if (!keyword || parentId !== '-1')
        users = users.where((eb) =>
          eb.or([
            eb('u.organizeId', '=', parentId),
            eb('u.organizeId', 'like', `${parentId},%`),
            eb('u.organizeId', 'like', `%,${parentId}`),
            eb('u.organizeId', 'like', `%,${parentId},%`),
          ]),
        );
      const counted = await users.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      const rows = await users
        .select(['u.id', 'u.account', 'u.realName', 'u.headIcon', 'o.fullName as department'])
        .orderBy('u.sortCode')
        .orderBy('u.account')
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize)
        .execute();
      const userNodes = rows.map(userNode);

      // Organisations come first, on the first page of a level only.
      const organisations =
        keyword || currentPage > 1
          ? []
          : (
              await db
                .selectFrom('base_organize')
                .select(['id', 'fullName', 'type'])
                .where('parentId', '=', parentId)
                .where('enabledMark', '=', 1)
                .orderBy('sortCode')
                .orderBy('id')
                .execute()
            ).map(organisationLevelNode);
      return ok({ list: [...organisations, ...userNodes], pagination: { currentPage, pageSize, total: Number(counted?.total ?? 0) } });
    },
  );

  // Who the stored ids are (contract §4.9 POST /getUserList `{ ids }`; spec §7 names it userId), so a
  // picker can show the names of what a form already holds.
  app.post<{ Body: { ids?: string[]; userId?: string[] } }>(
    '/api/permission/Users/getUserList',
    { config: { access: 'signed-in' }, schema: { body: userListBody } },
    async (request) => {
      const ids = [...new Set([...(request.body.ids ?? []), ...(request.body.userId ?? [])])];
      const rows = ids.length ? await db.selectFrom('base_user').select(['id', 'account', 'realName', 'headIcon']).where('id', 'in', ids).execute() : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      // In the order asked, as the picker shows them.
      const list = ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [namedUser(row)] : [];
      });
      return ok({ list });
    },
  );
}
