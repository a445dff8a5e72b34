import type { ComponentType } from 'react';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import type { Texts } from '../../common/entity-model.ts';

export type Language = keyof Texts;

/** The spec's size options (§9: default select size small). */
export type FormSize = 'default' | 'medium' | 'small' | 'mini';

/**
 * What every widget gets, editable or read-only. Deliberately smaller than rjsf's WidgetProps so
 * a sub-table cell (500 rows × 20 columns) renders one without rjsf's machinery; the rjsf adapter
 * (rjsf-adapter.tsx) maps rjsf's props onto these for the entity dialogs.
 */
export interface WidgetProps {
  item: FormItem;
  /** the field's id in the page (label htmlFor, tests) */
  id: string;
  value: unknown;
  /** absent in the read-only rendering */
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  disabled?: boolean;
  size: FormSize;
  language: Language;
  /** the validation message shown under the field, if any */
  error?: string;
  /** the whole record (a barcode or calculated field reads other fields; a sub-table row gets its row) */
  formData?: Record<string, unknown>;
  /**
   * The record as it stands now, read when needed (a picker reads its parameters' form fields when
   * it opens) without re-rendering on every change as `formData` does. In a sub-table: the row.
   */
  readRecord?: () => Record<string, unknown>;
  /**
   * Sets other fields of the same record (the form, or the sub-table row) in one change: a picker
   * filling target fields from the chosen record (spec §2 "Select popup filling form fields").
   */
  onFill?: (values: Record<string, unknown>) => void;
}

/** The read-only rendering (detail view, print, a disabled cell): value and configuration only. */
export interface ViewProps {
  item: FormItem;
  value: unknown;
  size: FormSize;
  language: Language;
  formData?: Record<string, unknown>;
}

/**
 * A widget: its editable and read-only renderings, registered under a jnpfKey. `holdsValue` is
 * false for display-only items (divider, alert, text, button, link, barcode …), which have no
 * `__vModel__`. `container` widgets lay out `item.children` (the renderer passes them in).
 */
export interface WidgetDefinition {
  key: string;
  Edit: ComponentType<WidgetProps>;
  View: ComponentType<ViewProps>;
  holdsValue: boolean;
  /** the value a new record starts with when the item sets no defaultValue */
  emptyValue?: unknown;
  /** a few configurations the widget gallery shows (src/form-runtime/gallery) */
  examples?: FormItem[];
}

/** Layout containers render their children through the renderer they are handed. */
export interface ContainerProps {
  item: FormItem;
  size: FormSize;
  language: Language;
  readOnly: boolean;
  renderItem: (child: FormItem) => React.ReactNode;
}

export interface ContainerDefinition {
  key: string;
  Container: ComponentType<ContainerProps>;
  examples?: FormItem[];
}
