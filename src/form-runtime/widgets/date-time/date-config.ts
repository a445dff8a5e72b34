import dayjs, { type Dayjs } from 'dayjs';
import weekOfYear from 'dayjs/plugin/weekOfYear.js';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import type { DateView } from '@mui/x-date-pickers/models';
import {
  TIMESTAMP,
  dateBounds,
  defaultDateFormat,
  isDatePickerType,
  jnpfFormatToDayjs,
  toEpochMs,
  type DateBounds,
  type DatePickerType,
} from '../../../../common/form-runtime/date-rules.ts';
import type { Language } from '../../widget-contract.ts';
import { DAYJS_LOCALES } from './picker-localization.tsx';
import { dateTimeText } from './messages.ts';

// A week is shown by its number in the year (ww).
dayjs.extend(weekOfYear);
dayjs.extend(advancedFormat);

/** What a date or date-range widget reads from its item's props (contract §7.2: type, format, value-format, startTime, endTime). */
export interface DateConfig {
  type: DatePickerType;
  /** the JNPF format the bounds align by */
  format: string;
  /** the dayjs format the value is shown in */
  displayFormat: string;
  /** the dayjs format of the picker's field (a week is typed as its first day: the field has no week token) */
  fieldFormat: string;
  /** 'timestamp' (epoch milliseconds) or a JNPF format of the stored text */
  valueFormat: string;
  bounds: DateBounds;
  views: DateView[];
  openTo: DateView;
}

const text = (props: Record<string, unknown>, ...names: string[]): string | undefined => {
  for (const name of names) {
    const value = props[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
};

/**
 * A date range's JNPF types (daterange, datetimerange, monthrange) and a date picker's types as
 * one of the five; the year type of a range picks months (spec §5: the year type uses a month range).
 */
function pickerType(type: unknown, format: string | undefined, range: boolean): DatePickerType {
  const bare = typeof type === 'string' ? type.replace(/range$/, '') : 'date';
  if (range && bare === 'year') return 'month';
  // A date whose format shows hours picks the time too (JNPF infers the picker from the format).
  if (bare === 'date' && format !== undefined && /H|h/.test(format)) return 'datetime';
  return isDatePickerType(bare) ? bare : 'date';
}

const VIEWS: Record<DatePickerType, { views: DateView[]; openTo: DateView }> = {
  date: { views: ['year', 'month', 'day'], openTo: 'day' },
  week: { views: ['year', 'month', 'day'], openTo: 'day' },
  datetime: { views: ['year', 'month', 'day'], openTo: 'day' },
  month: { views: ['year', 'month'], openTo: 'month' },
  year: { views: ['year'], openTo: 'year' },
};

export function dateConfig(props: Record<string, unknown>, language: Language, range = false): DateConfig {
  const given = text(props, 'format');
  const type = pickerType(props.type, given, range);
  // A range of months reads its format as months even if the item kept a year format.
  const format = given && !(range && type === 'month' && !/M/.test(given)) ? given : defaultDateFormat(type);
  const displayFormat = type === 'week' && !given ? dateTimeText(language, 'weekFormat') : jnpfFormatToDayjs(format);
  return {
    type,
    format,
    displayFormat,
    fieldFormat: type === 'week' ? 'YYYY-MM-DD' : displayFormat,
    valueFormat: text(props, 'valueFormat', 'value-format') ?? TIMESTAMP,
    bounds: dateBounds(props.startTime, props.endTime, format),
    ...VIEWS[type],
  };
}

/** A picked moment snapped to what the type stores: the first moment of its year, month, week or day; a date-time to the second (or minute). */
export function snapPicked(picked: Dayjs, config: DateConfig, language: Language): Dayjs {
  switch (config.type) {
    case 'year':
      return picked.startOf('year');
    case 'month':
      return picked.startOf('month');
    case 'week':
      return picked.locale(DAYJS_LOCALES[language]).startOf('week');
    case 'date':
      return picked.startOf('day');
    case 'datetime':
      return /s/.test(config.displayFormat) ? picked.startOf('second') : picked.startOf('minute');
  }
}

/** A stored value as the picker's value (null when empty). */
export function pickerValue(value: unknown, config: DateConfig): Dayjs | null {
  const ms = toEpochMs(value, config.valueFormat);
  return ms === null ? null : dayjs(ms);
}

/** A stored value as the user reads it, in the user's language (month names, week numbers). */
export function shownDate(value: unknown, config: DateConfig, language: Language): string {
  const ms = toEpochMs(value, config.valueFormat);
  return ms === null ? '' : dayjs(ms).locale(DAYJS_LOCALES[language]).format(config.displayFormat);
}
