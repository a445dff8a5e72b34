import { defineTable, type TableRow } from '../../core/db/table-model.ts';

/**
 * Short links (/formShortLink?id=…): an unguessable id standing for a path of this site. The
 * target is always a same-origin relative path, checked when stored and again when followed.
 */
export const shortLinkTable = defineTable('base_short_link', {
  id: 'id',
  target: 'text',
  /** epoch ms; null never expires */
  expirationTime: 'bigint',
  /** 1 usable, 0 withdrawn */
  enabledMark: { kind: 'integer', defaultValue: 1 },
  creatorUserId: 'string',
  creatorTime: 'bigint',
});

export const portalTables = [shortLinkTable];

export interface PortalDatabase {
  base_short_link: TableRow<typeof shortLinkTable>;
}
