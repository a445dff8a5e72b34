import { SERVER_FILLED_WIDGETS } from '../form-runtime/model-form-items.ts';

/**
 * The jnpfKey vocabulary a design may use (contract §7.2), as the converter reads it. Designs come
 * in two vocabularies: the 3.4.7 names the form runtime draws (comInput, numInput, date …) and the
 * names JNPF 3.5 and later write for the same widgets (input, inputNumber, datePicker …, seen in
 * the fixture corpus). Every key is first brought to its 3.4.7 name (`runtimeKeyOfDesign`).
 */

/** 3.5+ names (and the legacy amount input) → the 3.4.7 jnpfKey of the same widget. */
export const KEY_ALIASES: Readonly<Record<string, string>> = {
  input: 'comInput',
  inputNumber: 'numInput',
  datePicker: 'date',
  timePicker: 'time',
  uploadFile: 'uploadFz',
  areaSelect: 'address',
  organizeSelect: 'comSelect',
  text: 'JNPFText',
  // the 3.x amount input: a number with the capital amount beside it
  JNPFAmount: 'numInput',
};

/** The design's key as the runtime names it. */
export const runtimeKeyOfDesign = (key: string): string => KEY_ALIASES[key] ?? key;

/**
 * Layout containers: no value of their own, their children are the form's items. The runtime
 * draws all but the 3.5+ steps, whose children are flattened into the form.
 */
export const CONTAINER_KEYS: ReadonlySet<string> = new Set(['row', 'card', 'tab', 'collapse', 'tableGrid']);
/** A container's panes, rows and cells; JNPF 3.4 writes them without a jnpfKey, implied by the parent. */
export const PANE_OF: Readonly<Record<string, string>> = { tab: 'tabItem', collapse: 'collapseItem', tableGrid: 'tableGridTr', tableGridTr: 'tableGridTd' };
export const PANE_KEYS: ReadonlySet<string> = new Set(Object.values(PANE_OF));
/** Pure layout the runtime has no container for: its children join the form where it stood. */
export const FLATTENED_LAYOUT_KEYS: ReadonlySet<string> = new Set(['steps', 'stepItem']);

/** Display widgets the runtime draws: they show something and hold no value (contract §7.2 noVModelList). */
export const DISPLAY_KEYS: ReadonlySet<string> = new Set(['JNPFText', 'link', 'alert', 'divider', 'groupTitle', 'button', 'barcode', 'qrcode']);

/**
 * Widgets that show another field's data and store nothing unless `isStorage` is 2 (contract §7.2:
 * 1 display only, 2 displayed and saved).
 */
export const STORED_ON_REQUEST_KEYS: ReadonlySet<string> = new Set(['calculate', 'popupAttr', 'relationFormAttr']);

/**
 * Every value widget the form runtime draws (src/form-runtime/register-form-runtime.ts and the
 * features' widgets: pickers, interface pickers, uploads, the related-form picker of issue 14).
 * A value field whose key is not here is kept as a text field and reported as unsupported.
 */
export const RUNTIME_VALUE_KEYS: ReadonlySet<string> = new Set([
  // basic
  'comInput',
  'textarea',
  'PsdInput',
  'numInput',
  'numberRange',
  'switch',
  'slider',
  'rate',
  'colorPicker',
  'editor',
  // options
  'radio',
  'checkbox',
  'select',
  'treeSelect',
  'cascader',
  'address',
  // dates
  'date',
  'dateRange',
  'time',
  'timeRange',
  // pickers (src/features/pickers, interface-pickers, online-dev)
  'userSelect',
  'depSelect',
  'posSelect',
  'roleSelect',
  'groupSelect',
  'comSelect',
  'popupSelect',
  'popupTableSelect',
  'autoComplete',
  'relationForm',
  ...STORED_ON_REQUEST_KEYS,
  // files (src/features/uploads)
  'uploadFz',
  'uploadImg',
  // the sub-table, and what the server fills (calculate is above)
  'table',
  ...SERVER_FILLED_WIDGETS,
]);

/** What the runtime does with one item of a design. */
export type KeyRole = 'container' | 'pane' | 'flattened' | 'display' | 'value' | 'unsupported';

/**
 * The role of a design item: its key (already brought to the runtime's name), whether it names a
 * value (`__vModel__`) and its `isStorage`. A value widget without `__vModel__` holds nothing (a
 * half-configured field); an unknown key is unsupported whether or not it holds a value.
 */
/** `isStorage` where a design keeps it: contract §7.2 lists it under `__config__`; some designers write it beside the props. */
export const isStorageOf = (field: { isStorage?: unknown; __config__?: Record<string, unknown> }): unknown => field.__config__?.isStorage ?? field.isStorage;

export function roleOf(key: string, hasVModel: boolean, isStorage: unknown): KeyRole {
  if (CONTAINER_KEYS.has(key)) return 'container';
  if (PANE_KEYS.has(key)) return 'pane';
  if (FLATTENED_LAYOUT_KEYS.has(key)) return 'flattened';
  if (DISPLAY_KEYS.has(key)) return 'display';
  if (STORED_ON_REQUEST_KEYS.has(key)) return Number(isStorage) === 2 && hasVModel ? 'value' : 'display';
  if (RUNTIME_VALUE_KEYS.has(key)) return hasVModel ? 'value' : 'display';
  return 'unsupported';
}

/** Keys whose value the server fills or recomputes on save: never required of the body. */
export const isServerFilled = (key: string): boolean => SERVER_FILLED_WIDGETS.includes(key);
