import { createContext, useContext, type ReactNode } from 'react';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { FormSize, Language } from '../widget-contract.ts';
import type { RecordStore } from './record-store.ts';

/**
 * What every item of a rendered form shares. It changes only with the form's settings (size,
 * language, permissions, read-only), never with a keystroke: values travel through the store.
 */
export interface RendererContextValue {
  store: RecordStore;
  readOnly: boolean;
  disabled: boolean;
  size: FormSize;
  language: Language;
  grantedFields?: ReadonlySet<string>;
  labelWidth: number;
  labelPosition: 'left' | 'right' | 'top';
  span: number;
  idPrefix: string;
  renderItem: (child: FormItem) => ReactNode;
  changeField: (item: FormItem, value: unknown) => void;
  /**
   * Sets several fields at once (a picker filling target fields from the chosen record, spec §2
   * "Select popup filling form fields"): one store change, the fields touched, one onChange to the
   * owner, so the owner sees one record with all of them rather than a record per field.
   */
  fillFields: (values: Record<string, unknown>) => void;
}

export const RendererContext = createContext<RendererContextValue | null>(null);

export function useRenderer(): RendererContextValue {
  const context = useContext(RendererContext);
  if (!context) throw new Error('a form item is drawn outside FormRenderer');
  return context;
}
