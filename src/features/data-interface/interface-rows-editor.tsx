import type { ReactNode } from 'react';
import { Box, Button, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

export interface RowColumn<Row> {
  key: string;
  header: string;
  width?: number | string;
  cell: (row: Row, index: number) => ReactNode;
}

interface RowsEditorProps<Row> {
  /** rjsf's id of the field: the test ids and the inputs' ids start with it */
  id: string;
  rows: readonly Row[];
  columns: readonly RowColumn<Row>[];
  onAdd: () => void;
  onRemove: (index: number) => void;
  addLabel: string;
  removeLabel: string;
  actionsLabel: string;
  emptyText: string;
  locked: boolean;
}

/**
 * The table the parameters and headers editors share: a header row, one row per entry with its
 * delete button, a line saying there is none, and the add button under it. What a cell holds is
 * the editor's business.
 */
export function InterfaceRowsEditor<Row>({ id, rows, columns, onAdd, onRemove, addLabel, removeLabel, actionsLabel, emptyText, locked }: RowsEditorProps<Row>) {
  return (
    <Box data-testid={`${id}-editor`}>
      <Table size="small" data-testid={`${id}-table`}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} sx={{ width: column.width, whiteSpace: 'nowrap', px: 0.5 }}>
                {column.header}
              </TableCell>
            ))}
            <TableCell sx={{ width: 56, px: 0.5 }}>{actionsLabel}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            // Rows have no id of their own; their inputs are controlled, so an index key loses nothing on delete.
            <TableRow key={index} data-testid={`${id}-row`} sx={{ verticalAlign: 'top' }}>
              {columns.map((column) => (
                <TableCell key={column.key} sx={{ px: 0.5, borderBottom: 'none' }}>
                  {column.cell(row, index)}
                </TableCell>
              ))}
              <TableCell sx={{ px: 0.5, borderBottom: 'none' }}>
                <Tooltip title={removeLabel}>
                  <span>
                    <IconButton size="small" aria-label={removeLabel} disabled={locked} onClick={() => onRemove(index)} data-testid={`${id}-remove-${index}`}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + 1} sx={{ color: 'text.secondary', textAlign: 'center' }}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Button size="small" startIcon={<AddIcon />} disabled={locked} onClick={onAdd} sx={{ mt: 0.5 }} data-testid={`${id}-add`}>
        {addLabel}
      </Button>
    </Box>
  );
}
