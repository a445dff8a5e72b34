import { FormControlLabel, Switch } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';

/** A 0/1 integer (enabledMark, the configuration's flags) as a switch, as the spec's forms show them. */
export function SwitchWidget({ id, value, label, hideLabel, disabled, readonly, onChange }: WidgetProps) {
  return (
    <FormControlLabel
      label={hideLabel ? undefined : label}
      control={<Switch id={id} checked={Number(value) === 1} disabled={disabled || readonly} onChange={(event) => onChange(event.target.checked ? 1 : 0)} />}
    />
  );
}
