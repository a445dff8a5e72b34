import type { Dayjs } from 'dayjs';
import type { ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { PickerLocalization } from './picker-localization.tsx';
import { shownTime, storedTime, timeConfig, timeValue } from './time-config.ts';
import { TimeField } from './time-widget.tsx';
import { dateTimeText, dateTimeTexts } from './messages.ts';
import { RangeLayout, rangeEnds, storedRange } from './range-layout.tsx';
import { ShownValue } from './shown-value.tsx';

/** The time range widget (jnpfKey timeRange): [start, end] times in the format, within the bounds, the end not before the start. */
export function TimeRangeEdit({ item, id, value, onChange, onBlur, disabled, size, language, error }: WidgetProps) {
  const config = timeConfig(item.props);
  const [startValue, endValue] = rangeEnds(value);
  const start = timeValue(startValue, config);
  const end = timeValue(endValue, config);
  // Each end is bounded by the other as well as by the widget's range.
  const startBounds = { ...config.bounds, max: end && end.format('HH:mm:ss') < config.bounds.max ? end.format('HH:mm:ss') : config.bounds.max };
  const endBounds = { ...config.bounds, min: start && start.format('HH:mm:ss') > config.bounds.min ? start.format('HH:mm:ss') : config.bounds.min };
  const pick = (which: 'start' | 'end') => (picked: Dayjs | null) => {
    if (picked !== null && !picked.isValid()) return;
    if (which === 'start') onChange(storedRange(picked === null ? null : storedTime(picked, config, startBounds), endValue));
    else onChange(storedRange(startValue, picked === null ? null : storedTime(picked, config, endBounds)));
  };
  const clearable = item.props.clearable !== false;
  return (
    <PickerLocalization language={language}>
      <RangeLayout
        size={size}
        separator={dateTimeText(language, 'rangeSeparator')}
        start={
          <TimeField
            id={id}
            config={config}
            bounds={startBounds}
            value={start}
            onPick={pick('start')}
            onBlur={onBlur}
            disabled={disabled}
            size={size}
            error={error}
            messageAcrossRange
            label={dateTimeText(language, 'startTime')}
            clearable={clearable}
          />
        }
        end={
          <TimeField
            id={`${id}-end`}
            config={config}
            bounds={endBounds}
            value={end}
            onPick={pick('end')}
            onBlur={onBlur}
            disabled={disabled}
            size={size}
            error={error ? ' ' : undefined}
            label={dateTimeText(language, 'endTime')}
            clearable={clearable}
          />
        }
      />
    </PickerLocalization>
  );
}

export function TimeRangeView({ item, value, size, language }: ViewProps) {
  const config = timeConfig(item.props);
  const [start, end] = rangeEnds(value);
  const shown = storedRange(start, end).length === 0 ? '' : `${shownTime(start, config)} ${dateTimeText(language, 'rangeSeparator')} ${shownTime(end, config)}`;
  return <ShownValue size={size}>{shown}</ShownValue>;
}

export const timeRangeWidget: WidgetDefinition = {
  key: 'timeRange',
  Edit: TimeRangeEdit,
  View: TimeRangeView,
  holdsValue: true,
  emptyValue: [],
  examples: [
    {
      key: 'timeRange',
      field: 'timeRangeExample',
      label: dateTimeTexts('exampleTimeRange'),
      props: { format: 'HH:mm:ss', startTime: '08:00', endTime: '18:00' },
    },
  ],
};
