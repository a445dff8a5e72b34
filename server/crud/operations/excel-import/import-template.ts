import type ExcelJS from 'exceljs';
import type { ImportColumn } from '../../entity-definition.ts';
import type { Language } from '../../../core/i18n/messages.ts';
import { translate } from '../../../core/i18n/language.ts';
import { saveExport } from '../../../core/files/export-files.ts';
import { loadExcelJS, sheetNameOf } from '../../excel-workbook.ts';
import { tablesOf } from '../context.ts';
import { importSpecOf, type ImportContext } from './import-context.ts';
import { importText } from './import-texts.ts';
import { IMPORT_ROW_LIMIT } from './sheet-rows.ts';

/** The labels a cell of this column may hold, when there is a fixed list of them (options, 启用/禁用, a dictionary's items). */
async function allowedValues(context: ImportContext, column: ImportColumn): Promise<string[] | undefined> {
  const { language } = context.caller;
  if (column.kind === 'options') return Object.values(column.options ?? {}).map((labels) => labels[language]);
  if (column.kind === 'switch') return [translate('stateEnabled', language), translate('stateDisabled', language)];
  if (column.kind !== 'dictionary') return undefined;
  const items = await tablesOf(context)
    .selectFrom('base_dictionary_data')
    .innerJoin('base_dictionary_type', 'base_dictionary_type.id', 'base_dictionary_data.dictionaryTypeId')
    .select('base_dictionary_data.fullName')
    .where('base_dictionary_type.enCode', '=', column.dictionary ?? '')
    .where('base_dictionary_data.enabledMark', '=', 1)
    .orderBy('base_dictionary_data.sortCode')
    .execute();
  return items.map((item) => String(item.fullName ?? '')).filter(Boolean);
}

const widthOf = (text: string) => Math.max(12, text.length * 2 + 4);

/**
 * The template's bytes: the first sheet holds the import columns' headers in the caller's language
 * (required ones in red), text columns kept as text (an account or a mobile number of digits stays
 * as typed) and date columns as days; where a column takes one of a fixed list of labels, a second
 * sheet lists them and the first sheet's cells offer them as a drop-down.
 */
async function templateOf(context: ImportContext, title: string, columns: readonly ImportColumn[], language: Language): Promise<Buffer> {
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetNameOf(title));
  sheet.columns = columns.map((column) => ({
    header: column.label[language],
    key: column.field,
    width: widthOf(column.label[language]),
    ...(column.kind === 'text' ? { style: { numFmt: '@' } } : column.kind === 'date' ? { style: { numFmt: 'yyyy-mm-dd' } } : {}),
  }));
  columns.forEach((column, index) => {
    sheet.getRow(1).getCell(index + 1).font = { bold: true, ...(column.required ? { color: { argb: 'FFFF0000' } } : {}) };
  });
  const lists = (await Promise.all(columns.map(async (column, index) => ({ column, index, values: await allowedValues(context, column) })))).filter(
    (list): list is { column: ImportColumn; index: number; values: string[] } => (list.values?.length ?? 0) > 0,
  );
  if (lists.length > 0) {
    const allowedName = importText('allowedValues', language);
    const allowed = workbook.addWorksheet(allowedName);
    lists.forEach(({ column, index, values }, position) => {
      const list = allowed.getColumn(position + 1);
      list.values = [column.label[language], ...values];
      list.width = widthOf(column.label[language]);
      const letter = sheet.getColumn(index + 1).letter;
      // exceljs keeps range validations in this model (typed per cell only); one range is one rule in the file.
      const validations = (sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } }).dataValidations;
      validations.add(`${letter}2:${letter}${IMPORT_ROW_LIMIT + 1}`, {
        type: 'list',
        allowBlank: true,
        formulae: [`'${allowedName}'!$${list.letter}$2:$${list.letter}$${values.length + 1}`],
      });
    });
    allowed.getRow(1).font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** GET base/TemplateDownload: the import template as a short-lived download (contract §6.3) `{ name, url }`. */
export async function importTemplate(context: ImportContext): Promise<{ name: string; url: string }> {
  const spec = importSpecOf(context.entity);
  const { language } = context.caller;
  const title = spec.title[language];
  const file = await templateOf(context, title, spec.columns, language);
  return saveExport(context.db, `${title}_${importText('templateName', language)}.xlsx`, file);
}
