import { Project, VariableDeclarationKind, type SourceFile } from 'ts-morph';
import { LIST_HIDDEN_WIDGETS, type EntityModel } from './normalise.ts';
import type { ColumnKind, ColumnSpec, EntityModel as CommonModel, FieldModel as CommonField } from '../../common/entity-model.ts';
import { auditColumns } from '../../server/core/db/table-model.ts';

/** A file the writer should produce: path relative to the project root, and its full text. */
export interface EmittedFile {
  path: string;
  text: string;
}

/** The one folder the generator writes: both halves import it (common/ runs on both sides). */
export const GENERATED_DIR = 'common/generated';

const header = (source: string) => `// Generated from ${source} — do not edit; run npm run generate\n`;
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const WIDTH = 140;

/**
 * Data as TypeScript, compactly: a value that fits on its line stays on it, a larger one breaks
 * into one entry per line. Keeps the committed model readable and about as long as the schemas.
 */
function print(value: unknown, indent = 0, prefix = 0): string {
  const inline = printInline(value);
  if (indent + prefix + inline.length <= WIDTH || value === null || typeof value !== 'object') return inline;
  const pad = ' '.repeat(indent + 2);
  if (Array.isArray(value)) return `[\n${value.map((item) => `${pad}${print(item, indent + 2)},`).join('\n')}\n${' '.repeat(indent)}]`;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => `${pad}${keyOf(key)}: ${print(item, indent + 2, keyOf(key).length + 3)},`,
  );
  return `{\n${entries.join('\n')}\n${' '.repeat(indent)}}`;
}

const keyOf = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

function printInline(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(printInline).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length === 0 ? '{}' : `{ ${entries.map(([key, item]) => `${keyOf(key)}: ${printInline(item)}`).join(', ')} }`;
}

/** The fields a list page shows, in order (the schema's `columns`, else every field a list can show). */
function listColumns(model: EntityModel): string[] {
  return model.listColumns ?? model.fields.filter((f) => f.name !== 'id' && !LIST_HIDDEN_WIDGETS.includes(f.widget)).map((f) => f.name);
}

/** Every column of the entity's table: the fields' (virtual ones are not stored), the server-only ones, the audit columns. */
function tableColumns(model: EntityModel): Record<string, ColumnSpec> {
  const columns: Record<string, ColumnSpec> = { id: 'id' };
  const spec = (kind: ColumnKind, defaultValue: string | number | null): ColumnSpec => (defaultValue === null ? kind : { kind, defaultValue });
  for (const field of model.fields) if (field.name !== 'id' && !field.virtual) columns[field.name] = spec(field.column, field.defaultValue);
  for (const stored of model.storedColumns) columns[stored.name] = spec(stored.column, stored.defaultValue);
  return { ...columns, ...auditColumns };
}

/** The normalised model as the plain data common/entity-model.ts describes. */
export function commonModel(model: EntityModel): CommonModel {
  const fields = model.fields.map((f): CommonField => ({
    name: f.name,
    label: f.label,
    widget: f.widget,
    ...(f.required ? { required: true } : {}),
    ...(f.readOnly ? { readOnly: true } : {}),
    ...(f.json ? { json: true } : {}),
    ...(f.virtual ? { virtual: true } : {}),
    ...(f.secret ? { secret: true } : {}),
    ...(f.defaultValue !== null ? { default: f.defaultValue } : {}),
    ...(f.dictionary ? { dictionary: f.dictionary } : {}),
    ...(f.options ? { options: f.options } : {}),
    ...(f.reference ? { reference: f.reference } : {}),
    ...(f.rule ? { rule: f.rule } : {}),
    ...(f.props ? { props: f.props } : {}),
    ...(f.columns ? { columns: f.columns } : {}),
    ...(Object.keys(f.messages).length > 0 ? { messages: f.messages } : {}),
  }));
  return {
    name: model.name,
    permission: model.permission,
    labels: model.labels,
    api: model.api,
    storage: model.storage,
    table: model.storage === 'table' ? { name: model.table, columns: tableColumns(model), indexes: model.indexes } : null,
    tree: model.tree,
    unique: model.unique,
    uniqueWithin: model.uniqueWithin,
    search: model.search,
    sort: model.sort,
    dependents: model.dependents,
    filters: model.filters,
    usedWhen: model.usedWhen,
    page: model.page,
    transfer: model.transfer,
    excelExport: model.excelExport,
    // only where a schema opts in, so models without it stay as they were
    ...(model.excelImport ? { excelImport: model.excelImport } : {}),
    ...(model.responseCache ? {} : { responseCache: false as const }),
    sections: model.sections,
    listColumns: listColumns(model),
    storedColumns: model.storedColumns.map((c) => c.name),
    references: model.references,
    fields,
    bodySchema: model.bodySchema as CommonModel['bodySchema'],
    dialog: model.dialog,
  };
}

function finish(file: SourceFile, source: string): string {
  file.formatText({ indentSize: 2, convertTabsToSpaces: true, semicolons: 'insert' as never });
  return header(source) + file.getFullText();
}

/** common/generated/<entity>.ts: the record type, the table's row type and the model. */
function emitEntity(project: Project, model: EntityModel): EmittedFile {
  const path = `${GENERATED_DIR}/${kebab(model.name)}.ts`;
  const file = project.createSourceFile(path, '', { overwrite: true });
  file.addImportDeclaration({ moduleSpecifier: '../entity-model.ts', namedImports: ['EntityModel'], isTypeOnly: true });
  file.addInterface({
    name: model.pascal,
    isExported: true,
    docs: [`${model.labels.en} (${model.labels.zh}): one record as the API sends it.`],
    properties: [
      ...model.fields.map((f) => ({ name: f.name, type: f.tsType, hasQuestionToken: !f.required && f.name !== 'id' })),
      { name: 'hasChildren', type: 'boolean', hasQuestionToken: true },
      { name: 'children', type: `${model.pascal}[] | null`, hasQuestionToken: true },
    ],
  });
  const common = commonModel(model);
  if (common.table) {
    file.addInterface({
      name: `${model.pascal}Row`,
      isExported: true,
      docs: [`A row of ${common.table.name}, for typed Kysely queries: id is a string, every other column may be null.`],
      properties: Object.entries(common.table.columns).map(([name, spec]) => {
        const kind = typeof spec === 'string' ? spec : spec.kind;
        return { name, type: kind === 'id' ? 'string' : kind === 'string' || kind === 'text' ? 'string | null' : 'number | null' };
      }),
    });
  }
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [{ name: `${model.name}Model`, type: 'EntityModel', initializer: print(common) }],
  });
  return { path, text: finish(file, `schemas/${model.file}`) };
}

/** common/generated/index.ts: every entity's exports, the models by name and the database's generated tables. */
function emitIndex(project: Project, models: EntityModel[]): EmittedFile {
  const path = `${GENERATED_DIR}/index.ts`;
  const file = project.createSourceFile(path, '', { overwrite: true });
  const tables = models.filter((m) => m.storage === 'table');
  for (const model of models) {
    const module = `./${kebab(model.name)}.ts`;
    file.addImportDeclaration({
      moduleSpecifier: module,
      namedImports: [`${model.name}Model`, ...(model.storage === 'table' ? [{ name: `${model.pascal}Row`, isTypeOnly: true }] : [])],
    });
    file.addExportDeclaration({ moduleSpecifier: module });
  }
  const byName = (list: EntityModel[]) => `{\n${list.map((m) => `  ${m.name}: ${m.name}Model,`).join('\n')}\n}`;
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['The entities whose rows live in a table, by name: the CRUD runtime serves them.'],
    declarations: [{ name: 'tableModels', initializer: byName(tables) }],
  });
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['The settings objects, by name: each kept by its own hand-written service.'],
    declarations: [{ name: 'settingsModels', initializer: byName(models.filter((m) => m.storage === 'settings')) }],
  });
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['Every model, in name order.'],
    declarations: [{ name: 'entityModels', initializer: `[\n${models.map((m) => `  ${m.name}Model,`).join('\n')}\n]` }],
  });
  file.addInterface({
    name: 'GeneratedTables',
    isExported: true,
    docs: ['The row type of every generated table, by table name (the Kysely database type extends it).'],
    properties: tables.map((m) => ({ name: m.table, type: `${m.pascal}Row` })),
  });
  return { path, text: finish(file, 'schemas/*.schema.json') };
}

/** Every generated file for the given models, in a stable order. */
export function emitAll(models: EntityModel[]): EmittedFile[] {
  const project = new Project({ useInMemoryFileSystem: true });
  const sorted = [...models].sort((a, b) => a.name.localeCompare(b.name));
  return [...sorted.map((m) => emitEntity(project, m)), emitIndex(project, sorted)];
}
