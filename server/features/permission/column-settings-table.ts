import { defineTable, type TableRow } from '../../core/db/table-model.ts';

/**
 * Each user's column settings of a list page (JNPF base_columnspurview, contract §8): which of the
 * menu's columns show and in what order. JNPF 3.4 keeps one row per menu for everybody; here it is
 * one row per user and menu, so one person's choice never rearranges a colleague's list.
 */
export const columnSettingsTable = defineTable(
  'base_column_settings',
  {
    id: 'id',
    userId: 'string',
    /** the menu id (route meta.modelId) the list page belongs to */
    moduleId: 'string',
    /** JSON text of the normalised entries [{prop, label?, visible, fixed?, width?}] (column-settings.ts) */
    fieldList: 'text',
    creatorTime: 'bigint',
    lastModifyTime: 'bigint',
  },
  // one row per user and menu: a save is an upsert on this index
  [{ name: 'base_column_settings_user_module_uq', columns: ['userId', 'moduleId'], unique: true }],
);

export interface ColumnSettingsDatabase {
  base_column_settings: TableRow<typeof columnSettingsTable>;
}
