import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { HEADER_NAME, headerRowsOf, nameProblem, newHeaderRow, rowsText, type HeaderRow } from './editor-rows.ts';
import { InterfaceRowsEditor, type RowColumn } from './interface-rows-editor.tsx';

const PROBLEM_TEXTS = { empty: 'headerRequired', invalid: 'headerInvalid', duplicate: 'headerDuplicate' } as const;

/**
 * The rjsf widget `interfaceHeaders`: an API interface's `requestHeaders` (a JSON string of
 * [{ field, defaultValue }], contract §4.11) as a table of name and value. Every edit writes the
 * whole string back. Only system administrators see the stored values (others get them masked
 * from the server and may not save an API interface anyway).
 */
export function InterfaceHeadersEditor({ id, value, onChange, disabled, readonly }: WidgetProps) {
  const translate = useTranslate();
  const text = (key: string) => translate(`dataInterface.editors.${key}`);
  const rows = useMemo(() => headerRowsOf(value), [value]);
  const locked = Boolean(disabled || readonly);
  const write = (next: readonly HeaderRow[]) => onChange(rowsText(next));
  const update = (index: number, patch: Partial<HeaderRow>) => write(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  const columns: RowColumn<HeaderRow>[] = [
    {
      key: 'field',
      header: text('headerField'),
      width: '40%',
      cell: (row, index) => {
        const problem = nameProblem(rows, index, HEADER_NAME);
        return (
          <TextField
            size="small"
            fullWidth
            value={row.field}
            disabled={locked}
            error={Boolean(problem)}
            helperText={problem ? text(PROBLEM_TEXTS[problem]) : undefined}
            onChange={(event) => update(index, { field: event.target.value })}
            slotProps={{ htmlInput: { 'aria-label': text('headerField'), 'data-testid': `${id}-field-${index}` } }}
          />
        );
      },
    },
    {
      key: 'defaultValue',
      header: text('headerValue'),
      cell: (row, index) => (
        <TextField
          size="small"
          fullWidth
          value={row.defaultValue}
          disabled={locked}
          onChange={(event) => update(index, { defaultValue: event.target.value })}
          slotProps={{ htmlInput: { 'aria-label': text('headerValue'), 'data-testid': `${id}-defaultValue-${index}` } }}
        />
      ),
    },
  ];

  return (
    <InterfaceRowsEditor
      id={id}
      rows={rows}
      columns={columns}
      onAdd={() => write([...rows, newHeaderRow()])}
      onRemove={(index) => write(rows.filter((_row, at) => at !== index))}
      addLabel={text('addHeader')}
      removeLabel={text('remove')}
      actionsLabel={text('actions')}
      emptyText={text('noHeaders')}
      locked={locked}
    />
  );
}
