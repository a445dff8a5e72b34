import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser, type Access } from '../../core/http/access.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { entityDefinitions } from '../../crud/entity-definition.ts';
import type { AuditListQuery } from './audit-status.ts';
import { approveBody, auditListQuery, bodyOrEmpty, idParams, rejectBody, type DecisionBody } from './audit-route-schemas.ts';
import { CompanyAdminApplyOperations, type ApplyBody } from './company-admin-apply-operations.ts';
import { companyApplyText } from './company-apply-texts.ts';

const applyEntity = entityDefinitions.companyAdminApply;
const BASE = applyEntity.api.base;
/** The page 权限管理 › 公司管理员申请: applying and deciding both need it; deciding also needs system rank (the operations check it). */
const PAGE = { permission: applyEntity.permission } as const satisfies Access;

/**
 * Company-administrator applications (`/api/permission/CompanyAdminApply`), thin adapters over
 * company-admin-apply-operations.ts:
 * - `GET ?keyword&status&currentPage&pageSize` → `{ list, pagination }` (one's own, or every one for a system administrator);
 * - `POST { companyId, reason, mobilePhone }` applies;
 * - `PUT /{id}/Actions/Approve { auditOpinion? }` and `PUT /{id}/Actions/Reject { auditOpinion }` decide.
 */
export function registerCompanyAdminApplyRoutes(app: FastifyInstance, services: Services): void {
  const applications = new CompanyAdminApplyOperations(services);
  const config = { access: PAGE, fieldMessages: applyEntity.messages, fieldLabels: applyEntity.labels };
  // Applying, and seeing one's own applications, is every signed-in user's (the user's own side:
  // 企业认证, /certificationCompany); the list shows a caller only their own unless they are a system
  // administrator (the operations), and deciding keeps the page's permission and the rank rule.
  const own = { ...config, access: 'signed-in' } as const satisfies { access: Access };
  const say = (request: FastifyRequest, key: 'applied' | 'approved' | 'rejected') => companyApplyText(key, languageOf(request.headers['accept-language']));

  app.get<{ Querystring: AuditListQuery }>(BASE, { config: own, schema: { querystring: auditListQuery } }, async (request) =>
    ok(await applications.list(currentUser(request).userId, request.query)),
  );

  app.post<{ Body: ApplyBody }>(BASE, { config: own, schema: { body: applyEntity.bodySchema } }, async (request) => {
    await applications.apply(currentUser(request).userId, request.body);
    return ok(undefined, say(request, 'applied'));
  });

  app.put<{ Params: { id: string }; Body: DecisionBody }>(
    `${BASE}/:id/Actions/Approve`,
    { config, schema: { params: idParams, body: approveBody }, preValidation: bodyOrEmpty },
    async (request) => {
      await applications.approve(currentUser(request).userId, request.params.id, request.body.auditOpinion?.trim() ?? '');
      return ok(undefined, say(request, 'approved'));
    },
  );

  app.put<{ Params: { id: string }; Body: DecisionBody }>(
    `${BASE}/:id/Actions/Reject`,
    { config, schema: { params: idParams, body: rejectBody }, preValidation: bodyOrEmpty },
    async (request) => {
      await applications.reject(currentUser(request).userId, request.params.id, request.body.auditOpinion?.trim() ?? '');
      return ok(undefined, say(request, 'rejected'));
    },
  );
}
