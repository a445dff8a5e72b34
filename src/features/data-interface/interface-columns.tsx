import { TextField } from '@mui/material';
import { nameProblem, type NameProblem } from './editor-rows.ts';
import type { RowColumn } from './interface-rows-editor.tsx';

interface NameColumnOptions<Row extends { field: string }> {
  /** rjsf's id of the field: the inputs' test ids start with it */
  id: string;
  rows: readonly Row[];
  locked: boolean;
  /** the column's header, also the inputs' accessible name */
  header: string;
  width: string;
  /** what a name must look like (editor-rows.ts) */
  rule: RegExp;
  /** the text under a name that cannot be used, by why */
  problemTexts: Record<NameProblem, string>;
  update: (index: number, patch: Partial<Row>) => void;
}

/**
 * The first column of the parameters and headers tables: the row's name (`field`), which says
 * under itself why it cannot be used (empty, against the rule, or twice in the table).
 */
export function nameColumn<Row extends { field: string }>({
  id,
  rows,
  locked,
  header,
  width,
  rule,
  problemTexts,
  update,
}: NameColumnOptions<Row>): RowColumn<Row> {
  return {
    key: 'field',
    header,
    width,
    cell: (row, index) => {
      const problem = nameProblem(rows, index, rule);
      return (
        <TextField
          size="small"
          fullWidth
          value={row.field}
          disabled={locked}
          error={Boolean(problem)}
          helperText={problem ? problemTexts[problem] : undefined}
          // a partial with only the name: every row type here has one
          onChange={(event) => update(index, { field: event.target.value } as Partial<Row>)}
          slotProps={{ htmlInput: { 'aria-label': header, 'data-testid': `${id}-field-${index}` } }}
        />
      );
    },
  };
}

interface TextColumnOptions<Row, Key extends string> {
  id: string;
  /** the row's text the column edits */
  key: Key;
  locked: boolean;
  /** the column's header, also the inputs' accessible name */
  header: string;
  width?: string;
  update: (index: number, patch: Partial<Row>) => void;
}

/** A column of one free text of the row (a parameter's label, a default value, a header's value). */
export function textColumn<Row extends Record<Key, string>, Key extends string>({
  id,
  key,
  locked,
  header,
  width,
  update,
}: TextColumnOptions<Row, Key>): RowColumn<Row> {
  return {
    key,
    header,
    ...(width ? { width } : {}),
    cell: (row, index) => (
      <TextField
        size="small"
        fullWidth
        value={row[key]}
        disabled={locked}
        // a partial with only this text: the key names a text of the row
        onChange={(event) => update(index, { [key]: event.target.value } as Partial<Row>)}
        slotProps={{ htmlInput: { 'aria-label': header, 'data-testid': `${id}-${key}-${index}` } }}
      />
    ),
  };
}
