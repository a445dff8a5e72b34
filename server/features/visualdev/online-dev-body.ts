import { Ajv, type ValidateFunction } from 'ajv';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import { textIn } from '../../../common/form-runtime/form-item.ts';
import { checkItemValue } from '../../../common/form-runtime/validation/index.ts';
import { SERVER_FILLED_WIDGETS } from '../../../common/form-runtime/model-form-items.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import { valueItems } from '../../crud/form-rules.ts';
import type { Language } from '../../core/i18n/messages.ts';
import { AppError } from '../../core/http/app-error.ts';
import { forbiddenTextPath } from '../../core/http/input-guards.ts';
import { columnLabelsOf, validationMessage } from '../../core/http/validation-message.ts';
import { toModelNames, type Renamed } from './online-dev-names.ts';

/**
 * The form a runtime create or update sends (contract §7.4: `{ data: "<JSON string of the form
 * model>" }`) as the body the generic create and update take, judged as a generic entity's body
 * is judged by its route before the operation runs: forbidden text refused, the definition's
 * body schema with the schema's own words (server/core/http/validation-message.ts, a failing
 * sub-table cell named by its table, row and column), then the form's own rules (required and
 * regList, for fields and sub-table cells alike, as the dialog checks them). Values the server
 * fills or recomputes are left to the generic operations' form rules, whatever was sent.
 */

// The options the server gives Fastify's own validator (server/app.ts), so the form is judged as a POST body is.
const ajv = new Ajv({ coerceTypes: true, useDefaults: true, removeAdditional: false, allErrors: false, strict: false });
const validators = new WeakMap<EntityDefinition, ValidateFunction>();

function validatorOf(definition: EntityDefinition): ValidateFunction {
  let validate = validators.get(definition);
  if (!validate) validators.set(definition, (validate = ajv.compile(definition.bodySchema)));
  return validate;
}

type Schema = { type?: unknown; items?: Schema; properties?: Record<string, Schema> };

/**
 * Only what the schema declares: the JNPF client sends its whole form model (the record's id, a
 * related form's shown attributes, a sub-table row's id), which the server ignores as JNPF's does.
 */
function declaredOnly(value: Record<string, unknown>, schema: Schema): Record<string, unknown> {
  const properties = schema.properties ?? {};
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const property = properties[key];
    if (!property) continue;
    const rows = property.items?.properties ? property.items : undefined;
    kept[key] =
      rows && Array.isArray(item)
        ? item.map((row: unknown) => (row && typeof row === 'object' && !Array.isArray(row) ? declaredOnly(row as Record<string, unknown>, rows) : row))
        : item;
  }
  return kept;
}

const SERVER_FILLED = new Set(SERVER_FILLED_WIDGETS);

/** `{label}：{message}` (en `{label}: {message}`) unless the message names the label already. */
const prefixed = (label: string, message: string, language: Language): string =>
  !label || message.includes(label) ? message : language === 'en' ? `${label}: ${message}` : `${label}：${message}`;

const ROW_WORDS: Record<Language, (row: number, message: string) => string> = {
  zh: (row, message) => `第${row}行 ${message}`,
  'zh-TW': (row, message) => `第${row}行 ${message}`,
  en: (row, message) => `row ${row}, ${message}`,
};

/** A field's own rules (required, regList) and, for a sub-table, every cell's: the first failure's message. */
function formRuleFailure(items: readonly FormItem[], body: Record<string, unknown>, language: Language): string | undefined {
  for (const item of valueItems(items)) {
    if (!item.field || SERVER_FILLED.has(item.key) || item.noShow) continue;
    const value = body[item.field];
    if (item.key === 'table') {
      const label = textIn(item.label, language);
      if (item.required && (!Array.isArray(value) || value.length === 0)) return checkItemValue(item, [], language);
      const columns = valueItems(item.children ?? []).filter((column) => column.field && !SERVER_FILLED.has(column.key) && !column.noShow);
      const rows = Array.isArray(value) ? value : [];
      for (const [index, row] of rows.entries()) {
        const cells = row && typeof row === 'object' ? (row as Record<string, unknown>) : {};
        for (const column of columns) {
          const failure = checkItemValue(column, cells[column.field as string], language);
          if (!failure) continue;
          const cell = prefixed(textIn(column.label, language), failure, language);
          return prefixed(label, ROW_WORDS[language](index + 1, cell), language);
        }
      }
      continue;
    }
    const failure = checkItemValue(item, value, language);
    if (failure) return failure.includes(textIn(item.label, language)) ? failure : prefixed(textIn(item.label, language), failure, language);
  }
  return undefined;
}

/** The `data` text of a runtime body as the form it holds; refuses anything else as the bad request it is. */
function formOf(data: unknown): Record<string, unknown> {
  if (typeof data !== 'string') throw new AppError('badRequestField', { params: { field: 'data' } });
  let form: unknown;
  try {
    form = JSON.parse(data) as unknown;
  } catch {
    throw new AppError('badRequestField', { params: { field: 'data' } });
  }
  if (!form || typeof form !== 'object' || Array.isArray(form)) throw new AppError('badRequestField', { params: { field: 'data' } });
  return form as Record<string, unknown>;
}

/** A number past what a double holds exactly (or JSON's 1e309) never reaches the database. */
function unsafeNumberPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value)) ? undefined : path || 'data';
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = unsafeNumberPath(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

/** The form sent by a runtime create or update (under the design's names), checked, as the body the generic operations take. */
export function formBody(definition: EntityDefinition, sent: { data?: unknown }, renamed: Renamed): Record<string, unknown> {
  const form = toModelNames(renamed, formOf(sent.data));
  const forbidden = forbiddenTextPath(form);
  if (forbidden !== undefined)
    throw forbidden ? new AppError('badCharactersField', { params: { field: forbidden.slice(0, 64) } }) : new AppError('badCharacters');
  const body = declaredOnly(form, definition.bodySchema as Schema);
  const unsafe = unsafeNumberPath(body);
  if (unsafe) throw new AppError('badRequestField', { params: { field: unsafe } });
  const validate = validatorOf(definition);
  if (!validate(body)) {
    const labels = { ...definition.labels, ...columnLabelsOf(definition.formItems) };
    throw new AppError('badRequest', {
      texts: allLanguages((language) => validationMessage(validate.errors?.[0], language, definition.messages, body, labels)),
    });
  }
  if (formRuleFailure(definition.formItems, body, 'zh') !== undefined) {
    throw new AppError('badRequest', { texts: allLanguages((language) => formRuleFailure(definition.formItems, body, language) ?? '') });
  }
  return body;
}

/** The same message in every language, for an AppError's `texts` (the envelope picks the caller's). */
function allLanguages(text: (language: Language) => string): Record<Language, string> {
  return { zh: text('zh'), 'zh-TW': text('zh-TW'), en: text('en') };
}
