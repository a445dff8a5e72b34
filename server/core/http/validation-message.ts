import { translate } from '../i18n/language.ts';
import type { Language } from '../i18n/messages.ts';
import type { Texts } from '../../../common/entity-model.ts';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import { localizedRuleMessage, PATTERN_RULES, requiredMessage } from '../../../common/form-runtime/validation/index.ts';

/** The part of an ajv error this needs (Fastify's and ajv's own errors both fit). */
export interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}

/** field → JSON Schema keyword → the schema's own words (x-portside messages, with the §5 rules' filled in by the generator) */
export type FieldMessages = Record<string, Record<string, Texts>>;

/** field → its label, as the form shows it; a sub-table's column under `table.column` (columnLabelsOf) */
export type FieldLabels = Record<string, Texts>;

const allLanguages = (text: string): Texts => ({ zh: text, 'zh-TW': text, en: text });

/**
 * The labels of every sub-table's columns (FormItem `table`, its columns as children), keyed
 * `table.column` (feeLines.feeName → 费用名称), to go beside the fields' own labels so that a
 * failing cell is named as the form names it.
 */
export function columnLabelsOf(items: readonly FormItem[]): FieldLabels {
  const labels: FieldLabels = {};
  const walk = (list: readonly FormItem[]) => {
    for (const item of list) {
      if (item.key === 'table' && item.field) {
        for (const column of item.children ?? [])
          if (column.field && column.label !== undefined)
            labels[`${item.field}.${column.field}`] = typeof column.label === 'string' ? allLanguages(column.label) : column.label;
      } else if (item.children) walk(item.children);
    }
  };
  walk(items);
  return labels;
}

/** `{label}：{message}`, or `{label}: {message}` in en. */
const prefixed = (label: string, message: string, language: Language): string => (language === 'en' ? `${label}: ${message}` : `${label}：${message}`);

/** A row of a sub-table as the message names it (rows count from 1, as the table's serial numbers do). */
const ROW_WORDS: Record<Language, (row: number, message: string) => string> = {
  zh: (row, message) => `第${row}行 ${message}`,
  'zh-TW': (row, message) => `第${row}行 ${message}`,
  en: (row, message) => `row ${row}, ${message}`,
};

/**
 * Whether the message names the field already, so a `{label}：` prefix would say it twice. The
 * schema's own words do when they hold the label (账户最多为50个字符！, 请输入选择流水日期格式, Enter
 * the account); a §5 rule's message and a translated keyword text are generic (请正确输入您的手机号
 * holds 手机 but reads as the rule, not the field), so they do only when they begin with it
 * (名称不能含有特殊符号 for a field labelled 名称).
 */
function namesField(message: string, label: string, generic: boolean): boolean {
  const [text, name] = [message.toLowerCase(), label.toLowerCase()];
  return generic ? text.replace(/^the /, '').startsWith(name) : text.includes(name);
}

/**
 * A failure inside a sub-table's row (`/feeLines/0/feeName`, or `/feeLines/0` missing `feeName`):
 * the table's label, the row, then the cell as a field is named (费用明细：第1行 费用名称不能为空,
 * Fee lines: row 1, Fee cannot be empty). Undefined when the path is not in a row of a labelled
 * sub-table (a list of plain values such as roleIds.0 is named by its field, as before). A column
 * without a label reads as the generic words, never as its programmatic name.
 */
function rowCellMessage(
  issue: ValidationIssue,
  language: Language,
  messages: FieldMessages | undefined,
  body: unknown,
  labels: FieldLabels,
): string | undefined {
  const missing = issue.keyword === 'required' ? String(issue.params?.missingProperty ?? '') : '';
  const path = [
    ...String(issue.instancePath ?? '')
      .split('/')
      .filter(Boolean),
    ...(missing ? [missing] : []),
  ];
  const [table, row, column] = path;
  if (table === undefined || row === undefined || !/^[0-9]+$/.test(row)) return undefined;
  const tableLabel = labels[table]?.[language];
  if (!tableLabel || !Object.keys(labels).some((key) => key.startsWith(`${table}.`))) return undefined;
  const keyword = issue.keyword === 'minLength' && issue.params?.limit === 1 ? 'required' : (issue.keyword ?? '');
  let cell: string;
  if (column === undefined) {
    // the row itself is wrong (not an object, a property no column has)
    cell = localizedRuleMessage(issue, language);
  } else {
    const columnLabel = labels[`${table}.${column}`]?.[language] ?? '';
    const rows = body && typeof body === 'object' ? (body as Record<string, unknown>)[table] : undefined;
    const value = Array.isArray(rows) ? (rows[Number(row)] as Record<string, unknown> | undefined)?.[column] : undefined;
    const specific = messages?.[`${table}.${column}`]?.[keyword]?.[language]?.replace(
      '{value}',
      typeof value === 'string' || typeof value === 'number' ? String(value) : '',
    );
    if (keyword === 'required') cell = specific ?? requiredMessage(columnLabel, language);
    else {
      const message = specific ?? localizedRuleMessage(issue, language);
      const generic = specific === undefined || Object.values(PATTERN_RULES).some((rule) => rule.messages[language] === specific);
      cell = !columnLabel || namesField(message, columnLabel, generic) ? message : prefixed(columnLabel, message, language);
    }
  }
  return prefixed(tableLabel, ROW_WORDS[language](Number(row) + 1, cell), language);
}

/**
 * The message for the first validation failure, naming the field by its label in the caller's
 * language. Pure, so the server, a record import and the offline demo engine (mocks/engine) answer
 * alike, and in the same words the browser's form shows (src/crud/schema-to-form.ts).
 *
 * What the rule says: the schema's own words for that field and keyword ({value} replaced by what
 * was sent; the generator puts a §5 rule's message there, e.g. 请正确输入您的手机号), otherwise the
 * translated text of the keyword (common/form-runtime/validation: ajv-i18n, never a regex or ajv's English).
 *
 * How the field is named: `{label}：{message}` in zh and zh-TW, `{label}: {message}` in en
 * (手机：请正确输入您的手机号, 流水起始：只能输入数字). No prefix where it would say the field twice:
 * - a required failure (an empty required text, minLength 1, counts as one) says the schema's own
 *   required words as they are (请输入账户), or else "{label}不能为空" (spec §5's 'cannot be empty');
 * - a message that names the field already stands alone (namesField: 账户最多为50个字符！,
 *   流水起始不能为0, 请输入选择流水日期格式).
 *
 * A failure in a sub-table's row names the table, the row and the column (rowCellMessage).
 *
 * A field without a label (a hand-written route's body that declares none) keeps the generic
 * 请求参数不正确：{field} unless the route gave its own words: only API callers meet those, since no
 * screen sends such a body; every schema entity's route passes its labels.
 */
export function validationMessage(
  issue: ValidationIssue | undefined,
  language: Language,
  messages: FieldMessages | undefined,
  body: unknown,
  labels?: FieldLabels,
): string {
  const inRow = issue && labels ? rowCellMessage(issue, language, messages, body, labels) : undefined;
  if (inRow !== undefined) return inRow;
  const missing = issue?.keyword === 'required' ? String(issue.params?.missingProperty ?? '') : '';
  // A property missing inside a nested object (a sub-table's row) is named below its path (feeLines.0.feeName).
  const path = String(issue?.instancePath || '').replace(/^\//, '');
  const field = (missing ? (path ? `${path}/${missing}` : missing) : path || String(issue?.params?.additionalProperty || '')).replace(/\//g, '.');
  // An empty required string fails minLength 1: the spec words that as the required message.
  const keyword = issue?.keyword === 'minLength' && issue.params?.limit === 1 ? 'required' : (issue?.keyword ?? '');
  const value = field && body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  // An item's rule (attachments.0.fileId) is worded by its field's messages.
  const own = messages?.[field] ?? messages?.[field.split('.')[0] ?? ''];
  const specific = own?.[keyword]?.[language]?.replace('{value}', typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  // An item of a list field (roleIds.0) is named by its field.
  const label = labels?.[field.split('.')[0] ?? '']?.[language];
  if (!label) return specific ?? (field ? translate('badRequestField', language, { field }) : translate('badRequest', language));
  if (keyword === 'required') return specific ?? requiredMessage(label, language);
  const message = specific ?? localizedRuleMessage(issue ?? {}, language);
  const generic = specific === undefined || Object.values(PATTERN_RULES).some((rule) => rule.messages[language] === specific);
  if (namesField(message, label, generic)) return message;
  return prefixed(label, message, language);
}
