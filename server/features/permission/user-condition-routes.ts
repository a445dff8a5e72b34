import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { pagingProperties } from '../../core/http/paging.ts';
import { usersByCondition, type UserCondition } from './user-condition.ts';

/** The picker reads 10 at a time, the stock client 20; a condition lists the ids its form configures. */
const MAX_PAGE_SIZE = 100;
const idList = { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 64 } } as const;
const paging = { keyword: { type: 'string', maxLength: 100 }, ...pagingProperties(MAX_PAGE_SIZE) } as const;

/**
 * The body as either client sends it: our picker puts keyword and paging beside the id lists; the
 * stock JNPF 3.4.7 client (JNPF-userSelect) nests them in `pagination` and BE36 reads them there
 * (UserConditionModel). `type` is JNPF's fallback for an empty condition, accepted and not used.
 */
const bodySchema = {
  type: 'object',
  properties: {
    departIds: idList,
    positionIds: idList,
    userIds: idList,
    roleIds: idList,
    groupIds: idList,
    type: { type: 'string', maxLength: 50 },
    ...paging,
    pagination: { type: 'object', properties: { ...paging, sort: { type: 'string', maxLength: 10 }, sidx: { type: 'string', maxLength: 50 } } },
  },
} as const;

type Paging = { keyword?: string; currentPage?: number; pageSize?: number };
type Body = Partial<UserCondition> & Paging & { type?: string; pagination?: Paging };

/**
 * POST /api/permission/Users/UserCondition (contract §4.9, spec lowcode §7 "Users"): any signed-in
 * user may read it, as forms that name people are filled by users without the user-management
 * right; it answers names and organisations only, never a user's other columns.
 */
export function registerUserConditionRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Body: Body | undefined }>(
    '/api/permission/Users/UserCondition',
    { config: { access: 'signed-in' }, schema: { body: bodySchema } },
    async (request) => {
      const body = request.body ?? {};
      const condition: UserCondition = {
        departIds: body.departIds ?? [],
        positionIds: body.positionIds ?? [],
        userIds: body.userIds ?? [],
        roleIds: body.roleIds ?? [],
        groupIds: body.groupIds ?? [],
      };
      const page = {
        keyword: body.keyword ?? body.pagination?.keyword ?? '',
        currentPage: body.currentPage ?? body.pagination?.currentPage ?? 1,
        pageSize: body.pageSize ?? body.pagination?.pageSize ?? 20,
      };
      return ok(await usersByCondition(services.db, condition, page));
    },
  );
}
