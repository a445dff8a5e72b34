import type { FormItem } from '../../../../common/form-runtime/form-item.ts';

/**
 * The text a barcode or QR code encodes (JNPF dataType): `static` → staticText, `relation` → the
 * record's value of relationField. Empty when there is none.
 */
export function codeTextOf(item: FormItem, formData: Record<string, unknown> | undefined): string {
  const { dataType, staticText, relationField } = item.props;
  if (dataType === 'relation') {
    const value = typeof relationField === 'string' && relationField !== '' ? formData?.[relationField] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
  return typeof staticText === 'string' ? staticText : '';
}

/** Spec §5: a barcode renders only when its text is letters and digits. */
export const isBarcodeText = (text: string): boolean => /^[A-Za-z0-9]+$/.test(text);

/** A number prop, else its default (JNPF's width 4, height 40, margin 5, size 100). */
export const numberProp = (value: unknown, fallback: number): number => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : fallback;
};

/** A colour prop (a CSS colour as JNPF's colour picker gives it), else its default. */
export const colourProp = (value: unknown, fallback: string): string =>
  typeof value === 'string' && /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i.test(value.trim()) ? value.trim() : fallback;
