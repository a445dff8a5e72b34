import type { Db } from '../../core/db/database.ts';
import type { OrganizeRow } from './picker-trees.ts';

/** The enabled organisations in the order trees show them, with what a tree node needs. */
export const enabledOrganisations = (db: Db): Promise<OrganizeRow[]> =>
  db
    .selectFrom('base_organize')
    .select(['id', 'parentId', 'fullName', 'enCode', 'type'])
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .execute();
