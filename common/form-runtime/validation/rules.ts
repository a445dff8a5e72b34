import type { Texts } from '../../entity-model.ts';
import { textIn, type FormItem, type RegRule } from '../form-item.ts';
import { PATTERN_RULES } from './pattern-rules.ts';
import { GENERIC_TEXTS } from './generic-texts.ts';

type Language = keyof Texts;

/** Spec §5 (sub-table cells): empty text, null and an empty list count as no value; 0 and false are values. */
export const isEmptyValue = (value: unknown): boolean => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A regList pattern as a RegExp: JNPF writes `/source/flags` (the flags kept), a catalogue or a
 * schema a bare source. A pattern that does not compile is no rule (undefined), never an exception:
 * a form designed elsewhere must not break the page or the request that checks it.
 */
export function parseRegPattern(pattern: string): RegExp | undefined {
  const literal = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
  try {
    return literal ? new RegExp(literal[1] as string, literal[2]) : new RegExp(pattern);
  } catch {
    return undefined;
  }
}

/** The texts a value is matched as: a list's items each, anything else as itself. */
const textsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item) => item !== undefined && item !== null && typeof item !== 'object').map(String);

/**
 * The message of the first rule the value fails, in the given language, or undefined when it
 * passes them all. Rules check only a value that is there (spec §5): an empty one passes, whether
 * or not it is required. A rule names a catalogue entry (`rule`) or carries its own pattern; its
 * `message` (one text or all three) replaces the catalogue's, and a pattern with neither reads as
 * a translated "the format is invalid". Unknown names and patterns that do not compile are skipped.
 */
export function firstRuleFailure(value: unknown, rules: RegRule[] | undefined, language: Language): string | undefined {
  if (!rules || isEmptyValue(value)) return undefined;
  const texts = textsOf(value);
  for (const rule of rules) {
    const entry = rule.rule ? PATTERN_RULES[rule.rule] : undefined;
    const source = entry?.pattern ?? rule.pattern;
    const regex = source === undefined ? undefined : parseRegPattern(source);
    if (!regex) continue;
    // A global or sticky flag would make test() remember where it stopped: start afresh for every text.
    const fails = texts.some((text) => {
      regex.lastIndex = 0;
      return !regex.test(text);
    });
    if (fails) return (rule.message !== undefined ? textIn(rule.message, language) : undefined) || entry?.messages[language] || GENERIC_TEXTS.format[language];
  }
  return undefined;
}

/** Spec §5: a required value that is missing "cannot be empty", named by the field's label. */
export function requiredMessage(label: string, language: Language): string {
  const name = label.trim();
  if (!name) return GENERIC_TEXTS.required[language];
  return language === 'en' ? `${name} cannot be empty` : language === 'zh-TW' ? `${name}不能為空` : `${name}不能为空`;
}

/** A form item's value checked as a sub-table cell is (spec §5): required first, then its regList. */
export function checkItemValue(item: FormItem, value: unknown, language: Language): string | undefined {
  if (item.required && isEmptyValue(value)) return requiredMessage(textIn(item.label, language), language);
  return firstRuleFailure(value, item.regList, language);
}
