import { memo, useMemo } from 'react';
import { Box } from '@mui/material';
import type { ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { basicMessages, inAllLanguages as label } from './messages.ts';
import { NumberField } from './number-field.tsx';
import { displayText, numberRulesOf, toNumberOrNull } from './number-value.ts';
import { ViewText } from './view-text.tsx';

/** The two ends of a stored range; anything but a list is an empty range. */
const endsOf = (value: unknown): [number | null, number | null] => (Array.isArray(value) ? [toNumberOrNull(value[0]), toNumberOrNull(value[1])] : [null, null]);

/** Spec §5: an empty list when both ends are empty (zero counts as filled), else [min, max] with null for an empty end. */
export const rangeValue = (low: number | null, high: number | null): (number | null)[] => (low === null && high === null ? [] : [low, high]);

const ROW_SX = { display: 'flex', alignItems: 'center', gap: 1 } as const;

const NumberRangeEdit = memo(function NumberRangeEdit({ item, id, value, onChange, onBlur, disabled, size, language, error }: WidgetProps) {
  const rules = useMemo(() => numberRulesOf(item.props), [item.props]);
  const [low, high] = endsOf(value);
  const texts = basicMessages[language];
  const common = { disabled, size, language, rules, thousands: item.props.thousands === true, controls: item.props.controls === true, onBlur } as const;
  return (
    <Box sx={ROW_SX}>
      <NumberField
        {...common}
        id={id}
        value={low}
        placeholder={texts.minValue}
        ariaLabel={texts.minValue}
        onChange={(next) => onChange(rangeValue(next, high))}
      />
      <Box component="span" sx={{ flex: 'none' }}>
        {texts.rangeTo}
      </Box>
      <NumberField
        {...common}
        id={`${id}-max`}
        value={high}
        placeholder={texts.maxValue}
        ariaLabel={texts.maxValue}
        error={error}
        onChange={(next) => onChange(rangeValue(low, next))}
      />
    </Box>
  );
});

const NumberRangeView = memo(function NumberRangeView({ item, value, size, language }: ViewProps) {
  const [low, high] = endsOf(value);
  const rules = numberRulesOf(item.props);
  const thousands = item.props.thousands === true;
  const text =
    low === null && high === null ? '' : `${displayText(low, rules, thousands)} ${basicMessages[language].rangeTo} ${displayText(high, rules, thousands)}`;
  return <ViewText size={size}>{text}</ViewText>;
});

export const numberRangeWidget: WidgetDefinition = {
  key: 'numberRange',
  Edit: NumberRangeEdit,
  View: NumberRangeView,
  holdsValue: true,
  emptyValue: [],
  examples: [
    { key: 'numberRange', field: 'weightRange', label: label('重量范围', '重量範圍', 'Weight range'), props: { min: 0, precision: 2 } },
    { key: 'numberRange', field: 'teuRange', label: label('箱量范围', '箱量範圍', 'TEU range'), props: { min: 0, max: 100000, precision: 0, thousands: true } },
  ],
};
