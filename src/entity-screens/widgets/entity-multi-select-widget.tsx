import { Chip, MenuItem, Stack, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useResourceRows } from './use-loaded.ts';

type Named = { id: string; fullName?: string; realName?: string; account?: string };

/** What a row is called: its name, or a person's name and account. */
const nameOfRow = (row: Named) => row.fullName ?? (row.realName ? `${row.realName}/${row.account ?? ''}` : row.id);

/**
 * A field holding several ids of another entity's rows, comma-joined as JNPF sends them
 * (a user's roleId "a,b") or as an array (a schedule's toUserIds): that entity's list as a
 * multiple select with chips. The value goes back in the shape it came in.
 */
export function EntityMultiSelectWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, options, onChange, rawErrors } = props;
  const choices = useResourceRows<Named>(String(options.resource ?? ''));
  const asArray = Array.isArray(value) || (props.schema.type === 'array');
  const selected: string[] = Array.isArray(value) ? value.map(String) : typeof value === 'string' && value !== '' ? value.split(',') : [];
  const nameOf = (choice: string) => {
    const row = choices.find((c) => c.id === choice);
    return row ? nameOfRow(row) : choice;
  };
  return (
    <TextField
      select
      id={id}
      fullWidth
      label={hideLabel ? undefined : label}
      required={required}
      disabled={disabled || readonly}
      error={Boolean(rawErrors?.length)}
      value={selected}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (ids) => (
            <Stack direction="row" spacing={0.5} flexWrap="wrap">
              {(ids as string[]).map((choice) => <Chip key={choice} size="small" label={nameOf(choice)} />)}
            </Stack>
          ),
        },
      }}
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        const ids = (Array.isArray(next) ? next : next.split(',')).filter(Boolean);
        onChange(asArray ? ids : ids.join(','));
      }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {nameOfRow(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}
