import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onlineDesignOf, type JnpfField, type OnlineDesign } from '../../../common/online-forms/online-design.ts';

/**
 * The JNPF form corpus (../shared/fixtures/jnpf-forms, issue 14): real designs read from where CI
 * keeps them beside the checkout, never copied into the repository. The 5 complete designs are
 * read as they are; each of the 25 partial ones (a generated list page's field list, no layout)
 * becomes a formData: its fields in order, those whose `__vModel__` is `<tableField>-<column>` as
 * the columns of a sub-table `<tableField>` bound to the columns' table.
 */
export const CORPUS_DIR = resolve(fileURLToPath(new URL('../../../', import.meta.url)), '..', 'shared', 'fixtures', 'jnpf-forms');

export const corpusPresent = existsSync(CORPUS_DIR);

export interface CorpusDesign {
  file: string;
  design: OnlineDesign;
}

type Json = Record<string, unknown>;

const read = (path: string): Json => JSON.parse(readFileSync(path, 'utf8')) as Json;

const configOf = (field: JnpfField): Json => (field.__config__ ?? {}) as Json;

/** A partial form's fields as a formData, sub-table columns gathered under their table field. */
function partialFormData(fields: JnpfField[]): { fields: JnpfField[]; tables: Json[] } {
  const out: JnpfField[] = [];
  const tables = new Map<string, JnpfField>();
  let mainTable = '';
  for (const field of fields) {
    const vModel = String(field.__vModel__ ?? '');
    const dash = vModel.indexOf('-');
    if (dash < 0) {
      mainTable ||= String(configOf(field).tableName ?? '');
      out.push(field);
      continue;
    }
    const tableField = vModel.slice(0, dash);
    let table = tables.get(tableField);
    if (!table) {
      const label = String(configOf(field).label ?? '');
      table = {
        __config__: {
          jnpfKey: 'table',
          label: label.includes('-') ? label.slice(0, label.indexOf('-')) || tableField : tableField,
          tableName: String(configOf(field).relationTable ?? ''),
          children: [],
        },
        __vModel__: tableField,
      };
      tables.set(tableField, table);
      out.push(table);
    }
    (configOf(table).children as JnpfField[]).push({ ...field, __vModel__: vModel.slice(dash + 1) });
  }
  return { fields: out, tables: mainTable ? [{ table: mainTable, typeId: '1' }] : [] };
}

/** Every design of the corpus, complete ones first, each with an id from its file. */
export function corpusDesigns(): CorpusDesign[] {
  const complete = readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => {
      const raw = read(join(CORPUS_DIR, file));
      const id = `fixture-${file.slice(0, 3)}`;
      return { file, design: onlineDesignOf({ ...raw, id, fullName: raw.fullName ?? id, enCode: raw.enCode ?? '', tables: raw.tables ?? [] }) };
    });
  const partialDir = join(CORPUS_DIR, 'partial');
  const partial = readdirSync(partialDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => {
      const raw = read(join(partialDir, file));
      const { fields, tables } = partialFormData(raw.superQueryJson as JnpfField[]);
      const id = `fixture-${file.slice(0, 4)}`;
      return {
        file: `partial/${file}`,
        design: onlineDesignOf({
          id,
          fullName: String(raw.module ?? id),
          enCode: '',
          formData: { fields },
          columnData: { type: 1, columnList: raw.columnList },
          tables,
        }),
      };
    });
  return [...complete, ...partial];
}
