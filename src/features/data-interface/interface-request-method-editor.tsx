import { useEffect } from 'react';
import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { dataTypeOf } from './editor-form-record.ts';
import { fittingMethod, methodsFor } from './editor-request-methods.ts';

/**
 * The rjsf widget `interfaceRequestMethod`: `requestMethod` offering what the record's `dataType`
 * takes (contract §4.11): SQL 查询/新增/修改/删除, API GET/POST, with the schema's labels (rjsf's
 * enumOptions from the schema's option texts). When the data type changes under a method it does
 * not take, the method moves to the type's default (SQL "3" 查询, API "6" GET). Static data takes
 * no method: the field shows its value, disabled.
 */
export function InterfaceRequestMethodEditor({ id, value, onChange, disabled, readonly, options, registry, rawErrors }: WidgetProps) {
  const dataType = dataTypeOf(registry);
  const offered = methodsFor(dataType);
  const locked = Boolean(disabled || readonly);
  const all = options.enumOptions ?? [];
  const shown = offered ? offered.flatMap((method) => all.filter((option) => String(option.value) === method)) : all;
  const moveTo = locked ? undefined : fittingMethod(dataType, value);

  useEffect(() => {
    if (moveTo !== undefined) onChange(moveTo);
  }, [moveTo, onChange]);

  return (
    <TextField
      select
      id={id}
      size="small"
      fullWidth
      value={shown.some((option) => String(option.value) === String(value ?? '')) ? String(value) : ''}
      disabled={locked || !offered}
      error={Boolean(rawErrors?.length)}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': `${id}-select` } }}
    >
      {shown.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)} data-testid={`${id}-option-${String(option.value)}`}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
