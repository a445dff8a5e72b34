import type { EntityModel, FieldModel } from '../entity-model.ts';
import { textIn, type FormItem } from '../form-runtime/form-item.ts';
import type { JnpfField, OnlineDesign } from './online-design.ts';
import type { DesignModel } from './design-model.ts';
import { isServerFilled, runtimeKeyOfDesign } from './jnpf-keys.ts';
import { walkDesign } from './form-walk.ts';
import { convertDesignItem, type ConvertedField } from './field-conversion.ts';
import { assignFieldNames } from './field-names.ts';
import { childTableOf, mainTableOf, type TableNaming } from './table-names.ts';
import { tableOf } from './table-columns.ts';
import { listDesignOf, type ListField, type ListFields } from './list-design.ts';
import { dialogTitles, sameText } from './field-messages.ts';

/**
 * Converts an online design (formData + columnData + tables, contract §7) into the model the
 * schema entities are generated into (common/entity-model.ts), so the same operations serve it and
 * the same widgets draw it: one field, body-schema property and column per value field, found
 * through the layout; the list design beside it; and the jnpfKeys the runtime cannot draw, by
 * name (their values are kept as text). Throws a DesignRefusal (design-refusal.ts) for a table or
 * field name that cannot be a SQL identifier, a name used twice, or a table that is not the design's.
 */

export interface DesignToModelOptions {
  /** tables the design must not create or widen (the server's own); the generated entities' tables are always refused */
  reservedTables?: Iterable<string>;
}

/** The widgets a list does not show unless its columns name them (contract §7.2 noColumnShowList, and sub-tables). */
const NO_COLUMN_KEYS = new Set(['PsdInput', 'colorPicker', 'rate', 'slider', 'uploadImg', 'uploadFz', 'editor', 'relationFormAttr', 'popupAttr', 'table']);

/** The record's id as a schema entity's model carries it. */
const ID_FIELD: FieldModel = { name: 'id', label: sameText('id'), widget: 'comInput', readOnly: true };

const keyOf = (field: JnpfField): string => runtimeKeyOfDesign(String(field.__config__?.jnpfKey ?? ''));

/** A px width (`600px`, 600) as a number, else the fallback (a percentage has no px width). */
function pxOf(value: unknown, fallback: number): number {
  const text = typeof value === 'number' ? `${value}` : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d+(?:\.\d+)?)(px)?$/.exec(text);
  return match ? Number(match[1]) : fallback;
}

/** What the list needs of the converted fields: main fields by `__vModel__`, sub-table columns by `<tableField>-<column>`. */
function listFieldsOf(converted: readonly ConvertedField[]): ListFields {
  const byVModel = new Map(converted.map((c) => [c.vModel, c]));
  const asListField = (c: ConvertedField): ListField => ({ name: c.field.name, key: c.field.widget, label: c.field.label.zh });
  return {
    main: (vModel) => {
      const found = byVModel.get(vModel);
      return found ? asListField(found) : undefined;
    },
    child: (prop) => {
      const [tableField = '', column = ''] = prop.split('-', 2);
      const table = byVModel.get(tableField);
      const item = table?.field.widget === 'table' ? (table.field.columns as unknown as FormItem[]).find((c) => c.field === column) : undefined;
      return item ? { name: prop, key: item.key, label: textIn(item.label, 'zh') } : undefined;
    },
    defaults: converted.filter((c) => c.field.name !== 'id' && !NO_COLUMN_KEYS.has(c.field.widget)).map(asListField),
  };
}

/** Columns a sheet can fill: the upload template's (uploaderTemplateJson.selectKey), else every plain field a user fills. */
function importColumns(
  columnData: Record<string, unknown> | null,
  converted: readonly ConvertedField[],
  nameOf: (vModel: string) => string | undefined,
): string[] {
  const fillable = new Set(converted.filter((c) => !c.field.json && !c.field.readOnly && !isServerFilled(c.field.widget)).map((c) => c.field.name));
  const template = columnData?.uploaderTemplateJson as { selectKey?: unknown } | undefined;
  const named = Array.isArray(template?.selectKey) ? template.selectKey.flatMap((key) => (typeof key === 'string' ? [nameOf(key) ?? ''] : [])) : [...fillable];
  return [...new Set(named.filter((name) => fillable.has(name)))];
}

const unique = (names: string[]): string[] => [...new Set(names)];

export function designToModel(design: OnlineDesign, options: DesignToModelOptions = {}): DesignModel {
  const unsupported: string[] = [];
  const report = (key: string) => {
    if (!unsupported.includes(key)) unsupported.push(key);
  };
  const naming: TableNaming = { reserved: new Set([...(options.reservedTables ?? [])].map((name) => name.toLowerCase())), used: new Set() };
  const mainTable = mainTableOf(design, naming);
  const designFields = Array.isArray(design.formData.fields) ? design.formData.fields : [];

  // First the names (a fresh name must avoid every field's own), then the fields themselves.
  const found: JnpfField[] = [];
  walkDesign(designFields, { value: (field) => (found.push(field), undefined), unsupported: () => undefined });
  const names = assignFieldNames(found.map((field) => ({ vModel: String(field.__vModel__), key: keyOf(field) })));
  const nameOf = (vModel: string): string => names.get(vModel)?.name ?? vModel;

  const converted: ConvertedField[] = [];
  const form = walkDesign(designFields, {
    value: (field) => {
      const result = convertDesignItem(field, report, { nameOf, inTable: false });
      if (!result || !('vModel' in result)) return undefined;
      if (names.get(result.vModel)?.shares === 'id') {
        // the record's id: shown, never typed
        result.field = { ...result.field, readOnly: true, props: { ...result.field.props, readonly: true } };
        result.item = { ...result.item, props: { ...result.item.props, readonly: true } };
      }
      converted.push(result);
      return result.item;
    },
    unsupported: report,
  });

  const shares = (c: ConvertedField) => names.get(c.vModel)?.shares ?? null;
  const own = converted.filter((c) => shares(c) !== 'id');
  const idField = converted.find((c) => shares(c) === 'id')?.field ?? ID_FIELD;
  const childTables = own
    .filter((c) => c.field.widget === 'table')
    .map((c) => ({ field: c.field.name, ...childTableOf(design, mainTable, c.vModel, c.boundTable, naming) }));

  const list = listDesignOf(design.columnData, design.formData, listFieldsOf(converted));
  const listColumns = unique(list.columns.filter((column) => !column.prop.includes('-')).map((column) => column.prop));
  const search = unique(list.search.filter((entry) => entry.searchType === 2 && !entry.prop.includes('-')).map((entry) => entry.prop));
  const imports = list.buttons.includes('upload') ? importColumns(design.columnData, own, (vModel) => names.get(vModel)?.name) : [];
  const title = design.fullName || design.enCode || design.id;

  const model: EntityModel = {
    name: `online-${design.id}`,
    // the runtime checks the menu the form is released to
    permission: '',
    labels: sameText(title),
    api: { base: `/api/visualdev/OnlineDev/${design.id}`, list: 'page', info: '/{id}', state: false, selector: false, listPath: null, routes: 'custom' },
    storage: 'table',
    // A sub-table's lines live in its own table (childTables; server/features/visualdev/child-table-rows.ts), not in a main-table column.
    table: tableOf(
      mainTable,
      own
        .filter((c) => c.field.widget !== 'table')
        .map((c) => ({
          name: c.field.name,
          column: c.column,
          ...(c.field.default !== undefined ? { defaultValue: c.field.default } : {}),
          shared: shares(c) === 'audit',
          unique: c.unique,
          requiredInBody: c.requiredInBody,
        })),
    ),
    tree: null,
    unique: own.filter((c) => c.unique && shares(c) === null).map((c) => c.field.name),
    uniqueWithin: null,
    search,
    sort: list.defaultSidx || null,
    dependents: [],
    filters: {},
    usedWhen: null,
    page: null,
    transfer: null,
    excelExport: list.buttons.includes('download') && listColumns.length > 0 ? { columns: listColumns } : null,
    ...(imports.length > 0 ? { excelImport: { columns: imports } } : {}),
    sections: [],
    listColumns,
    storedColumns: [],
    references: [],
    fields: [idField, ...own.map((c) => c.field)],
    bodySchema: {
      type: 'object',
      required: own.filter((c) => c.requiredInBody).map((c) => c.field.name),
      properties: Object.fromEntries(own.map((c) => [c.field.name, c.property])),
    },
    dialog: {
      width: pxOf(design.formData.generalWidth, 600),
      labelWidth: pxOf(design.formData.labelWidth, 100),
      titles: dialogTitles(title),
    },
  };
  const renamed = Object.fromEntries(converted.filter((c) => c.field.name !== c.vModel).map((c) => [c.vModel, c.field.name]));
  return { model, list, unsupported, childTables, renamed, form };
}
