import type { FormSize } from './widget-contract.ts';

/**
 * The spec's four sizes (default, medium, small, mini) on MUI's two: default and medium draw at
 * MUI's medium, small and mini at small, mini with a smaller font. Every widget sizes through
 * this, so a form's `size` changes all of them alike.
 */
export const muiSize = (size: FormSize): 'small' | 'medium' => (size === 'small' || size === 'mini' ? 'small' : 'medium');

export const fontSizeOf = (size: FormSize): number => (size === 'mini' ? 12 : size === 'small' ? 13 : 14);
