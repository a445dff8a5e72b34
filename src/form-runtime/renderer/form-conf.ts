import type { Texts } from '../../../common/entity-model.ts';
import type { FormSize } from '../widget-contract.ts';

/**
 * The form-level keys of a JNPF `formData` (contract §7.2 formConf) the renderers and the record
 * detail viewer read. A JNPF formData can be passed as it is: the other keys are ignored.
 */
export interface FormConf {
  size?: FormSize;
  /** px; JNPF default 100 */
  labelWidth?: number | string;
  labelPosition?: 'left' | 'right' | 'top';
  /** px between grid cells; JNPF default 15 */
  gutter?: number | string;
  /** default span of an item; 24 */
  span?: number | string;
  disabled?: boolean;
  popupType?: 'general' | 'fullScreen' | 'drawer';
  /** CSS widths ("600px", "80%") or px numbers */
  generalWidth?: string | number;
  fullScreenWidth?: string | number;
  drawerWidth?: string | number;
  hasPrintBtn?: boolean;
  printButtonText?: string | Texts;
  printId?: string;
}

/** A number from a formData key JNPF may send as text; `fallback` when absent or not a number. */
export function confNumber(value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'number' ? value : parseFloat(String(value));
  return Number.isFinite(number) ? number : fallback;
}
