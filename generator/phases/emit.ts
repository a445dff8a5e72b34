import { Project, VariableDeclarationKind, type SourceFile } from 'ts-morph';
import { LIST_HIDDEN_WIDGETS, type EntityModel } from './normalise.ts';
import { emitFormValidators, emitFormValidatorsIndex } from './emit-form-validators.ts';

/** A file the writer should produce: path relative to the project root, and its full text. */
export interface EmittedFile {
  path: string;
  text: string;
}

const header = (source: string) => `// Generated from ${source} — do not edit; run npm run generate\n`;
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const literal = (value: unknown) => JSON.stringify(value, null, 2);
/** An object literal whose entries are given as code, so spreads and references can stand beside data. */
const objectCode = (entries: [string, string][]) => `{\n${entries.map(([key, code]) => `  ${key}: ${code},`).join('\n')}\n}`;
const dataEntries = (value: Record<string, unknown>): [string, string][] => Object.entries(value).map(([key, v]) => [JSON.stringify(key), literal(v)]);

function newFile(project: Project, path: string): SourceFile {
  return project.createSourceFile(path, '', { overwrite: true });
}

function finish(file: SourceFile, source: string): string {
  file.formatText({ indentSize: 2, convertTabsToSpaces: true, semicolons: 'insert' as never });
  return header(source) + file.getFullText();
}

/**
 * The fields a list page shows, in order (the schema's `columns`, else every field a list can show).
 * A tree shows its parent by nesting, and a reference by the name the list carries under `as`.
 */
function listFields(model: EntityModel) {
  return (model.listColumns
    ? model.listColumns.map((name) => model.fields.find((f) => f.name === name) as (typeof model.fields)[number])
    : model.fields.filter((f) => f.name !== 'id' && !LIST_HIDDEN_WIDGETS.includes(f.widget))
  ).map((f) => ({ field: f, name: model.references.find((r) => r.field === f.name && r.as)?.as ?? f.name }));
}

/** server/generated/<entity>.ts: the table model and the route table the CRUD runtime serves. */
function emitServer(project: Project, model: EntityModel): EmittedFile {
  const path = `server/generated/${kebab(model.name)}.ts`;
  const file = newFile(project, path);
  file.addImportDeclaration({ moduleSpecifier: '../db/table-model.ts', namedImports: ['auditColumns', 'defineTable'] });
  file.addImportDeclaration({ moduleSpecifier: '../crud/entity-definition.ts', namedImports: ['EntityDefinition'], isTypeOnly: true });
  const columns: Record<string, unknown> = { id: 'id' };
  for (const field of model.fields) {
    if (field.name === 'id' || field.virtual) continue;
    columns[field.name] = field.defaultValue === null ? field.column : { kind: field.column, defaultValue: field.defaultValue };
  }
  for (const stored of model.storedColumns) {
    columns[stored.name] = stored.defaultValue === null ? stored.column : { kind: stored.column, defaultValue: stored.defaultValue };
  }
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [
      {
        name: `${model.name}Table`,
        initializer: `defineTable(${JSON.stringify(model.table)}, ${objectCode(dataEntries(columns)).replace(/\n}$/, '\n  ...auditColumns,\n}')}${
          model.indexes.length ? `, ${literal(model.indexes)}` : ''
        })`,
      },
    ],
  });
  const definition = {
    name: model.name,
    permission: model.permission,
    api: model.api,
    tree: model.tree,
    unique: model.unique,
    uniqueWithin: model.uniqueWithin,
    search: model.search,
    sort: model.sort,
    dependents: model.dependents,
    filters: model.filters,
    usedWhen: model.usedWhen,
    transfer: model.transfer,
    jsonFields: model.fields.filter((f) => f.json).map((f) => f.name),
    hiddenColumns: model.storedColumns.map((c) => c.name),
    listColumns: listFields(model).map((column) => column.name),
    references: model.references.filter((r) => r.as !== null),
    dictionaryFields: Object.fromEntries(model.fields.filter((f) => f.dictionary).map((f) => [f.name, f.dictionary])),
    bodySchema: model.bodySchema,
    defaults: Object.fromEntries(model.fields.filter((f) => f.defaultValue !== null && !f.virtual).map((f) => [f.name, f.defaultValue])),
    messages: Object.fromEntries(model.fields.filter((f) => Object.keys(f.messages).length > 0).map((f) => [f.name, f.messages])),
    labels: Object.fromEntries(model.fields.map((f) => [f.name, f.label])),
    ...(model.excelExport ? { excelExport: excelExportOf(model, model.excelExport.columns) } : {}),
  };
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [
      { name: `${model.name}Entity`, type: 'EntityDefinition', initializer: objectCode([['table', `${model.name}Table`], ...dataEntries(definition)]) },
    ],
  });
  return { path, text: finish(file, `schemas/${model.file}`) };
}

/** What the runtime needs to write an export: the sheet's title, and per field its header and how its value shows. */
function excelExportOf(model: EntityModel, names: string[]) {
  return {
    title: model.labels,
    columns: names.map((name) => {
      const field = model.fields.find((f) => f.name === name) as EntityModel['fields'][number];
      const shownAs = model.references.find((r) => r.field === name && r.as)?.as;
      return {
        field: name,
        label: field.label,
        ...(shownAs ? { shownAs } : {}),
        ...(field.options ? { options: field.options } : {}),
        ...(field.widget === 'date' ? { format: 'date' } : field.widget === 'switch' ? { format: 'enabled' } : {}),
      };
    }),
  };
}

/** server/generated/<name>.ts for a settings object: its keys, kinds, defaults, limits and secrets. */
function emitServerSettings(project: Project, model: EntityModel): EmittedFile {
  const path = `server/generated/${kebab(model.name)}.ts`;
  const file = newFile(project, path);
  file.addImportDeclaration({ moduleSpecifier: '../system/settings-definition.ts', namedImports: ['SettingsDefinition'], isTypeOnly: true });
  const properties = model.bodySchema.properties as Record<string, { type: string; minimum?: number; maximum?: number; enum?: number[]; pattern?: string }>;
  const fields = Object.fromEntries(
    model.fields.map((f) => {
      const property = properties[f.name] ?? { type: 'string' };
      return [
        f.name,
        {
          type: property.type === 'integer' ? 'integer' : 'string',
          default: f.defaultValue ?? (property.type === 'integer' ? 0 : ''),
          ...(property.minimum !== undefined ? { minimum: property.minimum } : {}),
          ...(property.maximum !== undefined ? { maximum: property.maximum } : {}),
          ...(property.enum ? { enum: property.enum } : {}),
          ...(property.pattern !== undefined ? { pattern: property.pattern } : {}),
          ...(f.secret ? { secret: true } : {}),
        },
      ];
    }),
  );
  const definition = {
    name: model.name,
    permission: model.permission,
    base: model.api.base,
    fields,
    messages: Object.fromEntries(model.fields.filter((f) => Object.keys(f.messages).length > 0).map((f) => [f.name, f.messages])),
    labels: Object.fromEntries(model.fields.map((f) => [f.name, f.label])),
  };
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [{ name: `${model.name}Settings`, type: 'SettingsDefinition', initializer: literal(definition) }],
  });
  return { path, text: finish(file, `schemas/${model.file}`) };
}

/** src/generated/<entity>.ts: the record type and what the screens need to know. */
function emitWeb(project: Project, model: EntityModel): EmittedFile {
  const path = `src/generated/${kebab(model.name)}.ts`;
  const file = newFile(project, path);
  file.addInterface({
    name: model.pascal,
    isExported: true,
    docs: [`${model.labels.en} (${model.labels.zh}).`],
    properties: [
      ...model.fields.map((f) => ({ name: f.name, type: f.tsType, hasQuestionToken: !f.required && f.name !== 'id' })),
      { name: 'hasChildren', type: 'boolean', hasQuestionToken: true },
      { name: 'children', type: `${model.pascal}[] | null`, hasQuestionToken: true },
    ],
  });
  const resource = {
    name: model.name,
    base: model.api.base,
    list: model.api.list,
    info: model.api.info,
    state: model.api.state,
    routes: model.api.routes,
    labels: model.labels,
    page: model.page,
    transfer: model.transfer,
    ...(model.excelExport ? { excelExport: { columns: model.excelExport.columns.map((name) => ({ name, label: model.fields.find((f) => f.name === name)?.label })) } } : {}),
    storage: model.storage,
    sections: model.sections,
    dialog: model.dialog,
    fields: model.fields
      .filter((f) => !f.readOnly)
      .map((f) => ({
        name: f.name,
        label: f.label,
        widget: f.widget,
        required: f.required,
        ...(f.dictionary ? { dictionary: f.dictionary } : {}),
        ...(f.options ? { options: f.options } : {}),
        ...(f.reference ? { reference: f.reference } : {}),
        ...(f.secret ? { secret: true } : {}),
      })),
    columns: listFields(model).map(({ field: f, name }) => ({ name, label: f.label, widget: f.widget, ...(f.options ? { options: f.options } : {}) })),
    search: model.search,
    sort: model.sort,
    // what a new record's form starts from (arrays as values, not the JSON text their column holds)
    defaults: Object.fromEntries(
      model.fields
        .filter((f) => f.defaultValue !== null && !f.readOnly)
        .map((f) => [f.name, f.json && typeof f.defaultValue === 'string' ? JSON.parse(f.defaultValue) : f.defaultValue]),
    ),
    bodySchema: model.bodySchema,
    messages: Object.fromEntries(model.fields.filter((f) => Object.keys(f.messages).length > 0).map((f) => [f.name, f.messages])),
  };
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [{ name: `${model.name}Resource`, initializer: `${literal(resource)} as const` }],
  });
  return { path, text: finish(file, `schemas/${model.file}`) };
}

/** mocks/generated/<entity>.ts: the entity's msw handlers and seed factory over the one mock store. */
function emitMock(project: Project, model: EntityModel): EmittedFile {
  const path = `mocks/generated/${kebab(model.name)}.ts`;
  const file = newFile(project, path);
  file.addImportDeclaration({ moduleSpecifier: '../handlers/entity-handlers.ts', namedImports: ['entityHandlers'] });
  file.addImportDeclaration({ moduleSpecifier: '../store/seed-factory.ts', namedImports: ['sampleRecord'] });
  file.addImportDeclaration({ moduleSpecifier: `../../server/generated/${kebab(model.name)}.ts`, namedImports: [`${model.name}Entity`] });
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: [`The msw twin of the server's ${model.api.base} routes.`],
    declarations: [{ name: `${model.name}Handlers`, initializer: `entityHandlers(${model.name}Entity)` }],
  });
  file.addFunction({
    isExported: true,
    name: `${model.name}Seed`,
    docs: ['A valid record; `n` keeps unique fields unique.'],
    parameters: [{ name: 'n', type: 'number' }],
    returnType: 'Record<string, unknown>',
    statements: `return sampleRecord(${model.name}Entity, n);`,
  });
  return { path, text: finish(file, `schemas/${model.file}`) };
}

function emitMockIndex(project: Project, models: EntityModel[]): EmittedFile {
  const path = 'mocks/generated/index.ts';
  const file = newFile(project, path);
  for (const model of models) {
    file.addImportDeclaration({ moduleSpecifier: `./${kebab(model.name)}.ts`, namedImports: [`${model.name}Handlers`] });
    file.addExportDeclaration({ moduleSpecifier: `./${kebab(model.name)}.ts`, namedExports: [`${model.name}Handlers`, `${model.name}Seed`] });
  }
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [{ name: 'generatedHandlers', initializer: `[${models.map((m) => `...${m.name}Handlers`).join(', ')}]` }],
  });
  return { path, text: finish(file, 'schemas/*.schema.json') };
}

function emitIndex(project: Project, folder: 'server' | 'src', models: EntityModel[]): EmittedFile {
  const path = `${folder}/generated/index.ts`;
  const file = newFile(project, path);
  const tables = models.filter((m) => m.storage === 'table');
  for (const model of models) {
    const settings = model.storage === 'settings';
    const names = folder === 'server' ? (settings ? [`${model.name}Settings`] : [`${model.name}Entity`, `${model.name}Table`]) : [`${model.name}Resource`];
    file.addExportDeclaration({ moduleSpecifier: `./${kebab(model.name)}.ts`, namedExports: names });
    if (folder === 'src') file.addExportDeclaration({ moduleSpecifier: `./${kebab(model.name)}.ts`, namedExports: [model.pascal], isTypeOnly: true });
    // the lists below name the table entities only
    if (folder === 'src' || !settings) file.addImportDeclaration({ moduleSpecifier: `./${kebab(model.name)}.ts`, namedImports: names });
  }
  if (folder === 'src') {
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ['Every generated resource: the data provider serves them all, the menu pages those with a page key.'],
      declarations: [{ name: 'generatedResources', initializer: `[${models.map((m) => `${m.name}Resource`).join(', ')}]` }],
    });
  }
  if (folder === 'server') {
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [
        { name: 'generatedEntities', initializer: `[${tables.map((m) => `${m.name}Entity`).join(', ')}]` },
      ],
    });
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name: 'generatedTables', initializer: `[${tables.map((m) => `${m.name}Table`).join(', ')}]` }],
    });
    file.addImportDeclaration({ moduleSpecifier: '../db/table-model.ts', namedImports: ['TableRow'], isTypeOnly: true });
    file.addInterface({
      name: 'GeneratedDatabase',
      isExported: true,
      docs: ['The row type of every generated table, by table name, for typed Kysely queries.'],
      properties: tables.map((m) => ({ name: m.table, type: `TableRow<typeof ${m.name}Table>` })),
    });
  }
  return { path, text: finish(file, 'schemas/*.schema.json') };
}

/** Every generated file for the given models, in a stable order. */
export function emitAll(models: EntityModel[]): EmittedFile[] {
  const project = new Project({ useInMemoryFileSystem: true });
  const sorted = [...models].sort((a, b) => a.name.localeCompare(b.name));
  const tables = sorted.filter((m) => m.storage === 'table');
  return [
    ...sorted.map((m) => (m.storage === 'settings' ? emitServerSettings(project, m) : emitServer(project, m))),
    emitIndex(project, 'server', sorted),
    ...sorted.map((m) => emitWeb(project, m)),
    emitIndex(project, 'src', sorted),
    // precompiled rjsf validators: the page may not build code at run time (its CSP)
    ...[...sorted.map((m) => ({ ...emitFormValidators(m), source: `schemas/${m.file}` })), { ...emitFormValidatorsIndex(sorted), source: 'schemas/*.schema.json' }].map(
      (file) => ({ path: file.path, text: header(file.source) + file.code }),
    ),
    // Settings objects are served by their own service's routes, which the mocks already twin.
    ...tables.filter((m) => m.api.routes === 'generic').map((m) => emitMock(project, m)),
    emitMockIndex(project, tables.filter((m) => m.api.routes === 'generic')),
  ];
}
