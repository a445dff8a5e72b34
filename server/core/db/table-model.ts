/**
 * A table described as data. The database is evolved from these descriptions
 * (see evolve.ts), so no SQL is ever written by hand: hand-written core tables and the
 * tables the generator emits from schemas/ use the same model. The row type of a table is
 * derived from the same declaration, so the Kysely types cannot drift from the table.
 */
export type ColumnKind = 'id' | 'string' | 'text' | 'integer' | 'bigint' | 'real';

export type ColumnSpec = ColumnKind | { kind: ColumnKind; defaultValue: string | number };

export interface ColumnModel {
  name: string;
  kind: ColumnKind;
  primaryKey: boolean;
  defaultValue?: string | number;
}

export interface IndexModel {
  name: string;
  columns: string[];
  unique?: boolean;
  /**
   * Rows holding '' in any of these columns are left out of the index (a partial index), so an
   * optional unique field left blank never clashes. NULL never clashes in a unique index anyway.
   */
  whereNotEmpty?: string[];
}

export interface TableModel<C extends Record<string, ColumnSpec> = Record<string, ColumnSpec>> {
  name: string;
  columnSpecs: C;
  columns: ColumnModel[];
  indexes: IndexModel[];
}

export function defineTable<C extends Record<string, ColumnSpec>>(name: string, columnSpecs: C, indexes: IndexModel[] = []): TableModel<C> {
  const columns = Object.entries(columnSpecs).map(([columnName, spec]): ColumnModel => {
    const kind = typeof spec === 'string' ? spec : spec.kind;
    return {
      name: columnName,
      kind,
      primaryKey: kind === 'id',
      defaultValue: typeof spec === 'string' ? undefined : spec.defaultValue,
    };
  });
  return { name, columnSpecs, columns, indexes };
}

type KindOf<S> = S extends ColumnKind ? S : S extends { kind: infer K } ? K : never;
type TsOf<K> = K extends 'id' ? string : K extends 'string' | 'text' ? string | null : number | null;

/** The row type of a declared table: id is a string, everything else may be null. */
export type TableRow<T> = T extends TableModel<infer C> ? { [K in keyof C]: TsOf<KindOf<C[K]>> } : never;

/** The audit columns every business table carries (epoch ms and user ids, as JNPF sends them). */
export const auditColumns = {
  creatorTime: 'bigint',
  creatorUserId: 'string',
  lastModifyTime: 'bigint',
  lastModifyUserId: 'string',
} as const;
