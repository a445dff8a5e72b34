import { toTree } from '../../../common/tree.ts';
import type { Db } from '../../core/db/database.ts';
import { nearestShownAncestor, ORGANISATION_ICONS, organisationIndex, type OrganisationIndex } from './user-query-organisations.ts';

/**
 * The restricted department and position pickers' trees (contract §4.6–4.7; FE347 DepSelect and
 * PosSelect in "custom" mode send `{ keyword, departIds, positionIds }`, BE36 reads `ids`):
 * POST /Organize/OrganizeCondition and POST /Position/PositionCondition, and the position cache
 * GET /Position/All. Enabled records only. No HTTP here; the routes are user-query-choice-routes.ts.
 */

export interface ConditionBody {
  departIds?: string[];
  positionIds?: string[];
  ids?: string[];
  keyword?: string;
}

const ORGANISATION_TYPES = new Set(['company', 'department', 'organize']);

/**
 * The organisations the condition's values name (JNPF getOrgIds): a plain id is that organisation;
 * "id--company|department|organize" is it and everything beneath it.
 */
function namedOrganisations(index: OrganisationIndex, values: readonly string[]): Set<string> {
  const named = new Set<string>();
  for (const value of values) {
    const cut = value.lastIndexOf('--');
    if (cut < 0) {
      if (index.get(value)) named.add(value);
      continue;
    }
    if (!ORGANISATION_TYPES.has(value.slice(cut + 2).toLowerCase())) continue;
    for (const id of index.subtree([value.slice(0, cut)])) named.add(id);
  }
  return named;
}

/**
 * Organisations as one tree in which each hangs under its nearest shown ancestor: a root is named
 * by its whole path, a node below by the path from just under its shown parent (JNPF's 断层).
 */
function organisationNodes(index: OrganisationIndex, shown: ReadonlySet<string>) {
  return index.all
    .filter((organisation) => shown.has(organisation.id))
    .map((organisation) => {
      const parentId = nearestShownAncestor(index, shown, organisation.id);
      return {
        id: organisation.id,
        parentId,
        fullName: parentId === '-1' ? index.pathName(organisation.id) : index.pathName(organisation.id, parentId),
        lastFullName: organisation.fullName,
        enCode: organisation.enCode,
        type: organisation.type as string,
        icon: ORGANISATION_ICONS[organisation.type] as string,
        organize: index.pathName(organisation.id),
        organizeIds: index.pathIds(organisation.id),
        isLeaf: false,
      };
    });
}

const matches = (keyword: string, ...texts: string[]) => !keyword || texts.some((text) => text.includes(keyword));

/** POST /Organize/OrganizeCondition: the enabled organisations the condition names, matching the keyword, as a tree. */
export async function organizeCondition(db: Db, body: ConditionBody) {
  const index = await organisationIndex(db);
  const keyword = body.keyword?.trim() ?? '';
  const named = namedOrganisations(index, [...(body.departIds ?? []), ...(body.ids ?? [])]);
  const shown = new Set(
    [...named].filter((id) => {
      const organisation = index.get(id);
      return organisation?.enabled && matches(keyword, organisation.fullName, organisation.enCode);
    }),
  );
  return toTree(organisationNodes(index, shown).map((node) => ({ ...node, isLeaf: !index.childrenOf(node.id).some((child) => shown.has(child.id)) })));
}

/**
 * POST /Position/PositionCondition: the enabled positions of the named organisations and the named
 * positions, matching the keyword, under their (enabled) organisations.
 */
export async function positionCondition(db: Db, body: ConditionBody) {
  const index = await organisationIndex(db);
  const keyword = body.keyword?.trim() ?? '';
  const values = [...(body.departIds ?? []), ...(body.ids ?? [])];
  const organisations = namedOrganisations(index, values);
  // BE36 mixes position ids into `ids`; a plain value that is no organisation may be one.
  const positionIds = [...(body.positionIds ?? []), ...values.filter((value) => !value.includes('--') && !index.get(value))];
  const rows = await db
    .selectFrom('base_position')
    .select(['id', 'organizeId', 'fullName', 'enCode', 'type'])
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('id')
    .execute();
  const positions = rows.filter(
    (row) =>
      (organisations.has(String(row.organizeId)) || positionIds.includes(row.id)) &&
      index.get(String(row.organizeId))?.enabled &&
      matches(keyword, row.fullName ?? '', row.enCode ?? ''),
  );
  const shown = new Set(positions.map((row) => String(row.organizeId)));
  const positionNodes = positions.map((row) => ({
    id: row.id,
    parentId: String(row.organizeId),
    fullName: row.fullName ?? '',
    enCode: row.enCode ?? '',
    type: 'position',
    icon: 'icon-ym icon-ym-tree-position1',
    organizeId: String(row.organizeId),
    organize: index.pathName(String(row.organizeId)),
    isLeaf: true,
  }));
  // Positions first, so under each organisation its positions come before its sub-organisations (BE36).
  return toTree([...positionNodes, ...organisationNodes(index, shown)]);
}

/** GET /Position/All (JNPF PositionListAllVO): every enabled position. */
export async function allPositions(db: Db) {
  const rows = await db
    .selectFrom('base_position')
    .select(['id', 'enCode', 'fullName', 'organizeId', 'type'])
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    enCode: row.enCode ?? '',
    fullName: row.fullName ?? '',
    organizeId: String(row.organizeId ?? ''),
    type: row.type ?? '',
  }));
}
