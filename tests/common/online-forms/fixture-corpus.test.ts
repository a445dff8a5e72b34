import { describe, expect, it } from 'vitest';
import { designToModel } from '../../../common/online-forms/design-to-model.ts';
import type { DesignModel } from '../../../common/online-forms/design-model.ts';
import type { JnpfField } from '../../../common/online-forms/online-design.ts';
import type { FieldModel } from '../../../common/entity-model.ts';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import { formItemOf } from '../../../common/form-runtime/model-form-items.ts';
import { auditColumns } from '../../../server/core/db/table-model.ts';
import { CORPUS_DIR, corpusDesigns, corpusPresent } from './fixture-corpus.ts';

/**
 * Issue 14 point 2: every design of the real JNPF corpus converts with no field lost. What a
 * field is expected to keep is read from the design itself, by the contract's rules (§7.2), not
 * from the converter: each `__vModel__` (through the layout; a sub-table's columns under it) keeps
 * its label, required flag, pattern rules, default and options, and has its column and body property.
 */

if (!corpusPresent)
  console.warn(
    `\n!!! The JNPF form corpus is not at ${CORPUS_DIR}: the conversion of the real designs is NOT tested here.\n!!! CI keeps ../shared beside the checkout; fetch it to run these tests.\n`,
  );

type Json = Record<string, unknown>;
const configOf = (field: JnpfField): Json => (field.__config__ ?? {}) as Json;
const keyOf = (field: JnpfField): string => String(configOf(field).jnpfKey ?? '');

/** Contract §7.2: a value is kept by every widget bound to a `__vModel__`, except the display-only ones (isStorage ≠ 2). */
const holdsValue = (field: JnpfField): boolean =>
  typeof field.__vModel__ === 'string' &&
  field.__vModel__ !== '' &&
  !(['calculate', 'popupAttr', 'relationFormAttr'].includes(keyOf(field)) && Number(field.isStorage) !== 2);

/** The value fields of a design, through its layout; a sub-table's columns stay with it. */
function valueFieldsOf(fields: readonly JnpfField[]): JnpfField[] {
  return fields.flatMap((field) => {
    if (holdsValue(field)) return [field];
    const children = configOf(field).children;
    return Array.isArray(children) ? valueFieldsOf(children as JnpfField[]) : [];
  });
}

const designOptions = (field: JnpfField): unknown[] | undefined => {
  if (Array.isArray(field.options)) return field.options;
  const slot = field.__slot__ as { options?: unknown } | undefined;
  return Array.isArray(slot?.options) ? slot.options : undefined;
};

const isTable = (field: JnpfField) => keyOf(field) === 'table';

/** What one field of the design must still be: as a model field's form item, or a sub-table column. */
function expectKept(field: JnpfField, item: FormItem, where: string): void {
  const config = configOf(field);
  const label = typeof config.label === 'string' && config.label.trim() ? config.label : String(field.__vModel__);
  expect(item.label, `${where} label`).toEqual({ zh: label, 'zh-TW': label, en: label });
  expect(item.required === true, `${where} required`).toBe(config.required === true);
  expect((item.regList ?? []).length, `${where} regList`).toBe(Array.isArray(config.regList) ? config.regList.length : 0);
  const given = config.defaultValue;
  if (isTable(field)) expect(item.defaultValue, `${where} default`).toEqual([]);
  else if (given === undefined || given === null) expect(item.defaultValue, `${where} default`).toBeUndefined();
  else if (typeof given === 'object') expect(item.defaultValue, `${where} default`).toEqual(given);
  // '' is no default for a number column; anything else is kept, as text or as the number it is
  else if (given === '') expect([undefined, ''], `${where} default`).toContain(item.defaultValue);
  else expect(String(item.defaultValue), `${where} default`).toBe(String(given));
  const dataType = config.dataType ?? 'static';
  const options = designOptions(field);
  if (dataType === 'static' && options) expect((item.props.options as unknown[]).length, `${where} options`).toBe(options.length);
  if (dataType === 'dictionary') expect(item.props.dictionaryType, `${where} dictionary`).toBe(config.dictionaryType);
  if (dataType === 'dynamic') expect(item.props.propsUrl, `${where} data interface`).toBe(config.propsUrl);
}

function expectFieldKept(converted: DesignModel, field: JnpfField, where: string): FieldModel {
  const vModel = String(field.__vModel__);
  const name = converted.renamed[vModel] ?? vModel;
  const model = converted.model.fields.find((candidate) => candidate.name === name);
  expect(model, `${where}: no field ${name}`).toBeDefined();
  const item = formItemOf(converted.model, model as FieldModel);
  expect(item, `${where}: no form item`).toBeDefined();
  expectKept(
    field,
    { ...(item as FormItem), defaultValue: model?.json && model.default !== undefined ? JSON.parse(String(model.default)) : model?.default },
    where,
  );
  // stored: its own column unless it is the record's id or an audit column the server fills alike,
  // or a sub-table, whose lines have their own table (checked below)
  if (name !== 'id') {
    expect(converted.model.bodySchema.properties[name], `${where} body property`).toBeDefined();
    if (isTable(field)) expect(converted.model.table?.columns[name], `${where} no main-table column`).toBeUndefined();
    else expect(converted.model.table?.columns[name], `${where} column`).toBeDefined();
  }
  if (!isTable(field)) return model as FieldModel;
  // a sub-table: every column kept, and its own table recorded
  expect(converted.childTables.map((child) => child.field)).toContain(name);
  const columns = (model?.columns ?? []) as unknown as FormItem[];
  for (const column of valueFieldsOf((configOf(field).children as JnpfField[] | undefined) ?? [])) {
    const kept = columns.find((candidate) => candidate.field === column.__vModel__);
    expect(kept, `${where}: no column ${String(column.__vModel__)}`).toBeDefined();
    expectKept(column, kept as FormItem, `${where}.${String(column.__vModel__)}`);
  }
  return model as FieldModel;
}

const formFields = (items: readonly FormItem[]): string[] => items.flatMap((item) => (item.field ? [item.field] : formFields(item.children ?? [])));

describe.skipIf(!corpusPresent)('the JNPF form corpus converts with no field lost (issue 14 point 2)', () => {
  const designs = corpusPresent ? corpusDesigns() : [];

  it('holds the 5 complete and 25 partial designs', () => {
    expect(designs.filter((d) => !d.file.startsWith('partial/'))).toHaveLength(5);
    expect(designs.filter((d) => d.file.startsWith('partial/'))).toHaveLength(25);
  });

  it.each(designs.map((d) => [d.file, d] as const))('%s', (_file, { file, design }) => {
    const converted = designToModel(design);
    const fields = valueFieldsOf(design.formData.fields);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expectFieldKept(converted, field, `${file} ${String(field.__vModel__)}`);
    // one model field per design field (the record's id stands for a field bound to it), and each is drawn
    const names = fields.map((field) => converted.renamed[String(field.__vModel__)] ?? String(field.__vModel__));
    expect(converted.model.fields.map((f) => f.name).sort()).toEqual([...new Set(['id', ...names])].sort());
    expect(formFields(converted.form).sort()).toEqual([...names].sort());
    // the table is the design's main table, with the audit columns every business table has
    const main = design.tables.find((table) => table.typeId === '1');
    if (main) expect(converted.model.table?.name).toBe(main.table);
    expect(converted.model.table?.columns).toMatchObject(auditColumns);
    // the list: main-table columns by their model names; a sub-table's columns only in the list design
    const columnList = ((design.columnData?.columnList as Json[] | undefined) ?? []).map((column) => String(column.prop));
    const mainProps = columnList.filter((prop) => !prop.includes('-')).map((prop) => converted.renamed[prop] ?? prop);
    if (design.columnData) expect(converted.model.listColumns).toEqual(mainProps);
    expect(converted.list.columns.map((column) => column.prop)).toEqual(
      design.columnData ? columnList.map((prop) => converted.renamed[prop] ?? prop) : converted.list.columns.map((c) => c.prop),
    );
  });

  it('reports only the keys the runtime cannot draw: location (003), kept as a text field', () => {
    const unsupported = [...new Set(designs.flatMap(({ design }) => designToModel(design).unsupported))];
    console.info(`jnpfKeys of the corpus not yet supported: ${unsupported.length ? unsupported.join(', ') : 'none'}`);
    expect(unsupported).toEqual(['location']);
    const service = designs.find((d) => d.file.startsWith('003-'));
    const address = service && designToModel(service.design).model.fields.find((field) => field.name === 'address');
    expect(address).toMatchObject({ widget: 'comInput', label: { zh: '服务区地址' } });
    expect(service && designToModel(service.design).model.table?.columns.address).toBe('text');
  });

  it('keeps the 3.5+ vocabulary as the runtime names it (input, datePicker, areaSelect → comInput, date, address)', () => {
    const service = designs.find((d) => d.file.startsWith('003-'));
    const fields = designToModel(service?.design ?? designs[0]!.design).model.fields;
    const widget = (name: string) => fields.find((field) => field.name === name)?.widget;
    expect([widget('name'), widget('completiontime'), widget('city'), widget('code'), widget('picture')]).toEqual([
      'comInput',
      'date',
      'address',
      'billRule',
      'uploadImg',
    ]);
  });

  it('binds system widgets on audit columns to them and renames a text field on one (005, P014)', () => {
    const test3 = designToModel(designs.find((d) => d.file.startsWith('005-'))!.design);
    expect(test3.renamed).toEqual({ creatoruserid: 'creatoruserid_1' });
    expect(test3.model.fields[0]).toMatchObject({ name: 'id', label: { zh: '主键' }, readOnly: true });
    const state = designToModel(designs.find((d) => d.file.startsWith('partial/P014'))!.design);
    expect(state.renamed).toMatchObject({
      creatoruserid: 'creatorUserId',
      creatortime: 'creatorTime',
      lastmodifyuserid: 'lastModifyUserId',
      lastmodifytime: 'lastModifyTime',
    });
    expect(Object.keys(state.model.table?.columns ?? {}).filter((column) => column.toLowerCase().startsWith('creator'))).toEqual([
      'creatorTime',
      'creatorUserId',
    ]);
  });
});
