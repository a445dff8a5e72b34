/**
 * A JNPF online design (contract §7.1 `/api/visualdev/Base`) as the runtime reads it: the stored
 * JSON strings parsed. `formData` is the form-level configuration spread flat with `fields`
 * (contract §7.2), `columnData` the list design (§7.3), `tables` the bound tables (§7.1).
 * design-to-model.ts turns it into the same EntityModel the schema entities are generated into,
 * so both are served by the same operations and drawn by the same widgets.
 */

/** One JNPF field object (any widget): `__config__`, `__vModel__`, `__slot__`, `on` and the widget's own props. */
export type JnpfField = Record<string, unknown> & {
  __config__?: Record<string, unknown> & { jnpfKey?: string; label?: string; children?: JnpfField[]; tableName?: string };
  __vModel__?: string;
};

export interface JnpfFormData extends Record<string, unknown> {
  fields: JnpfField[];
}

/** One entry of `tables`: typeId "1" the main table, "0" a child table related to it. */
export interface JnpfTable {
  table: string;
  tableName?: string;
  typeId: '0' | '1';
  relationTable?: string;
  relationField?: string;
  tableField?: string;
  fields?: Record<string, unknown>[];
}

export interface OnlineDesign {
  id: string;
  fullName: string;
  enCode: string;
  /** 1 form only, 2 form + list, 3 form + list + flow, 4 data view */
  webType: number;
  dbLinkId: string;
  formData: JnpfFormData;
  /** null for a form-only design */
  columnData: Record<string, unknown> | null;
  tables: JnpfTable[];
}

function parsed<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string') return text && typeof text === 'object' ? (text as T) : fallback;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

/** A stored design row (JSON strings, as the contract sends them, or already parsed objects) as an OnlineDesign. */
export function onlineDesignOf(row: Record<string, unknown>): OnlineDesign {
  const formData = parsed<JnpfFormData>(row.formData, { fields: [] });
  return {
    id: String(row.id ?? ''),
    fullName: String(row.fullName ?? ''),
    enCode: String(row.enCode ?? ''),
    webType: Number(row.webType ?? 2) || 2,
    dbLinkId: String(row.dbLinkId ?? '0') || '0',
    formData: Array.isArray(formData.fields) ? formData : { ...formData, fields: [] },
    columnData:
      row.columnData === null || row.columnData === undefined || row.columnData === '' ? null : parsed<Record<string, unknown> | null>(row.columnData, null),
    tables: parsed<JnpfTable[]>(row.tables, []),
  };
}
