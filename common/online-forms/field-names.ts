import type { ColumnKind } from '../entity-model.ts';
import { assertSafeIdentifier, refuseDuplicate } from './design-refusal.ts';

/**
 * The audit columns every business table carries (server/core/db/table-model.ts `auditColumns`,
 * repeated here because common/ never imports the server; tests/common/online-forms checks they agree).
 */
export const AUDIT_COLUMNS: Readonly<Record<string, ColumnKind>> = {
  creatorTime: 'bigint',
  creatorUserId: 'string',
  lastModifyTime: 'bigint',
  lastModifyUserId: 'string',
};

/** The system widget whose value an audit column already holds: such a widget bound to it shares the column. */
const AUDIT_WIDGET: Readonly<Record<string, string>> = {
  creatorUserId: 'createUser',
  creatorTime: 'createTime',
  lastModifyUserId: 'modifyUser',
  lastModifyTime: 'modifyTime',
};

/** A main-table field's name in the model, and the column it shares with the runtime's own, if any. */
export interface FieldName {
  name: string;
  shares: 'id' | 'audit' | null;
}

/**
 * Names the design's main-table value fields in the model. A name is its `__vModel__`, checked as
 * a column name and unique without regard to case (SQLite's columns are). Names the runtime's own
 * columns hold (`id`, the audit columns) are what JNPF designs bound to a real table often use:
 * - `id` is the record's id: the field becomes the model's read-only id field;
 * - a system widget bound to its audit column in any case (createUser on `creatoruserid`) is that
 *   column: the field takes the column's spelling and the server fills both alike;
 * - any other field on such a name (a text input on `creatoruserid`, a field `ID`) would be
 *   overwritten by the server or clash with the column, so it gets a fresh name (`creatoruserid_1`),
 *   reported in DesignModel.renamed so the routes map it back.
 */
export function assignFieldNames(fields: readonly { vModel: string; key: string }[]): Map<string, FieldName> {
  const seen = new Set<string>();
  for (const { vModel } of fields) {
    assertSafeIdentifier(vModel, 'column');
    if (seen.has(vModel.toLowerCase())) refuseDuplicate(vModel, 'column');
    seen.add(vModel.toLowerCase());
  }
  const auditByLower = new Map(Object.keys(AUDIT_COLUMNS).map((column) => [column.toLowerCase(), column]));
  const taken = new Set([...seen, 'id', ...auditByLower.keys()]);
  const fresh = (vModel: string): string => {
    for (let n = 1; ; n += 1) {
      const suffix = `_${n}`;
      const candidate = `${vModel.slice(0, 63 - suffix.length)}${suffix}`;
      if (!taken.has(candidate.toLowerCase())) {
        taken.add(candidate.toLowerCase());
        return candidate;
      }
    }
  };
  const names = new Map<string, FieldName>();
  for (const { vModel, key } of fields) {
    const audit = auditByLower.get(vModel.toLowerCase());
    if (vModel === 'id') names.set(vModel, { name: 'id', shares: 'id' });
    else if (audit && AUDIT_WIDGET[audit] === key) names.set(vModel, { name: audit, shares: 'audit' });
    else if (audit || vModel.toLowerCase() === 'id') names.set(vModel, { name: fresh(vModel), shares: null });
    else names.set(vModel, { name: vModel, shares: null });
  }
  return names;
}
