import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { FormSize } from '../../widget-contract.ts';
import { textSxOf } from './sizing.ts';

const PRE_WRAP = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/** A read-only value as plain text at the form's size (detail view, print, disabled cells). */
export function ViewText({ size, children, multiline }: { size: FormSize; children: ReactNode; multiline?: boolean }) {
  return (
    <Box component="span" data-size={size} sx={textSxOf(size)} style={multiline ? PRE_WRAP : undefined}>
      {children}
    </Box>
  );
}

/** Text of a stored value: empty for null/undefined, the value as text otherwise. */
export const plainText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
