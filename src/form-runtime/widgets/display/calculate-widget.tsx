import { useEffect, useRef, useState } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import type { ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { fontSizeOf, muiSize } from '../../size.ts';
import { calculate, calculationConfig, chineseAmountOf, isRowData, shownResult, type CalculationConfig } from './calculation.ts';
import { displayTexts } from './messages.ts';

/** Spec §4 and §9: a calculated field recomputes on any change of the form, debounced 100 ms. */
export const CALCULATION_DEBOUNCE_MS = 100;

/**
 * The result to show: in a sub-table row the value the table computed for the cell; elsewhere the
 * stored value in a read-only rendering, else the result over the record.
 */
function resultOf(config: CalculationConfig, value: unknown, formData: Record<string, unknown> | undefined, preferValue: boolean): string {
  const inRow = isRowData(config, formData);
  if ((inRow || preferValue) && (typeof value === 'string' || typeof value === 'number') && value !== '') return String(value);
  return calculate(config, formData, inRow ? formData : undefined);
}

function ChineseAmount({ text, size }: { text: string; size: WidgetProps['size'] }) {
  if (!text) return null;
  return (
    <Typography component="p" data-testid="calculate-amount-chinese" sx={{ m: 0, mt: 0.5, fontSize: fontSizeOf(size), color: 'text.secondary' }}>
      {text}
    </Typography>
  );
}

/**
 * The calculate widget, editable: a read-only box showing the result, recomputed 100 ms after the
 * record last changed; in a sub-table row, the value the table computed, at once. A stored field (isStorage 2) also writes its result into the record; the
 * server recomputes it on save anyway, so a tampered total is never stored.
 */
export function CalculateEdit({ item, id, value, onChange, disabled, size, formData }: WidgetProps) {
  const config = calculationConfig(item);
  const inRow = isRowData(config, formData);
  const [debounced, setDebounced] = useState(() => resultOf(config, value, formData, false));
  const latest = useRef({ config, value, formData });
  latest.current = { config, value, formData };
  useEffect(() => {
    // In a sub-table row the table has computed the value already (sub-table/row-logic.ts): nothing to wait for.
    if (inRow) return;
    const timer = setTimeout(
      () => setDebounced(resultOf(latest.current.config, latest.current.value, latest.current.formData, false)),
      CALCULATION_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
    // formData (a new object on every change of the record) and value restart the wait; the item's configuration rarely changes.
  }, [formData, value, item, inRow]);
  // A row's amount follows the typed quantity in the same frame, as the 合计 row below it does.
  const result = inRow ? resultOf(config, value, formData, false) : debounced;
  const writes = config.stored && item.field !== undefined && !inRow;
  useEffect(() => {
    if (writes && result !== (typeof value === 'number' ? String(value) : value)) onChange(result);
  }, [writes, result, value, onChange]);
  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        id={id}
        value={shownResult(result, config)}
        size={muiSize(size)}
        fullWidth
        disabled={disabled}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'calculate-result' } }}
        sx={{ '& input': { fontSize: fontSizeOf(size) } }}
      />
      <ChineseAmount text={chineseAmountOf(result, config)} size={size} />
    </Box>
  );
}

/** Read-only: the stored value when there is one (the server's result), else the result over the record. */
export function CalculateView({ item, value, size, formData }: ViewProps) {
  const config = calculationConfig(item);
  const result = resultOf(config, value, formData, true);
  return (
    <Box>
      <Typography component="span" data-testid="calculate-result" sx={{ fontSize: fontSizeOf(size) }}>
        {shownResult(result, config)}
      </Typography>
      <ChineseAmount text={chineseAmountOf(result, config)} size={size} />
    </Box>
  );
}

const field = (name: string, label: string) => ({ __vModel__: name, label });

export const calculateWidget: WidgetDefinition = {
  key: 'calculate',
  Edit: CalculateEdit,
  View: CalculateView,
  // It holds a value only when isStorage is 2 (then the item has a field); otherwise it has no field and stores nothing.
  holdsValue: true,
  emptyValue: null,
  examples: [
    {
      key: 'calculate',
      field: 'calculateExample',
      label: displayTexts('exampleCalculateLabel'),
      props: { expression: ['1', '2', '3', '4', '.', '5', '×', '2'], precision: 2, thousands: true, isAmountChinese: true, isStorage: 2 },
    },
    {
      key: 'calculate',
      label: displayTexts('exampleCalculateLabel'),
      props: { expression: [field('price', 'price'), '×', field('quantity', 'quantity')], precision: 2, isStorage: 1 },
    },
  ],
};
