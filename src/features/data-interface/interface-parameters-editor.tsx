import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Checkbox, MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { nameProblem, newParameterRow, PARAMETER_NAME, PARAMETER_TYPES, parameterRowsOf, rowsText, type ParameterRow } from './editor-rows.ts';
import { InterfaceRowsEditor, type RowColumn } from './interface-rows-editor.tsx';

const PROBLEM_TEXTS = { empty: 'nameRequired', invalid: 'nameInvalid', duplicate: 'nameDuplicate' } as const;

/**
 * The rjsf widget `interfaceParameters`: a data interface's `requestParameters` (a JSON string of
 * [{ field, fieldName, dataType, defaultValue, required }], contract §4.11) as a table with a row
 * per parameter. Every edit writes the whole string back; a name that cannot be used says why
 * under itself (the schema's pattern refuses it again on submit).
 */
export function InterfaceParametersEditor({ id, value, onChange, disabled, readonly }: WidgetProps) {
  const translate = useTranslate();
  const text = (key: string) => translate(`dataInterface.editors.${key}`);
  const rows = useMemo(() => parameterRowsOf(value), [value]);
  const locked = Boolean(disabled || readonly);
  const write = (next: readonly ParameterRow[]) => onChange(rowsText(next));
  const update = (index: number, patch: Partial<ParameterRow>) => write(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  const columns: RowColumn<ParameterRow>[] = [
    {
      key: 'field',
      header: text('field'),
      width: '22%',
      cell: (row, index) => {
        const problem = nameProblem(rows, index, PARAMETER_NAME);
        return (
          <TextField
            size="small"
            fullWidth
            value={row.field}
            disabled={locked}
            error={Boolean(problem)}
            helperText={problem ? text(PROBLEM_TEXTS[problem]) : undefined}
            onChange={(event) => update(index, { field: event.target.value })}
            slotProps={{ htmlInput: { 'aria-label': text('field'), 'data-testid': `${id}-field-${index}` } }}
          />
        );
      },
    },
    {
      key: 'fieldName',
      header: text('fieldName'),
      width: '22%',
      cell: (row, index) => (
        <TextField
          size="small"
          fullWidth
          value={row.fieldName}
          disabled={locked}
          onChange={(event) => update(index, { fieldName: event.target.value })}
          slotProps={{ htmlInput: { 'aria-label': text('fieldName'), 'data-testid': `${id}-fieldName-${index}` } }}
        />
      ),
    },
    {
      key: 'dataType',
      header: text('dataType'),
      width: '18%',
      cell: (row, index) => (
        <TextField
          select
          size="small"
          fullWidth
          value={row.dataType}
          disabled={locked}
          onChange={(event) => update(index, { dataType: event.target.value as ParameterRow['dataType'] })}
          slotProps={{ htmlInput: { 'data-testid': `${id}-dataType-${index}` } }}
        >
          {PARAMETER_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {translate(`dataInterface.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      ),
    },
    {
      key: 'defaultValue',
      header: text('defaultValue'),
      cell: (row, index) => (
        <TextField
          size="small"
          fullWidth
          value={row.defaultValue}
          disabled={locked}
          onChange={(event) => update(index, { defaultValue: event.target.value })}
          slotProps={{ htmlInput: { 'aria-label': text('defaultValue'), 'data-testid': `${id}-defaultValue-${index}` } }}
        />
      ),
    },
    {
      key: 'required',
      header: text('required'),
      width: 56,
      cell: (row, index) => (
        // data-* attributes ride on the input through slotProps, whose type does not list them
        <Checkbox
          size="small"
          checked={row.required === 1}
          disabled={locked}
          onChange={(event) => update(index, { required: event.target.checked ? 1 : 0 })}
          slotProps={{ input: { 'aria-label': text('required'), 'data-testid': `${id}-required-${index}` } as object }}
        />
      ),
    },
  ];

  return (
    <InterfaceRowsEditor
      id={id}
      rows={rows}
      columns={columns}
      onAdd={() => write([...rows, newParameterRow()])}
      onRemove={(index) => write(rows.filter((_row, at) => at !== index))}
      addLabel={text('addParameter')}
      removeLabel={text('remove')}
      actionsLabel={text('actions')}
      emptyText={text('noParameters')}
      locked={locked}
    />
  );
}
