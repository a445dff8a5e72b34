import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import type { FormSize } from '../../widget-contract.ts';
import { fontSizeOf } from '../../size.ts';

/**
 * A range's message sits under its first end (where the field's aria-describedby points) but may
 * run on under the separator and the other end, whose own helper line is kept blank: wrapped into
 * half the width, a short message such as 开始日期不能为空 took two lines.
 */
export const ACROSS_RANGE = { whiteSpace: 'nowrap', overflow: 'visible' } as const;

/** A range's two pickers side by side with the separator between them (JNPF's range-separator, 至). */
export function RangeLayout({ start, end, separator, size }: { start: ReactNode; end: ReactNode; separator: string; size: FormSize }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', width: '100%' }}>
      {start}
      <Typography component="span" sx={{ fontSize: fontSizeOf(size), pt: 1, flexShrink: 0 }}>
        {separator}
      </Typography>
      {end}
    </Stack>
  );
}

/** The two ends of a stored range ([start, end]; anything else reads as empty). */
export function rangeEnds(value: unknown): [unknown, unknown] {
  return Array.isArray(value) ? [value[0] ?? null, value[1] ?? null] : [null, null];
}

/** A range as stored: an empty list when both ends are empty, else [start, end]. */
export function storedRange(start: unknown, end: unknown): unknown[] {
  const empty = (part: unknown) => part === null || part === undefined || part === '';
  return empty(start) && empty(end) ? [] : [start ?? null, end ?? null];
}
