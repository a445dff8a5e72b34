import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { entityDefinitions } from '../../crud/entity-definition.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import type { EntityOverrides } from '../../crud/entity-overrides.ts';
import { registerEntityRoutes } from '../../crud/entity-routes.ts';
import { ok } from '../../core/http/envelope.ts';
import { toTree } from '../../../common/tree.ts';
import { organizeOverrides } from '../../overrides/organize.ts';

const organizeEntity = entityDefinitions.organize;

/**
 * Departments through the contract's own paths (§4.7: POST /Organize/Department, GET/PUT/DELETE
 * /Organize/Department/{id}, its state toggle, and GET /Organize/{companyId}/Department). They are
 * rows of the organisation schema with type "department", served by the same generic runtime.
 */
const departmentEntity: EntityDefinition = {
  ...organizeEntity,
  name: 'department',
  api: { ...organizeEntity.api, base: '/api/permission/Organize/Department', list: 'none', selector: false, listPath: null },
  defaults: { ...organizeEntity.defaults, type: 'department' },
  // A department body does not say what it is (the path does).
  bodySchema: { ...organizeEntity.bodySchema, required: (organizeEntity.bodySchema.required as string[]).filter((field) => field !== 'type') },
};

/**
 * Whatever a department body says, what it creates or changes is a department; otherwise a
 * department is an organisation: the same rank, the same refusal to delete one with users and the
 * same clean-up of what names it (server/overrides/organize.ts), whichever path is used.
 */
const departmentHooks: EntityOverrides = {
  ...organizeOverrides(),
  async beforeCreate(values) {
    return { ...values, type: 'department' };
  },
};

export function registerDepartmentRoutes(app: FastifyInstance, services: Services): void {
  registerEntityRoutes(app, services, departmentEntity, departmentHooks);
  app.get<{ Params: { companyId: string }; Querystring: { keyword?: string } }>(
    '/api/permission/Organize/:companyId/Department',
    {
      config: { access: { permission: organizeEntity.permission } },
      schema: {
        params: { type: 'object', required: ['companyId'], properties: { companyId: { type: 'string', minLength: 1, maxLength: 64 } } },
        querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } },
      },
    },
    async (request) => {
      const rows = await services.db.selectFrom('base_organize').selectAll().orderBy('sortCode').orderBy('creatorTime').execute();
      // The company's departments at any depth, as a tree under the company.
      const below = new Set([request.params.companyId]);
      for (let grew = true; grew;) {
        grew = false;
        for (const row of rows) {
          if (row.type === 'department' && !below.has(row.id) && below.has(row.parentId ?? '')) {
            below.add(row.id);
            grew = true;
          }
        }
      }
      const keyword = request.query.keyword?.trim();
      const departments = rows
        .filter((row) => row.id !== request.params.companyId && below.has(row.id))
        .filter((row) => !keyword || String(row.fullName).includes(keyword) || String(row.enCode).includes(keyword))
        .map((row) => ({ ...row, parentId: row.parentId === request.params.companyId ? '-1' : String(row.parentId) }));
      return ok({ list: toTree(departments) });
    },
  );
}
