import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Chip, MenuItem, Stack, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';

type Named = { id: string; fullName: string };

/**
 * A field holding several ids of another entity's rows, comma-joined as JNPF sends them
 * (a user's roleId "a,b"): that entity's list as a multiple select with chips.
 */
export function EntityMultiSelectWidget({ id, value, label, hideLabel, required, disabled, readonly, options, onChange, rawErrors }: WidgetProps) {
  const dataProvider = useDataProvider();
  const resource = String(options.resource ?? '');
  const [choices, setChoices] = useState<Named[]>([]);
  useEffect(() => {
    let live = true;
    dataProvider
      .getList(resource, { pagination: { page: 1, perPage: 500 }, sort: { field: 'sortCode', order: 'ASC' }, filter: {} })
      .then((result) => live && setChoices(result.data as Named[]))
      .catch(() => live && setChoices([])); // the request client has shown why
    return () => {
      live = false;
    };
  }, [dataProvider, resource]);
  const selected = typeof value === 'string' && value !== '' ? value.split(',') : [];
  const nameOf = (choice: string) => choices.find((c) => c.id === choice)?.fullName ?? choice;
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
        onChange((Array.isArray(next) ? next : next.split(',')).filter(Boolean).join(','));
      }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.fullName}
        </MenuItem>
      ))}
    </TextField>
  );
}
