import type { ImportColumn } from '../../entity-definition.ts';
import type { Language } from '../../../core/i18n/messages.ts';
import { serverMessages } from '../../../core/i18n/messages.ts';
import type { AnyDb } from '../../row-decorators.ts';
import { importText, type ImportTextKey } from './import-texts.ts';

/** A cell turned into the field's value, or the words saying why it cannot be. */
export type CellResult = { value: unknown } | { error: string };

const LANGUAGES: readonly Language[] = ['zh', 'zh-TW', 'en'];

/** Labels are matched without surrounding space and, for English, without case. */
const labelKey = (text: string) => text.trim().toLowerCase();

/** Names in one cell of a field holding several: separated by commas (either width), 、 or semicolons. */
const namesIn = (text: string) =>
  text
    .split(/[,，、;；]/)
    .map((name) => name.trim())
    .filter(Boolean);

/** YYYY-MM-DD (or with / or .), optionally with HH:mm[:ss], read in the server's time zone as the export writes days. */
export function parseDay(text: string): number | undefined {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const date = new Date(year as number, (month as number) - 1, day, hour, minute, second);
  // 2024-02-30 rolls over into March: a day that does not exist is no date.
  if (date.getFullYear() !== year || date.getMonth() !== (month as number) - 1 || date.getDate() !== day) return undefined;
  return date.getTime();
}

/**
 * Turns the texts of one row into field values as the form would have stored them, looking names
 * up in the database (cached for the whole import). One instance serves one import call.
 */
export class CellReader {
  private readonly names = new Map<string, Map<string, string[]>>();
  private readonly categories = new Map<string, string>();

  constructor(
    private readonly db: AnyDb,
    private readonly language: Language,
  ) {}

  private failure(key: ImportTextKey, column: ImportColumn, value: string): CellResult {
    return { error: importText(key, this.language, { label: column.label[this.language], value }) };
  }

  /**
   * The ids of rows of `table` whose `column` equals each name (several when the name is not
   * unique), among the rows whose `within` columns hold their values; each name fetched once.
   */
  private async idsByName(table: string, column: string, wanted: string[], within: [string, string | number][] = []): Promise<Map<string, string[]>> {
    const key = `${table}.${column}.${within.map((pair) => pair.join('=')).join('&')}`;
    let known = this.names.get(key);
    if (!known) this.names.set(key, (known = new Map()));
    const missing = [...new Set(wanted)].filter((name) => !known.has(name));
    if (missing.length > 0) {
      let query = this.db.selectFrom(table).select(['id', column]).where(column, 'in', missing);
      for (const [name, value] of within) query = query.where(name, '=', value);
      const rows = await query.execute();
      for (const name of missing) known.set(name, []);
      for (const row of rows) known.get(String(row[column]))?.push(String(row.id));
    }
    return known;
  }

  /** The items of the dictionary category with this enCode, by name. */
  private async dictionaryIds(enCode: string, wanted: string[]): Promise<Map<string, string[]>> {
    let category = this.categories.get(enCode);
    if (category === undefined) {
      const row = await this.db.selectFrom('base_dictionary_type').select('id').where('enCode', '=', enCode).executeTakeFirst();
      this.categories.set(enCode, (category = String(row?.id ?? '')));
    }
    // the items a dictionary select offers: the category's enabled ones
    return this.idsByName('base_dictionary_data', 'fullName', wanted, [
      ['dictionaryTypeId', category],
      ['enabledMark', 1],
    ]);
  }

  /** The id of each name, or the first name that is missing or not unique. */
  private async resolve(column: ImportColumn, names: string[]): Promise<CellResult> {
    const known =
      column.kind === 'dictionary'
        ? await this.dictionaryIds(column.dictionary ?? '', names)
        : await this.idsByName(column.reference?.table ?? '', column.reference?.column ?? 'fullName', names);
    const ids: string[] = [];
    for (const name of names) {
      const found = known.get(name) ?? [];
      if (found.length === 0) return this.failure('notFound', column, name);
      if (found.length > 1) return this.failure('ambiguous', column, name);
      ids.push(found[0] as string);
    }
    return { value: ids.join(',') };
  }

  /** One cell's text as the field's value; empty text is no value (the schema's default stands). */
  async read(column: ImportColumn, text: string): Promise<CellResult | undefined> {
    if (text === '') return undefined;
    switch (column.kind) {
      case 'text':
        return { value: text };
      case 'integer':
      case 'number': {
        const plain = text.replace(/,/g, '');
        return /^[-+]?\d+(\.\d+)?$/.test(plain) ? { value: Number(plain) } : this.failure('notNumber', column, text);
      }
      case 'date': {
        const day = parseDay(text);
        return day === undefined ? this.failure('notDate', column, text) : { value: day };
      }
      case 'switch': {
        const key = labelKey(text);
        if (key === '1' || LANGUAGES.some((language) => labelKey(serverMessages.stateEnabled[language]) === key)) return { value: 1 };
        if (key === '0' || LANGUAGES.some((language) => labelKey(serverMessages.stateDisabled[language]) === key)) return { value: 0 };
        return this.failure('notFound', column, text);
      }
      case 'options': {
        const key = labelKey(text);
        const entry = Object.entries(column.options ?? {}).find(
          ([value, labels]) => value === text || Object.values(labels).some((label) => labelKey(label) === key),
        );
        if (!entry) return this.failure('notFound', column, text);
        return { value: column.numeric ? Number(entry[0]) : entry[0] };
      }
      case 'dictionary':
        return this.resolve(column, [text]);
      case 'reference':
        return this.resolve(column, column.reference?.multiple ? namesIn(text) : [text]);
    }
  }
}
