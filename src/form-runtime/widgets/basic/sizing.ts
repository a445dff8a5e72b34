import type { SxProps, Theme } from '@mui/material';
import { fontSizeOf, muiSize } from '../../size.ts';
import type { FormSize } from '../../widget-contract.ts';

/**
 * The style objects every widget applies for its size, built once per size: a sub-table draws
 * thousands of cells and a fresh object per cell would defeat MUI's style cache.
 */
const SIZES: FormSize[] = ['default', 'medium', 'small', 'mini'];

const perSize = (make: (size: FormSize) => SxProps<Theme>): Record<FormSize, SxProps<Theme>> => {
  const out: Partial<Record<FormSize, SxProps<Theme>>> = {};
  for (const size of SIZES) out[size] = make(size);
  return out as Record<FormSize, SxProps<Theme>>;
};

// mini is small with tighter padding, so a mini form's rows are visibly lower than a small one's.
const inputStyle = (size: FormSize) =>
  size === 'mini' ? { fontSize: fontSizeOf(size), '& .MuiInputBase-input': { py: '3px' } } : { fontSize: fontSizeOf(size) };

const textSx = perSize((size) => ({ fontSize: fontSizeOf(size) }));
const inputSx = perSize(inputStyle);
const fieldSx = perSize((size) => ({ '& .MuiInputBase-root': inputStyle(size) }));

/** The font size of a widget's text (read-only values, labels of options). */
export const textSxOf = (size: FormSize): SxProps<Theme> => textSx[size];

/** The style of an input's root (TextField `slotProps.input.sx`). */
export const inputSxOf = (size: FormSize): SxProps<Theme> => inputSx[size];

/** The same on a whole TextField (its `sx`), where the input's own slot is taken (Autocomplete's renderInput). */
export const fieldSxOf = (size: FormSize): SxProps<Theme> => fieldSx[size];

export { muiSize };
