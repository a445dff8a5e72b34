import type { Language } from '../../widget-contract.ts';

/** Texts of the date and time widgets; the pickers' own texts come from MUI X's zhCN, zhTW and enUS (picker-localization.tsx). */
const zh = {
  /** between the two ends of a range (JNPF's range-separator) */
  rangeSeparator: '至',
  startDate: '开始日期',
  endDate: '结束日期',
  startTime: '开始时间',
  endTime: '结束时间',
  /** how a week is shown when the item sets no format (dayjs tokens: ww is the week of the year) */
  weekFormat: 'YYYY 第 ww 周',
  /** the gallery's example labels */
  exampleDate: '日期',
  exampleDateTime: '日期时间',
  exampleMonth: '月份',
  exampleYear: '年份',
  exampleWeek: '周',
  exampleBounded: '限定范围的日期',
  exampleDateRange: '日期范围',
  exampleMonthRange: '月份范围',
  exampleTime: '时间',
  exampleBoundedTime: '限定范围的时间',
  exampleTimeRange: '时间范围',
};
export type DateTimeText = keyof typeof zh;

const zhTW: Record<DateTimeText, string> = {
  rangeSeparator: '至',
  startDate: '開始日期',
  endDate: '結束日期',
  startTime: '開始時間',
  endTime: '結束時間',
  weekFormat: 'YYYY 第 ww 週',
  exampleDate: '日期',
  exampleDateTime: '日期時間',
  exampleMonth: '月份',
  exampleYear: '年份',
  exampleWeek: '週',
  exampleBounded: '限定範圍的日期',
  exampleDateRange: '日期範圍',
  exampleMonthRange: '月份範圍',
  exampleTime: '時間',
  exampleBoundedTime: '限定範圍的時間',
  exampleTimeRange: '時間範圍',
};

const en: Record<DateTimeText, string> = {
  rangeSeparator: 'to',
  startDate: 'Start date',
  endDate: 'End date',
  startTime: 'Start time',
  endTime: 'End time',
  weekFormat: 'YYYY [week] ww',
  exampleDate: 'Date',
  exampleDateTime: 'Date and time',
  exampleMonth: 'Month',
  exampleYear: 'Year',
  exampleWeek: 'Week',
  exampleBounded: 'Date within bounds',
  exampleDateRange: 'Date range',
  exampleMonthRange: 'Month range',
  exampleTime: 'Time',
  exampleBoundedTime: 'Time within bounds',
  exampleTimeRange: 'Time range',
};

const byLanguage: Record<Language, Record<DateTimeText, string>> = { zh, 'zh-TW': zhTW, en };

export const dateTimeText = (language: Language, key: DateTimeText): string => byLanguage[language][key];

/** All three forms of a text (the gallery's example labels are Texts). */
export const dateTimeTexts = (key: DateTimeText) => ({ zh: zh[key], 'zh-TW': zhTW[key], en: en[key] });
