import type { FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import type { DesignModel } from '../../../common/online-forms/design-model.ts';
import type { OnlineDesign } from '../../../common/online-forms/online-design.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import type { GrantLookup, OperationContext } from '../../crud/operations/context.ts';
import { AppError } from '../../core/http/app-error.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { BillNumberService } from '../../core/numbering/bill-number-service.ts';
import { releasedDesignModel } from './design-records.ts';
import { assertMayUseDesign, type DesignAccess } from './online-dev-access.ts';

/**
 * One runtime request's view of a released design: the design, what it converts into, the
 * EntityDefinition the generic CRUD operations serve it by (adapted below) and who asks. Every OnlineDev route starts here: the design must be released (else the
 * generic "no such record", 400), then the caller must hold a menu that opens it (401).
 */
export interface OnlineDevRequest {
  design: OnlineDesign;
  converted: DesignModel;
  definition: EntityDefinition;
  access: DesignAccess;
  /** the OperationContext the generic operations are called with (see entity-routes.ts contextOf) */
  context: OperationContext;
}

// Per converted definition (design-records.ts hands out the same object until the design is released again) and menu code.
const adaptedCache = new WeakMap<EntityDefinition, Map<string, EntityDefinition>>();

/**
 * The released definition as this request's operations use it: its `permission` is the caller's
 * menu code that opens the design, so column and form-field grants are asked of that menu (an
 * administrator's lookups are unrestricted whatever the code). Cached, so the generic runtime's
 * own caches keyed on the definition (sorts, writable fields, validators) keep working.
 */
function withPermission(definition: EntityDefinition, permission: string): EntityDefinition {
  let byCode = adaptedCache.get(definition);
  if (!byCode) adaptedCache.set(definition, (byCode = new Map()));
  let adapted = byCode.get(permission);
  if (!adapted) byCode.set(permission, (adapted = { ...definition, permission: permission || definition.permission }));
  return adapted;
}

/**
 * The grant lookups, as the released list design asks for them: column grants only when it judges
 * columns (useColumnPermission), form-field grants only when it judges form fields
 * (useFormPermission); the menu's own flags are then judged by the authorisation service as for
 * any menu.
 */
function grantsFor(services: Services, converted: DesignModel): GrantLookup {
  const { useColumnPermission, useFormPermission } = converted.list;
  return {
    grantedColumns: (userId, code) => (useColumnPermission ? services.authorization.grantedColumns(userId, code) : Promise.resolve(null)),
    grantedFormFields: (userId, code) => (useFormPermission ? services.authorization.grantedFormFields(userId, code) : Promise.resolve(null)),
  };
}

/** The released design named by the path, or the generic "no such record" (400) when there is none (never released, or deleted). */
export async function releasedOrRefused(services: Services, modelId: string): Promise<NonNullable<Awaited<ReturnType<typeof releasedDesignModel>>>> {
  const released = await releasedDesignModel(services, modelId);
  if (!released) throw new AppError('recordNotFound');
  return released;
}

/** Everything an OnlineDev route needs for this request; refuses a design not released (400) and a caller without its menu (401). */
export async function onlineDevRequest(services: Services, request: FastifyRequest, modelId: string): Promise<OnlineDevRequest> {
  const released = await releasedOrRefused(services, modelId);
  const user = currentUser(request);
  const access = await assertMayUseDesign(services, user.userId, modelId);
  const definition = withPermission(released.definition, access.menuCodes[0] ?? '');
  const numbers = new BillNumberService(services.db, services.dialect);
  const context: OperationContext = {
    db: services.db,
    grants: grantsFor(services, released.converted),
    caller: { userId: user.userId, isAdministrator: user.isAdministrator, language: languageOf(request.headers['accept-language']) },
    entity: definition,
    overrides: {},
    billNumber: (enCode) => numbers.generate(enCode),
  };
  return { design: released.design, converted: released.converted, definition, access, context };
}
