import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';

/** A date kept as epoch milliseconds (JNPF's entryDate, birthday), edited as a calendar date. */
export function EpochDateWidget({ id, value, label, hideLabel, required, disabled, readonly, onChange, rawErrors }: WidgetProps) {
  const shown = typeof value === 'number' && value > 0 ? dayjs(value).format('YYYY-MM-DD') : '';
  return (
    <TextField
      id={id}
      type="date"
      fullWidth
      label={hideLabel ? undefined : label}
      required={required}
      disabled={disabled || readonly}
      error={Boolean(rawErrors?.length)}
      value={shown}
      slotProps={{ inputLabel: { shrink: true } }}
      onChange={(event) => onChange(event.target.value ? dayjs(event.target.value).valueOf() : undefined)}
    />
  );
}
