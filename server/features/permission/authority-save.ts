import type { Services } from '../../services.ts';
import type { Db } from '../../core/db/database.ts';
import { newId } from '../../core/db/ids.ts';
import { AppError } from '../../core/http/app-error.ts';
import { outranked } from '../../core/identity/rank.ts';
import { chunks } from '../../core/identity/user-labels.ts';
import type { GranteeType } from '../../core/identity/authorization-service.ts';
import { GRANT_KINDS, impliedBy, type Catalogue, type GrantKind } from './authority-catalogue.ts';
import { emptyHoldings, holdersOf, holdingsOfObjects, STORED_TYPES, type Holdings } from './authority-holdings.ts';
import { assertMayAuthorise, authorisableAmong, mayHandOut, type Authoriser } from './authority-access.ts';
import { authorityTexts } from './authority-texts.ts';
import type { Holder } from '../../core/realtime/user-info-refresh.ts';

/**
 * Writing grants (contract §8): replacing an object's grants of some kinds, adding grants to many
 * objects, and setting which objects hold one thing. Each checks everything first and writes in
 * one transaction, so a refused request changes nothing. No HTTP here; the routes are
 * authority-routes.ts.
 *
 * Two rules shape every write:
 * - **Normalised.** An item brings its menu, a menu the menus above it, and either its system, so
 *   what is granted always shows (checking a button checks its menu).
 * - **Rank.** A caller who is no system administrator hands out only what they hold (anything
 *   else asked is refused), brings along only what they hold, and never removes what they do not
 *   hold: it is not theirs to see, so a save leaves it in place.
 */

/** What a request asks to grant, by kind; a kind left out is not touched by a replace. */
export type GrantRequest = Partial<Record<GrantKind, string[]>>;

/** Every asked id must name a live (enabled) entry of its own kind. */
function assertGrantable(catalogue: Catalogue, request: GrantRequest): void {
  for (const kind of GRANT_KINDS) {
    for (const id of request[kind] ?? []) {
      if (!catalogue[kind].get(id)?.live) throw new AppError('badRequest', { texts: authorityTexts.unknownItem });
    }
  }
}

/** Every asked id must be the caller's to hand out. */
function assertMayHandOutAll(caller: Authoriser, request: GrantRequest): void {
  for (const kind of GRANT_KINDS) for (const id of request[kind] ?? []) if (!mayHandOut(caller, kind, id)) throw outranked();
}

/** The systems and menus the asked ids bring along, those the caller may hand out. */
function impliedOf(catalogue: Catalogue, caller: Authoriser, request: GrantRequest): Holdings {
  const implied = emptyHoldings();
  for (const kind of GRANT_KINDS) {
    for (const id of request[kind] ?? []) {
      const { system, module } = impliedBy(catalogue, kind, id);
      for (const systemId of system) if (mayHandOut(caller, 'system', systemId)) implied.system.add(systemId);
      for (const menuId of module) if (mayHandOut(caller, 'module', menuId)) implied.module.add(menuId);
    }
  }
  return implied;
}

/** The rows to delete and insert for one object. */
interface Change {
  objectType: GranteeType;
  objectId: string;
  remove: Holdings;
  add: Holdings;
}

/**
 * The change that takes `current` to what it should hold: per kind, with `replace` the kinds
 * asked lose what the caller could have checked (live and theirs to hand out) and did not;
 * everything asked or implied is added.
 */
function changeOf(
  catalogue: Catalogue,
  caller: Authoriser,
  objectType: GranteeType,
  objectId: string,
  current: Holdings,
  request: GrantRequest,
  implied: Holdings,
  replace: boolean,
): Change {
  const change: Change = { objectType, objectId, remove: emptyHoldings(), add: emptyHoldings() };
  for (const kind of GRANT_KINDS) {
    const asked = request[kind];
    const wanted = new Set([...(asked ?? []), ...implied[kind]]);
    if (replace && asked) {
      for (const id of current[kind]) {
        const replaceable = catalogue[kind].get(id)?.live === true && mayHandOut(caller, kind, id);
        if (replaceable && !wanted.has(id)) change.remove[kind].add(id);
      }
    }
    for (const id of wanted) if (!current[kind].has(id)) change.add[kind].add(id);
  }
  return change;
}

/** Applies the changes in one transaction; answers the objects whose grants changed. */
async function apply(db: Db, changes: Change[]): Promise<Holder[]> {
  await db.transaction().execute(async (trx) => {
    for (const change of changes) {
      for (const kind of GRANT_KINDS) {
        for (const part of chunks([...change.remove[kind]])) {
          await trx
            .deleteFrom('base_authorize')
            .where('objectType', '=', change.objectType)
            .where('objectId', '=', change.objectId)
            .where('itemType', 'in', STORED_TYPES[kind])
            .where('itemId', 'in', part)
            .execute();
        }
        for (const part of chunks([...change.add[kind]], 200)) {
          await trx
            .insertInto('base_authorize')
            .values(part.map((itemId) => ({ id: newId(), objectType: change.objectType, objectId: change.objectId, itemType: kind, itemId })))
            .execute();
        }
      }
    }
  });
  return changes
    .filter((change) => GRANT_KINDS.some((kind) => change.add[kind].size > 0 || change.remove[kind].size > 0))
    .map((change) => ({ objectType: change.objectType, objectId: change.objectId }));
}

/** Checks the asked ids (existing, live, of their kind, the caller's to hand out) and what they bring along. */
function checkedRequest(catalogue: Catalogue, caller: Authoriser, request: GrantRequest): Holdings {
  assertGrantable(catalogue, request);
  assertMayHandOutAll(caller, request);
  return impliedOf(catalogue, caller, request);
}

/** PUT Authority/Data/{objectId}: the object's grants of the asked kinds become what is asked (normalised). */
export async function replaceGrants(
  services: Services,
  caller: Authoriser,
  catalogue: Catalogue,
  objectType: GranteeType,
  objectId: string,
  request: GrantRequest,
): Promise<Holder[]> {
  await assertMayAuthorise(services, caller, objectType, [objectId]);
  const implied = checkedRequest(catalogue, caller, request);
  const current = (await holdingsOfObjects(services.db, catalogue, objectType, [objectId])).get(objectId) ?? emptyHoldings();
  return apply(services.db, [changeOf(catalogue, caller, objectType, objectId, current, request, implied, true)]);
}

/** POST Authority/Data/Batch: every listed object gains what is asked (normalised), nothing is taken away. */
export async function addGrants(
  services: Services,
  caller: Authoriser,
  catalogue: Catalogue,
  objects: Partial<Record<GranteeType, string[]>>,
  request: GrantRequest,
): Promise<Holder[]> {
  const types = (Object.keys(objects) as GranteeType[]).filter((type) => (objects[type] ?? []).length > 0);
  for (const type of types) await assertMayAuthorise(services, caller, type, objects[type] ?? []);
  const implied = checkedRequest(catalogue, caller, request);
  const changes: Change[] = [];
  for (const type of types) {
    const ids = [...new Set(objects[type])];
    const current = await holdingsOfObjects(services.db, catalogue, type, ids);
    for (const id of ids) changes.push(changeOf(catalogue, caller, type, id, current.get(id) ?? emptyHoldings(), request, implied, false));
  }
  return apply(services.db, changes);
}

/** The kind of a grantable id (systems, menus and items share no ids), or undefined when it names nothing. */
export function kindOfId(catalogue: Catalogue, id: string): GrantKind | undefined {
  return GRANT_KINDS.find((kind) => catalogue[kind].has(id));
}

/**
 * PUT Authority/Model/{itemId}: exactly the listed objects of the type hold the thing (normalised
 * for those gaining it). Objects the caller may not authorise keep what they hold.
 */
export async function setHolders(
  services: Services,
  caller: Authoriser,
  catalogue: Catalogue,
  itemId: string,
  objectType: GranteeType,
  objectIds: string[],
): Promise<Holder[]> {
  const kind = kindOfId(catalogue, itemId);
  if (!kind || !catalogue[kind].get(itemId)?.live) throw new AppError('badRequest', { texts: authorityTexts.unknownItem });
  const wanted = [...new Set(objectIds)];
  await assertMayAuthorise(services, caller, objectType, wanted);
  const request: GrantRequest = { [kind]: [itemId] };
  const implied = checkedRequest(catalogue, caller, request);
  const holders = await holdersOf(services.db, objectType, kind, itemId);
  const leaving = [...holders].filter((id) => !wanted.includes(id));
  const mayChange = await authorisableAmong(services, caller, objectType, leaving);
  const changes: Change[] = leaving
    .filter((id) => mayChange.has(id))
    .map((objectId) => ({ objectType, objectId, remove: { ...emptyHoldings(), [kind]: new Set([itemId]) }, add: emptyHoldings() }));
  const current = await holdingsOfObjects(services.db, catalogue, objectType, wanted);
  for (const id of wanted) changes.push(changeOf(catalogue, caller, objectType, id, current.get(id) ?? emptyHoldings(), request, implied, false));
  return apply(services.db, changes);
}
