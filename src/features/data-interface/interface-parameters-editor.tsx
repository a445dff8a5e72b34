import { Checkbox, MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { newParameterRow, PARAMETER_NAME, PARAMETER_TYPES, parameterRowsOf, type ParameterRow } from './editor-rows.ts';
import { InterfaceRowsEditor, type RowColumn } from './interface-rows-editor.tsx';
import { nameColumn, textColumn } from './interface-columns.tsx';
import { useInterfaceRows } from './use-interface-rows.ts';

const problemTexts = (text: (key: string) => string) => ({ empty: text('nameRequired'), invalid: text('nameInvalid'), duplicate: text('nameDuplicate') });

/**
 * The rjsf widget `interfaceParameters`: a data interface's `requestParameters` (a JSON string of
 * [{ field, fieldName, dataType, defaultValue, required }], contract §4.11) as a table with a row
 * per parameter. Every edit writes the whole string back; a name that cannot be used says why
 * under itself (the schema's pattern refuses it again on submit).
 */
export function InterfaceParametersEditor({ id, ...widget }: WidgetProps) {
  const { translate, text, rows, locked, update, table } = useInterfaceRows(widget, parameterRowsOf, newParameterRow);

  const columns: RowColumn<ParameterRow>[] = [
    nameColumn({ id, rows, locked, header: text('field'), width: '22%', rule: PARAMETER_NAME, problemTexts: problemTexts(text), update }),
    textColumn({ id, key: 'fieldName', locked, header: text('fieldName'), width: '22%', update }),
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
    textColumn({ id, key: 'defaultValue', locked, header: text('defaultValue'), update }),
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

  return <InterfaceRowsEditor id={id} columns={columns} addLabel={text('addParameter')} emptyText={text('noParameters')} {...table} />;
}
