import type { WidgetDefinition } from '../../widget-contract.ts';
import { dateWidget } from './date-widget.tsx';
import { dateRangeWidget } from './date-range-widget.tsx';
import { timeWidget } from './time-widget.tsx';
import { timeRangeWidget } from './time-range-widget.tsx';

/** The date and time widgets (spec §3 date and time pickers, §5): date, dateRange, time, timeRange. */
export const dateTimeWidgets: WidgetDefinition[] = [dateWidget, dateRangeWidget, timeWidget, timeRangeWidget];

export { dateWidget, DateEdit, DateView, DateField } from './date-widget.tsx';
export { dateRangeWidget } from './date-range-widget.tsx';
export { timeWidget } from './time-widget.tsx';
export { timeRangeWidget } from './time-range-widget.tsx';
export { PickerLocalization, DAYJS_LOCALES } from './picker-localization.tsx';
export { dateConfig, shownDate } from './date-config.ts';
