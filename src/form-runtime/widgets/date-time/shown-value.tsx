import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import type { FormSize } from '../../widget-contract.ts';
import { fontSizeOf } from '../../size.ts';

/** A value in the read-only rendering (detail view, print, a disabled cell): plain text at the form's size. */
export function ShownValue({ size, children }: { size: FormSize; children: ReactNode }) {
  return (
    <Typography component="span" sx={{ fontSize: fontSizeOf(size), wordBreak: 'break-all' }}>
      {children}
    </Typography>
  );
}
