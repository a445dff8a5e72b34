import { memo, useMemo } from 'react';
import { Box } from '@mui/material';
import { toChineseAmount } from '../../../../common/form-runtime/calc/index.ts';
import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import { fontSizeOf } from '../../size.ts';
import type { FormSize, Language, ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { configuredText, inAllLanguages as label, placeholderOf } from './messages.ts';
import { NumberField } from './number-field.tsx';
import { displayText, numberRulesOf, toNumberOrNull } from './number-value.ts';
import { ViewText } from './view-text.tsx';

/** The Chinese capital amount of the value, under the field (isAmountChinese); nothing for an empty value. */
export function ChineseAmount({ value, size }: { value: number | null; size: FormSize }) {
  if (value === null) return null;
  return (
    <Box data-testid="chinese-amount" sx={{ fontSize: fontSizeOf(size) - 1, color: 'text.secondary', lineHeight: 1.6 }}>
      {toChineseAmount(value)}
    </Box>
  );
}

const addonsOf = (item: FormItem, language: Language) => ({
  addonBefore: configuredText(item.props.addonBefore, language) || undefined,
  addonAfter: configuredText(item.props.addonAfter, language) || undefined,
});

const NumInputEdit = memo(function NumInputEdit({ item, id, value, onChange, onBlur, disabled, size, language, error }: WidgetProps) {
  const rules = useMemo(() => numberRulesOf(item.props), [item.props]);
  return (
    <div>
      <NumberField
        id={id}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        size={size}
        language={language}
        error={error}
        placeholder={placeholderOf(item, language)}
        rules={rules}
        thousands={item.props.thousands === true}
        controls={item.props.controls !== false}
        {...addonsOf(item, language)}
      />
      {item.props.isAmountChinese === true && <ChineseAmount value={toNumberOrNull(value)} size={size} />}
    </div>
  );
});

/** Read-only: the number as the field shows it (precision, separators, addons) and its Chinese amount when configured. */
const NumInputView = memo(function NumInputView({ item, value, size, language }: ViewProps) {
  const number = toNumberOrNull(value);
  const { addonBefore, addonAfter } = addonsOf(item, language);
  const text = displayText(number, numberRulesOf(item.props), item.props.thousands === true);
  return (
    <>
      <ViewText size={size}>{text === '' ? '' : `${addonBefore ?? ''}${text}${addonAfter ?? ''}`}</ViewText>
      {item.props.isAmountChinese === true && <ChineseAmount value={number} size={size} />}
    </>
  );
});

export const numInputWidget: WidgetDefinition = {
  key: 'numInput',
  Edit: NumInputEdit,
  View: NumInputView,
  holdsValue: true,
  emptyValue: null,
  examples: [
    { key: 'numInput', field: 'quantity', label: label('数量', '數量', 'Quantity'), props: { min: 0, max: 9999, step: 1, precision: 0 } },
    {
      key: 'numInput',
      field: 'amount',
      label: label('金额', '金額', 'Amount'),
      props: { min: 0, precision: 2, thousands: true, isAmountChinese: true, addonBefore: '¥', controls: false },
    },
    { key: 'numInput', field: 'weight', label: label('重量', '重量', 'Weight'), props: { step: 0.5, precision: 1, addonAfter: 't' } },
  ],
};
