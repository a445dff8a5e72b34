import type { EntityResource, Texts } from '../../lib/data/entity-resource.ts';

type ExportColumn = NonNullable<EntityResource['excelExport']>['columns'][number];

const sameTexts = (a: Texts, b: Texts) => a.zh === b.zh && a['zh-TW'] === b['zh-TW'] && a.en === b.en;

/**
 * The list column showing an exported field: the column of that name, or the one the list shows
 * a reference under (`organize` for `organizeId`). The generator writes such a column from the
 * field itself, with the field's label and widget, so those find it.
 */
function listColumnOf(resource: EntityResource, field: string): string | undefined {
  if (resource.columns.some((column) => column.name === field)) return field;
  const source = resource.fields.find((f) => f.name === field);
  if (!source) return undefined;
  return resource.columns.find((column) => column.widget === source.widget && sameTexts(column.label, source.label))?.name;
}

/**
 * The export columns the page lets the user choose (spec §6 column permissions): a column is
 * granted by its field's code or by the code of the list column showing it, as the server judges
 * (server/crud/granted-fields.ts), which refuses any other.
 */
export function grantedExportColumns(resource: EntityResource, granted: (code: string) => boolean): ExportColumn[] {
  const columns = resource.excelExport?.columns ?? [];
  return columns.filter((column) => {
    if (granted(column.name)) return true;
    const shown = listColumnOf(resource, column.name);
    return shown !== undefined && granted(shown);
  });
}
