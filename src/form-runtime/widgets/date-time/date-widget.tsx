import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { isDateOutOfBounds, isPeriodOutOfBounds, toStoredDate } from '../../../../common/form-runtime/date-rules.ts';
import type { ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { fontSizeOf, muiSize } from '../../size.ts';
import { PickerLocalization } from './picker-localization.tsx';
import { dateConfig, pickerValue, shownDate, snapPicked, type DateConfig } from './date-config.ts';
import { dateTimeTexts } from './messages.ts';
import { ShownValue } from './shown-value.tsx';
import { ACROSS_RANGE } from './range-layout.tsx';

/** Whether a picked moment may be stored: a date-time by its moment, other types by their whole day, month or year. */
export const isPickable = (picked: Dayjs, config: DateConfig): boolean =>
  config.type === 'datetime' ? !isDateOutOfBounds(picked.valueOf(), config.bounds) : !isPeriodOutOfBounds(picked.valueOf(), config.format, config.bounds);

export interface DatePickerFieldProps {
  id: string;
  config: DateConfig;
  value: Dayjs | null;
  onPick: (picked: Dayjs | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  size: WidgetProps['size'];
  error?: string;
  /** a range's first end: its message runs on under the separator and the other end, not wrapped in half the width */
  messageAcrossRange?: boolean;
  label?: string;
  clearable: boolean;
  /** a range's other end narrows this one's bounds */
  minDate?: Dayjs;
  maxDate?: Dayjs;
}

/**
 * One MUI X picker for a date configuration: a DateTimePicker for date-times, else a DatePicker
 * with the type's views. Out-of-bounds days, months and years are disabled in the calendar
 * (minDate/maxDate), and the picker is read-only when the bounds are inverted (spec §4).
 */
export function DateField({
  id,
  config,
  value,
  onPick,
  onBlur,
  disabled,
  size,
  error,
  messageAcrossRange,
  label,
  clearable,
  minDate,
  maxDate,
}: DatePickerFieldProps) {
  const min = minDate ?? (config.bounds.min === null ? undefined : dayjs(config.bounds.min));
  const max = maxDate ?? (config.bounds.max === null ? undefined : dayjs(config.bounds.max));
  const common = {
    value,
    onChange: onPick,
    format: config.fieldFormat,
    disabled,
    readOnly: config.bounds.inverted,
    label,
    // An empty end of a range opens at the other end's month, not today's.
    referenceDate: value === null ? (minDate ?? maxDate) : undefined,
    slotProps: {
      textField: {
        id,
        size: muiSize(size),
        fullWidth: true,
        // Unset, the picker shows its own validation (a typed day outside the bounds) in red.
        error: error ? true : undefined,
        helperText: error,
        slotProps: messageAcrossRange ? { formHelperText: { sx: ACROSS_RANGE } } : undefined,
        onBlur,
        sx: { '& .MuiPickersInputBase-root': { fontSize: fontSizeOf(size) } },
      },
      field: { clearable },
    },
  };
  if (config.type === 'datetime') {
    const timeViews = /s/.test(config.displayFormat) ? (['hours', 'minutes', 'seconds'] as const) : (['hours', 'minutes'] as const);
    return <DateTimePicker {...common} views={[...config.views, ...timeViews]} openTo="day" minDateTime={min} maxDateTime={max} ampm={false} />;
  }
  return <DatePicker {...common} views={config.views} openTo={config.openTo} minDate={min} maxDate={max} displayWeekNumber={config.type === 'week'} />;
}

/** The date widget (jnpfKey date): one moment, stored as epoch milliseconds or as text in valueFormat. */
export function DateEdit({ item, id, value, onChange, onBlur, disabled, size, language, error }: WidgetProps) {
  const config = dateConfig(item.props, language);
  const onPick = (picked: Dayjs | null) => {
    if (picked === null) return onChange(null);
    // A half-typed value is not a date yet; an out-of-bounds one stays shown as an error and is not stored.
    if (!picked.isValid() || !isPickable(picked, config)) return;
    onChange(toStoredDate(snapPicked(picked, config, language).valueOf(), config.valueFormat));
  };
  return (
    <PickerLocalization language={language}>
      <DateField
        id={id}
        config={config}
        value={pickerValue(value, config)}
        onPick={onPick}
        onBlur={onBlur}
        disabled={disabled}
        size={size}
        error={error}
        clearable={item.props.clearable !== false}
      />
    </PickerLocalization>
  );
}

export function DateView({ item, value, size, language }: ViewProps) {
  return <ShownValue size={size}>{shownDate(value, dateConfig(item.props, language), language)}</ShownValue>;
}

export const dateWidget: WidgetDefinition = {
  key: 'date',
  Edit: DateEdit,
  View: DateView,
  holdsValue: true,
  emptyValue: null,
  examples: [
    { key: 'date', field: 'dateExample', label: dateTimeTexts('exampleDate'), props: { type: 'date', format: 'yyyy-MM-dd', valueFormat: 'timestamp' } },
    { key: 'date', field: 'dateTimeExample', label: dateTimeTexts('exampleDateTime'), props: { type: 'datetime' } },
    { key: 'date', field: 'monthExample', label: dateTimeTexts('exampleMonth'), props: { type: 'month', format: 'yyyy-MM', valueFormat: 'yyyy-MM' } },
    { key: 'date', field: 'yearExample', label: dateTimeTexts('exampleYear'), props: { type: 'year', format: 'yyyy' } },
    { key: 'date', field: 'weekExample', label: dateTimeTexts('exampleWeek'), props: { type: 'week' } },
    {
      key: 'date',
      field: 'boundedDateExample',
      label: dateTimeTexts('exampleBounded'),
      props: { type: 'date', format: 'yyyy-MM-dd', startTime: dayjs().startOf('month').valueOf(), endTime: dayjs().endOf('month').startOf('day').valueOf() },
    },
  ],
};
