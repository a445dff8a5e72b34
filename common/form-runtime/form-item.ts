import type { Texts } from '../entity-model.ts';

/**
 * One item of a form as the runtime renders it: a JNPF formData field (contract §7.2, one
 * `__config__.jnpfKey` per field) or a schema entity's field, converted to the same shape, so both
 * are drawn by the same widgets (src/form-runtime) and checked by the same rules on both halves.
 *
 * `key` names the widget (a jnpfKey: comInput, numInput, date, select, table, card, …); `field` is
 * the value's name in the record (`__vModel__`), absent for items that hold no value (divider,
 * alert, layout containers). Everything the widget reads from its configuration sits in `props`,
 * with JNPF's own names (min, max, precision, format, options, expression …).
 */
export interface FormItem {
  key: string;
  field?: string;
  /** the label in the user's language, or all three */
  label?: string | Texts;
  tipLabel?: string | Texts;
  required?: boolean;
  /** pattern rules: a catalogue rule by name or a JNPF `/regex/`, with an optional custom message */
  regList?: RegRule[];
  /** 24-column grid span (default 24) */
  span?: number;
  noShow?: boolean;
  /** JNPF's `visibility`: the item shows on the web only when the list holds 'pc' (absent: shown) */
  visibility?: string[];
  defaultValue?: unknown;
  props: Record<string, unknown>;
  /** layout containers' items (card, row, tab → tabItem, collapse → collapseItem, tableGrid → rows → cells), and a sub-table's columns */
  children?: FormItem[];
}

/** The §5 pattern rules by name (common/form-runtime/validation/pattern-rules.ts holds them). */
export type PatternRuleName =
  'mobile' | 'password' | 'idCard' | 'email' | 'plate' | 'chinese' | 'code' | 'account' | 'name' | 'digits' | 'halfHour' | 'positiveInteger' | 'fieldName';

/**
 * A pattern rule of a field: `rule` names a catalogue entry, `pattern` is a JNPF regList pattern
 * (`/^.{1,50}$/` with optional flags, or a bare source). `message` replaces the default text.
 */
export interface RegRule {
  rule?: PatternRuleName;
  pattern?: string;
  message?: string | Texts;
}

/** The web shows an item unless it is marked noShow or its visibility list lacks 'pc' (spec §2, §5). */
export const isShownOnWeb = (item: Pick<FormItem, 'noShow' | 'visibility'>): boolean =>
  !item.noShow && (item.visibility === undefined || item.visibility.includes('pc'));

/** A label in the given language. */
export const textIn = (text: string | Texts | undefined, language: keyof Texts): string =>
  text === undefined ? '' : typeof text === 'string' ? text : text[language];
