import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { pagingProperties } from '../../core/http/paging.ts';
import { allPositions, organizeCondition, positionCondition, type ConditionBody } from './user-query-conditions.ts';
import { rolesByPermission } from './user-query-role-selector.ts';
import { companyPage } from './user-query-companies.ts';

const signedIn = { access: 'signed-in' as const };
const keyword = { type: 'string', maxLength: 100 } as const;
/** Stored picker values ("id" or "id--type"), as many as a form field may configure. */
const idList = { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 100 } } as const;
const conditionBody = { type: 'object', properties: { departIds: idList, positionIds: idList, ids: idList, keyword } } as const;

/** The company search's question (spec lowcode §7): isCheck is accepted in any of the forms a client sends it. */
const companyBody = {
  type: 'object',
  properties: {
    companyName: { type: 'string', maxLength: 100 },
    keyword,
    isCheck: { anyOf: [{ type: 'integer' }, { type: 'boolean' }, { type: 'string', maxLength: 10 }] },
    ...pagingProperties(50),
  },
} as const;

/**
 * The position, organisation, role and company choices of contract §4.5–4.7 and spec lowcode §7
 * that pickers read, so any signed-in user may (enabled records, names only):
 * `GET /Position/All`, `POST /Position/PositionCondition`, `POST /Organize/OrganizeCondition`,
 * `GET /Role/SelectorByPermission` (cut to the caller's scope, user-query-role-selector.ts) and
 * `POST /api/permission/SysCompany/getSelectList` (company search, 5 at a time). isCheck asks for
 * checked (certified) companies; the platform keeps no certification, so every enabled company is one.
 */
export function registerUserQueryChoiceRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  app.get('/api/permission/Position/All', { config: signedIn }, async () => ok({ list: await allPositions(db) }));

  app.post<{ Body: ConditionBody | undefined }>(
    '/api/permission/Position/PositionCondition',
    { config: signedIn, schema: { body: conditionBody } },
    async (request) => ok({ list: await positionCondition(db, request.body ?? {}) }),
  );
  app.post<{ Body: ConditionBody | undefined }>(
    '/api/permission/Organize/OrganizeCondition',
    { config: signedIn, schema: { body: conditionBody } },
    async (request) => ok({ list: await organizeCondition(db, request.body ?? {}) }),
  );

  app.get('/api/permission/Role/SelectorByPermission', { config: signedIn }, async (request) =>
    ok({ list: await rolesByPermission(db, currentUser(request).userId, request.headers['accept-language']) }),
  );

  app.post<{ Body: { companyName?: string; keyword?: string; currentPage?: number; pageSize?: number } | undefined }>(
    '/api/permission/SysCompany/getSelectList',
    { config: signedIn, schema: { body: companyBody } },
    async (request) => {
      const body = request.body ?? {};
      return ok(await companyPage(db, body.companyName ?? body.keyword ?? '', body.currentPage ?? 1, body.pageSize ?? 5));
    },
  );
}
