import type { Dayjs } from 'dayjs';
import { toStoredDate } from '../../../../common/form-runtime/date-rules.ts';
import type { ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { PickerLocalization } from './picker-localization.tsx';
import { dateConfig, pickerValue, shownDate, snapPicked } from './date-config.ts';
import { DateField, isPickable } from './date-widget.tsx';
import { dateTimeText, dateTimeTexts } from './messages.ts';
import { RangeLayout, rangeEnds, storedRange } from './range-layout.tsx';
import { ShownValue } from './shown-value.tsx';

/**
 * The date range widget (jnpfKey dateRange): [start, end], each stored like a date widget's value;
 * the same bounds as the date picker, each end also bounded by the other; the year type picks months.
 */
export function DateRangeEdit({ item, id, value, onChange, onBlur, disabled, size, language, error }: WidgetProps) {
  const config = dateConfig(item.props, language, true);
  const [startValue, endValue] = rangeEnds(value);
  const start = pickerValue(startValue, config);
  const end = pickerValue(endValue, config);
  const stored = (picked: Dayjs | null): unknown => (picked === null ? null : toStoredDate(snapPicked(picked, config, language).valueOf(), config.valueFormat));
  const pick = (which: 'start' | 'end') => (picked: Dayjs | null) => {
    if (picked !== null && (!picked.isValid() || !isPickable(picked, config))) return;
    onChange(which === 'start' ? storedRange(stored(picked), endValue) : storedRange(startValue, stored(picked)));
  };
  const clearable = item.props.clearable !== false;
  return (
    <PickerLocalization language={language}>
      <RangeLayout
        size={size}
        separator={dateTimeText(language, 'rangeSeparator')}
        start={
          <DateField
            id={id}
            config={config}
            value={start}
            onPick={pick('start')}
            onBlur={onBlur}
            disabled={disabled}
            size={size}
            error={error}
            messageAcrossRange
            label={dateTimeText(language, config.type === 'datetime' ? 'startTime' : 'startDate')}
            clearable={clearable}
            maxDate={end ?? undefined}
          />
        }
        end={
          <DateField
            id={`${id}-end`}
            config={config}
            value={end}
            onPick={pick('end')}
            onBlur={onBlur}
            disabled={disabled}
            size={size}
            error={error ? ' ' : undefined}
            label={dateTimeText(language, config.type === 'datetime' ? 'endTime' : 'endDate')}
            clearable={clearable}
            minDate={start ?? undefined}
          />
        }
      />
    </PickerLocalization>
  );
}

export function DateRangeView({ item, value, size, language }: ViewProps) {
  const config = dateConfig(item.props, language, true);
  const [start, end] = rangeEnds(value);
  const shown =
    storedRange(start, end).length === 0
      ? ''
      : `${shownDate(start, config, language)} ${dateTimeText(language, 'rangeSeparator')} ${shownDate(end, config, language)}`;
  return <ShownValue size={size}>{shown}</ShownValue>;
}

export const dateRangeWidget: WidgetDefinition = {
  key: 'dateRange',
  Edit: DateRangeEdit,
  View: DateRangeView,
  holdsValue: true,
  emptyValue: [],
  examples: [
    { key: 'dateRange', field: 'dateRangeExample', label: dateTimeTexts('exampleDateRange'), props: { type: 'daterange', format: 'yyyy-MM-dd' } },
    { key: 'dateRange', field: 'monthRangeExample', label: dateTimeTexts('exampleMonthRange'), props: { type: 'year' } },
  ],
};
