import { isShownOnWeb, type FormItem } from '../../../common/form-runtime/form-item.ts';
import { formWidget } from '../widget-registry.ts';
import type { Language } from '../widget-contract.ts';
import { checkOnSubmit } from './table-check.ts';
import { currentDefaultOf, type CurrentValues } from './current-defaults.ts';

/**
 * Whether the web shows an item: not noShow, visibility holds 'pc' (spec §2, §5), and its field, if
 * any, among the granted form fields of the page (spec §5: a form field is hidden if its code is
 * absent from the page's form operate list). No set means everything is granted.
 */
export function isItemShown(item: FormItem, grantedFields: ReadonlySet<string> | undefined): boolean {
  return isShownOnWeb(item) && (grantedFields === undefined || item.field === undefined || grantedFields.has(item.field));
}

/**
 * An item that keeps a value in the record: it names a field and its widget holds a value. A
 * widget's `children` (a sub-table's columns) are its own business, so the walk below stops there;
 * containers and their panes, rows and cells are walked through.
 */
export function holdsValue(item: FormItem): boolean {
  return item.field !== undefined && formWidget(item.key)?.holdsValue === true;
}

/** Every value item of a tree, in order; with `shownOnly`, only those shown (hidden containers hide their children). */
export function valueItemsOf(items: readonly FormItem[], grantedFields?: ReadonlySet<string>, shownOnly = false): FormItem[] {
  const found: FormItem[] = [];
  const walk = (list: readonly FormItem[]) => {
    for (const item of list) {
      if (shownOnly && !isItemShown(item, grantedFields)) continue;
      if (formWidget(item.key)) {
        if (holdsValue(item)) found.push(item);
      } else if (item.children) walk(item.children);
    }
  };
  walk(items);
  return found;
}

/**
 * A new record's values: each value item's current user or moment when it defaults to them
 * (`defaultCurrent`, given `current`), else its defaultValue, else its widget's empty value, else null.
 */
export function initialValues(items: readonly FormItem[], current?: CurrentValues): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const item of valueItemsOf(items)) {
    const field = item.field as string;
    const now = current ? currentDefaultOf(item, current) : undefined;
    record[field] = now !== undefined ? now : item.defaultValue !== undefined ? item.defaultValue : (formWidget(item.key)?.emptyValue ?? null);
  }
  return record;
}

/** The outcome of validating a form: the first failing message of each field that fails. */
export interface ValidationResult {
  valid: boolean;
  errors: Record<string, string>;
}

/**
 * Checks every shown value item of the record with the shared rules (common/form-runtime/validation),
 * a sub-table's every cell too (its message names the first failing cell's row). Hidden fields
 * cannot be corrected, so they are not checked.
 */
export function validateRecord(
  items: readonly FormItem[],
  record: Readonly<Record<string, unknown>>,
  language: Language,
  grantedFields?: ReadonlySet<string>,
): ValidationResult {
  const errors: Record<string, string> = {};
  for (const item of valueItemsOf(items, grantedFields, true)) {
    const field = item.field as string;
    const message = checkOnSubmit(item, record[field], language);
    if (message !== undefined && !(field in errors)) errors[field] = message;
  }
  return { valid: Object.keys(errors).length === 0, errors };
}
