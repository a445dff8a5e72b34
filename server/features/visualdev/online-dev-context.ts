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
import { assertMayReadDesign, assertMayUseDesign, type DesignAccess } from './online-dev-access.ts';
import { TIME_ZONE_HEADER, timeZoneOf } from '../../core/i18n/time-zone.ts';
import { childTableOverridesOf } from './child-table-rows.ts';
import { modelNameOf } from './online-dev-names.ts';

/**
 * One runtime request's view of a released design: the design, what it converts into, the
 * EntityDefinition the generic CRUD operations serve it by (adapted below) and who asks. Every
 * OnlineDev route starts here: first the caller must be let through (a menu opening the design,
 * or for a read a related form picking from it: online-dev-access.ts), then the design must be
 * released; both refusals are the generic "no such record" (400), so neither tells which ids are
 * released designs.
 */
export interface OnlineDevRequest {
  design: OnlineDesign;
  converted: DesignModel;
  definition: EntityDefinition;
  access: DesignAccess;
  /** the OperationContext the generic operations are called with (see entity-routes.ts contextOf) */
  context: OperationContext;
}

/** `use`: the page's own routes (a menu opening the design); `read`: also a related form's reads (the picker's records, a record, Config). */
export type OnlineDevUse = 'use' | 'read';

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
 * The grant lookups: the menu's, whenever the menu judges columns or form fields (its
 * isColumnAuthorize / isFormAuthorize, as for any menu: the authorisation service answers null
 * when it does not); the list design's use…Permission flags only set a new menu's flags at
 * release. A tree list (type 5) always keeps its parent column: its top rows are found, and its
 * rows nested, by it. A related-form reader gets the fields the related forms show, whatever the
 * question asks.
 */
function grantsFor(services: Services, converted: DesignModel, access: DesignAccess): GrantLookup {
  if (access.relationFields) {
    const shown: ReadonlySet<string> = new Set([...access.relationFields].map((field) => modelNameOf(converted.renamed, field)));
    const only = async () => new Set(shown);
    return { grantedColumns: only, grantedFormFields: only, grantsOf: (userId) => services.authorization.grantsOf(userId) };
  }
  const { type, parentField } = converted.list;
  const treeParent = type === 5 && parentField ? parentField : null;
  return {
    grantedColumns: async (userId, code) => {
      const granted = await services.authorization.grantedColumns(userId, code);
      if (granted && treeParent) granted.add(treeParent);
      return granted;
    },
    grantedFormFields: (userId, code) => services.authorization.grantedFormFields(userId, code),
    grantsOf: (userId) => services.authorization.grantsOf(userId),
  };
}

/** The released design named by the path, or the generic "no such record" (400) when there is none (never released, or deleted). */
export async function releasedOrRefused(services: Services, modelId: string): Promise<NonNullable<Awaited<ReturnType<typeof releasedDesignModel>>>> {
  const released = await releasedDesignModel(services, modelId);
  if (!released) throw new AppError('recordNotFound');
  return released;
}

/** Who may ask, by the route's use; asked before the design is looked up. */
export async function designAccessOf(services: Services, request: FastifyRequest, modelId: string, use: OnlineDevUse = 'use'): Promise<DesignAccess> {
  const { userId } = currentUser(request);
  return use === 'read' ? assertMayReadDesign(services, userId, modelId) : assertMayUseDesign(services, userId, modelId);
}

/** Everything an OnlineDev route needs for this request; refuses a caller who may not use the design, and a design not released, alike (400). */
export async function onlineDevRequest(services: Services, request: FastifyRequest, modelId: string, use: OnlineDevUse = 'use'): Promise<OnlineDevRequest> {
  const access = await designAccessOf(services, request, modelId, use);
  const released = await releasedOrRefused(services, modelId);
  const user = currentUser(request);
  const definition = withPermission(released.definition, access.menuCodes[0] ?? '');
  const numbers = new BillNumberService(services.db, services.dialect);
  const context: OperationContext = {
    db: services.db,
    grants: grantsFor(services, released.converted, access),
    caller: {
      userId: user.userId,
      isAdministrator: user.isAdministrator,
      language: languageOf(request.headers['accept-language']),
      timeZone: timeZoneOf(request.headers[TIME_ZONE_HEADER]),
    },
    entity: definition,
    // the sub-tables' lines, in their own tables
    overrides: childTableOverridesOf(released.converted),
    billNumber: (enCode) => numbers.generate(enCode),
    // Data permissions are those of the menus opening the design (none for a related form's reader, who holds none).
    dataScopeCodes: access.menuCodes,
  };
  return { design: released.design, converted: released.converted, definition, access, context };
}
