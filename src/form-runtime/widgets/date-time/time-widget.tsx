import type { Dayjs } from 'dayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeBounds } from '../../../../common/form-runtime/date-rules.ts';
import type { ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { fontSizeOf, muiSize } from '../../size.ts';
import { PickerLocalization } from './picker-localization.tsx';
import { shownTime, storedTime, timeConfig, timeOfDay, timeValue, type TimeConfig } from './time-config.ts';
import { dateTimeTexts } from './messages.ts';
import { ShownValue } from './shown-value.tsx';
import { ACROSS_RANGE } from './range-layout.tsx';

export interface TimeFieldProps {
  id: string;
  config: TimeConfig;
  /** the selectable range (a range's other end narrows it) */
  bounds: TimeBounds;
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
}

/** One MUI X time picker: 24-hour, the format's views, times outside the range disabled, read-only when the range is inverted. */
export function TimeField({ id, config, bounds, value, onPick, onBlur, disabled, size, error, messageAcrossRange, label, clearable }: TimeFieldProps) {
  return (
    <TimePicker
      value={value}
      onChange={onPick}
      format={config.format}
      views={config.views}
      ampm={false}
      minTime={timeOfDay(bounds.min)}
      maxTime={timeOfDay(bounds.max)}
      disabled={disabled}
      readOnly={bounds.inverted}
      label={label}
      slotProps={{
        textField: {
          id,
          size: muiSize(size),
          fullWidth: true,
          // Unset, the picker shows its own validation (a typed time outside the range) in red.
          error: error ? true : undefined,
          helperText: error,
          slotProps: messageAcrossRange ? { formHelperText: { sx: ACROSS_RANGE } } : undefined,
          onBlur,
          sx: { '& .MuiPickersInputBase-root': { fontSize: fontSizeOf(size) } },
        },
        field: { clearable },
      }}
    />
  );
}

/** The time widget (jnpfKey time): a time of day stored as text in its format (default HH:mm:ss). */
export function TimeEdit({ item, id, value, onChange, onBlur, disabled, size, language, error }: WidgetProps) {
  const config = timeConfig(item.props);
  const onPick = (picked: Dayjs | null) => {
    if (picked === null) return onChange(null);
    if (picked.isValid()) onChange(storedTime(picked, config));
  };
  return (
    <PickerLocalization language={language}>
      <TimeField
        id={id}
        config={config}
        bounds={config.bounds}
        value={timeValue(value, config)}
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

export function TimeView({ item, value, size }: ViewProps) {
  return <ShownValue size={size}>{shownTime(value, timeConfig(item.props))}</ShownValue>;
}

export const timeWidget: WidgetDefinition = {
  key: 'time',
  Edit: TimeEdit,
  View: TimeView,
  holdsValue: true,
  emptyValue: null,
  examples: [
    { key: 'time', field: 'timeExample', label: dateTimeTexts('exampleTime'), props: { format: 'HH:mm:ss' } },
    { key: 'time', field: 'boundedTimeExample', label: dateTimeTexts('exampleBoundedTime'), props: { format: 'HH:mm', startTime: '08:30', endTime: '17:30' } },
  ],
};
