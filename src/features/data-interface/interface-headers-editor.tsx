import type { WidgetProps } from '@rjsf/utils';
import { HEADER_NAME, headerRowsOf, newHeaderRow, type HeaderRow } from './editor-rows.ts';
import { InterfaceRowsEditor, type RowColumn } from './interface-rows-editor.tsx';
import { nameColumn, textColumn } from './interface-columns.tsx';
import { useInterfaceRows } from './use-interface-rows.ts';

const problemTexts = (text: (key: string) => string) => ({ empty: text('headerRequired'), invalid: text('headerInvalid'), duplicate: text('headerDuplicate') });

/**
 * The rjsf widget `interfaceHeaders`: an API interface's `requestHeaders` (a JSON string of
 * [{ field, defaultValue }], contract §4.11) as a table of name and value. Every edit writes the
 * whole string back. Only system administrators see the stored values (others get them masked
 * from the server and may not save an API interface anyway).
 */
export function InterfaceHeadersEditor({ id, ...widget }: WidgetProps) {
  const { text, rows, locked, update, table } = useInterfaceRows(widget, headerRowsOf, newHeaderRow);

  const columns: RowColumn<HeaderRow>[] = [
    nameColumn({ id, rows, locked, header: text('headerField'), width: '40%', rule: HEADER_NAME, problemTexts: problemTexts(text), update }),
    textColumn({ id, key: 'defaultValue', locked, header: text('headerValue'), update }),
  ];

  return <InterfaceRowsEditor id={id} columns={columns} addLabel={text('addHeader')} emptyText={text('noHeaders')} {...table} />;
}
