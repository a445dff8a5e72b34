import { designToModel } from '../../../common/online-forms/design-to-model.ts';
import { DesignRefusal } from '../../../common/online-forms/design-refusal.ts';
import { onlineDesignOf } from '../../../common/online-forms/online-design.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { designPageTexts, fill } from './design-messages.ts';

/**
 * The checks of a design's JSON text as the design dialog edits it (contract §7.1: formData,
 * columnData and appColumnData are JSON strings). Every one must parse as an object (or be left
 * empty: a form-only design has no list); the form design is also converted by the converter the
 * release uses (common/online-forms/design-to-model.ts), so a designer sees a refusal or an
 * unsupported widget while typing rather than when releasing. A draft is saved whatever the
 * conversion says (it is a draft): only text that is no JSON object is refused.
 */

/** Which design a field holds: the form (formData) or a list (columnData, appColumnData). */
export type DesignJsonKind = 'form' | 'list';

/** The record's fields edited as JSON text, and which design each holds. */
export const DESIGN_JSON_FIELDS: Readonly<Record<string, DesignJsonKind>> = { formData: 'form', columnData: 'list', appColumnData: 'list' };

export type DesignJsonCheck =
  | { status: 'empty' }
  /** not JSON, or JSON that is no object: the dialog refuses to save it */
  | { status: 'invalid'; message: string }
  /** JSON the release would refuse (the converter's words): saved as a draft all the same */
  | { status: 'warning'; message: string }
  | { status: 'ok'; message?: string };

type Parsed = { ok: true; value: unknown } | { ok: false; line?: number; column?: number };

/** Line and column (from 1) of a character offset in the text. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * The text parsed, or where it fails. Only the offset is taken from the engine's error (V8 and
 * SpiderMonkey say "position N" or "line L column C"); its English words never reach the user.
 */
export function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const said = error instanceof Error ? error.message : '';
    const at = /line (\d+) column (\d+)/.exec(said);
    if (at) return { ok: false, line: Number(at[1]), column: Number(at[2]) };
    const position = /position (\d+)/.exec(said);
    return position ? { ok: false, ...lineAndColumn(text, Number(position[1])) } : { ok: false };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** What the dialog says of the text when it is no JSON object; undefined when it is one (or empty). */
export function jsonProblem(text: string, language: Language): string | undefined {
  if (text.trim() === '') return undefined;
  const texts = designPageTexts(language);
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed.line ? fill(texts.invalidJsonAt, { line: parsed.line, column: parsed.column ?? 1 }) : texts.invalidJson;
  return isObject(parsed.value) ? undefined : texts.notObject;
}

/** What the converter makes of the form design, with the rest of the record (tables, code) as the release reads it. */
function formCheck(record: Record<string, unknown>, formData: string, language: Language): DesignJsonCheck {
  const texts = designPageTexts(language);
  try {
    const converted = designToModel(onlineDesignOf({ ...record, formData }));
    if (converted.unsupported.length > 0) return { status: 'warning', message: fill(texts.unsupportedKeys, { keys: converted.unsupported.join(', ') }) };
    // the record's id is the model's first field, not one the designer placed
    return { status: 'ok', message: fill(texts.designOk, { count: converted.model.fields.length - 1 }) };
  } catch (error) {
    // The converter's refusal has its words in every language; anything else it trips on is said plainly.
    if (error instanceof DesignRefusal) return { status: 'warning', message: error.texts[language] };
    return { status: 'warning', message: texts.notConvertible };
  }
}

/** The check of one field's text; `record` is the rest of the design (tables, enCode, id) the form conversion reads. */
export function checkDesignJson(kind: DesignJsonKind, text: string, record: Record<string, unknown>, language: Language): DesignJsonCheck {
  if (text.trim() === '') return { status: 'empty' };
  const problem = jsonProblem(text, language);
  if (problem) return { status: 'invalid', message: problem };
  return kind === 'form' ? formCheck(record, text, language) : { status: 'ok' };
}

/** The text laid out with two-space indents, or undefined when it is no JSON. */
export function formatJson(text: string): string | undefined {
  const parsed = parseJson(text);
  return parsed.ok ? JSON.stringify(parsed.value, null, 2) : undefined;
}
