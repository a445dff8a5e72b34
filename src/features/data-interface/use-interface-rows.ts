import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetProps } from '@rjsf/utils';
import { rowsText } from './editor-rows.ts';

/**
 * What the parameters and headers widgets share around their table: the rows read from the rjsf
 * value (a JSON string), whether they may be edited, and the edits, each writing the whole string back;
 * `table` is what the shared table takes of these.
 */
export function useInterfaceRows<Row extends object>(
  { value, onChange, disabled, readonly }: Pick<WidgetProps, 'value' | 'onChange' | 'disabled' | 'readonly'>,
  rowsOf: (value: unknown) => Row[],
  newRow: () => Row,
) {
  const translate = useTranslate();
  const text = (key: string) => translate(`dataInterface.editors.${key}`);
  const rows = useMemo(() => rowsOf(value), [rowsOf, value]);
  const locked = Boolean(disabled || readonly);
  const write = (next: readonly Row[]) => onChange(rowsText(next));
  const update = (index: number, patch: Partial<Row>) => write(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const add = () => write([...rows, newRow()]);
  const remove = (index: number) => write(rows.filter((_row, at) => at !== index));
  /** what InterfaceRowsEditor takes from here, the same for both tables */
  const table = { rows, locked, onAdd: add, onRemove: remove, removeLabel: text('remove'), actionsLabel: text('actions') };
  return { translate, text, rows, locked, update, table };
}
