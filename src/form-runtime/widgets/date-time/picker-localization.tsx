import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, zhCN, zhTW } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/zh-cn.js';
import 'dayjs/locale/zh-tw.js';
import type { Language } from '../../widget-contract.ts';

/** dayjs's locale per language: month and weekday names, the first day of the week (Monday in zh). */
export const DAYJS_LOCALES: Record<Language, string> = { zh: 'zh-cn', 'zh-TW': 'zh-tw', en: 'en' };

/** MUI X's own translations of the pickers' texts (toolbar titles, OK/Cancel/Clear, aria labels). */
const PICKER_TEXTS = {
  zh: zhCN.components.MuiLocalizationProvider.defaultProps.localeText,
  'zh-TW': zhTW.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
} satisfies Record<Language, unknown>;

/**
 * The pickers' localisation in the user's language. Every date and time widget wraps itself in
 * one, so a widget works alone (an rjsf field, a sub-table cell, the gallery); a form may also
 * wrap all its fields once, the innermost provider wins.
 */
export function PickerLocalization({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={DAYJS_LOCALES[language]} localeText={PICKER_TEXTS[language]}>
      {children}
    </LocalizationProvider>
  );
}
