import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser, type Access } from '../../core/http/access.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { entityDefinitions } from '../../crud/entity-definition.ts';
import type { AuditListQuery } from './audit-status.ts';
import { auditListQuery, bodyOrEmpty, idParams, rejectBody, type DecisionBody } from './audit-route-schemas.ts';
import { UserAuditOperations } from './user-audit-operations.ts';
import { companyApplyText } from './company-apply-texts.ts';

const auditEntity = entityDefinitions.userAudit;
const BASE = auditEntity.api.base;
/** The page 权限管理 › 公司用户审核; which registrations a caller sees and decides is the rank rule's (the operations). */
const PAGE = { permission: auditEntity.permission } as const satisfies Access;

/**
 * The company user audit (`/api/permission/UserAudit`), thin adapters over user-audit-operations.ts:
 * - `GET ?keyword&status&currentPage&pageSize` → `{ list, pagination }` of the registrations in the caller's scope;
 * - `PUT /{id}/Actions/Approve` enables the account; `PUT /{id}/Actions/Reject { auditOpinion }` keeps it disabled.
 */
export function registerUserAuditRoutes(app: FastifyInstance, services: Services): void {
  const registrations = new UserAuditOperations(services);
  const config = { access: PAGE, fieldMessages: auditEntity.messages, fieldLabels: auditEntity.labels };
  const say = (request: FastifyRequest, key: 'approved' | 'rejected') => companyApplyText(key, languageOf(request.headers['accept-language']));

  app.get<{ Querystring: AuditListQuery }>(BASE, { config, schema: { querystring: auditListQuery } }, async (request) =>
    ok(await registrations.list(currentUser(request).userId, request.query)),
  );

  app.put<{ Params: { id: string } }>(`${BASE}/:id/Actions/Approve`, { config, schema: { params: idParams } }, async (request) => {
    await registrations.approve(currentUser(request).userId, request.params.id);
    return ok(undefined, say(request, 'approved'));
  });

  app.put<{ Params: { id: string }; Body: DecisionBody }>(
    `${BASE}/:id/Actions/Reject`,
    { config, schema: { params: idParams, body: rejectBody }, preValidation: bodyOrEmpty },
    async (request) => {
      await registrations.reject(currentUser(request).userId, request.params.id, request.body.auditOpinion?.trim() ?? '');
      return ok(undefined, say(request, 'rejected'));
    },
  );
}
