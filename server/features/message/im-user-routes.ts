import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { pagingProperties } from '../../core/http/paging.ts';
import { currentUser } from '../../core/http/access.ts';

interface ImUserQuery {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
}

const query = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100 },
    // The chat asks for 20 (10 after a search, spec §9); 100 is plenty for any caller.
    ...pagingProperties(100),
  },
} as const;

/**
 * The chat's contact list (spec §3 "Contact", §7): GET /api/permission/Users/ImUser pages the
 * enabled users other than oneself, by account or name, with their department's name.
 */
export function registerImUserRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  app.get<{ Querystring: ImUserQuery }>(
    '/api/permission/Users/ImUser',
    { config: { access: 'signed-in' }, schema: { querystring: query } },
    async (request) => {
      const me = currentUser(request).userId;
      const currentPage = request.query.currentPage ?? 1;
      const pageSize = request.query.pageSize ?? 20;
      let base = db.selectFrom('base_user as u').leftJoin('base_organize as o', 'o.id', 'u.organizeId').where('u.id', '!=', me).where('u.enabledMark', '=', 1);
      const keyword = request.query.keyword?.trim();
      if (keyword) base = base.where((eb) => eb.or([eb('u.account', 'like', `%${keyword}%`), eb('u.realName', 'like', `%${keyword}%`)]));
      const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      const rows = await base
        .select(['u.id', 'u.account', 'u.realName', 'u.headIcon', 'o.fullName as department'])
        .orderBy('u.account', 'asc')
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize)
        .execute();
      const list = rows.map((row) => ({
        id: row.id,
        account: row.account ?? '',
        realName: row.realName ?? '',
        headIcon: row.headIcon ?? '',
        department: row.department ?? '',
      }));
      return ok({ list, pagination: { currentPage, pageSize, total: Number(counted?.total ?? 0) } });
    },
  );
}
