import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';

export interface TreeOption {
  value: string;
  label: string;
  depth: number;
}

/** Flattens a `{id, fullName, children}` tree into indented options for the tree select. */
export function treeOptions(nodes: { id: string; fullName: string; children?: unknown[] | null }[], depth = 0): TreeOption[] {
  return nodes.flatMap((node) => [
    { value: node.id, label: node.fullName, depth },
    ...treeOptions((node.children ?? []) as { id: string; fullName: string; children?: unknown[] | null }[], depth + 1),
  ]);
}

/** rjsf widget: a select over tree options (ui:options.treeOptions), indented by depth. */
export function TreeSelectWidget({ id, value, label, hideLabel, required, disabled, readonly, options, onChange, rawErrors }: WidgetProps) {
  const choices = (options.treeOptions ?? []) as TreeOption[];
  return (
    <TextField
      select
      id={id}
      fullWidth
      label={hideLabel ? undefined : label}
      required={required}
      disabled={disabled || readonly}
      value={value ?? ''}
      error={Boolean(rawErrors?.length)}
      onChange={(event) => onChange(event.target.value)}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value} sx={{ pl: 2 + choice.depth * 2 }}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
