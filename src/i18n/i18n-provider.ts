import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { raZh } from './ra-zh.ts';
import { raZhTw } from './ra-zh-tw.ts';
import { currentLocale, LOCALES, type Locale } from './locale.ts';
import { requestMessages } from '../request/messages.ts';
import { authMessages } from '../auth/messages.ts';
import { routeMessages } from '../routes/messages.ts';
import { pageGroupMessages } from '../routes/page-group-messages.ts';
import { screenMessages } from '../screens/messages.ts';
import { shellMessages } from '../shell/messages.ts';
import { entityMessages } from '../entity-screens/messages.ts';
import { excelExportMessages } from '../entity-screens/excel-export/messages.ts';
import { dictionaryMessages } from '../dictionary/messages.ts';
import { scheduleMessages } from '../schedule/messages.ts';
import { menuItemMessages } from '../menu-items/messages.ts';
import { messageCenterMessages } from '../messages/messages.ts';
import { noticeMessages } from '../notice/messages.ts';
import { profileMessages } from '../profile/messages.ts';
import { portalMessages } from '../screens/portal-messages.ts';
import { feedbackMessages } from '../feedback/messages.ts';
import { pickerMessages } from '../pickers/messages.ts';
import { framedMessages } from '../framed/messages.ts';
import { onlineUserMessages } from '../online-users/messages.ts';
import { dashboardMessages } from '../dashboard/messages.ts';
import { workflowMessageMessages } from '../workflow-message/messages.ts';
import { dynamicDictionaryMessages } from '../dynamic-dictionary/messages.ts';

type Messages = Record<string, unknown>;

/** Every feature's texts, merged per language; tests/web/i18n checks the three have the same keys. */
const featureMessages = [
  requestMessages,
  authMessages,
  routeMessages,
  pageGroupMessages,
  screenMessages,
  shellMessages,
  entityMessages,
  excelExportMessages,
  dictionaryMessages,
  scheduleMessages,
  menuItemMessages,
  noticeMessages,
  messageCenterMessages,
  pickerMessages,
  portalMessages,
  feedbackMessages,
  profileMessages,
  framedMessages,
  onlineUserMessages,
  dashboardMessages,
  workflowMessageMessages,
  dynamicDictionaryMessages,
];

function merge(base: Messages, locale: Locale): Messages {
  return featureMessages.reduce<Messages>((all, feature) => ({ ...all, ...(feature[locale] as Messages) }), { ...base });
}

export const messagesByLocale: Record<Locale, Messages> = {
  zh: merge(raZh, 'zh'),
  'zh-TW': merge(raZhTw, 'zh-TW'),
  en: merge(englishMessages as unknown as Messages, 'en'),
};

export const i18nProvider = polyglotI18nProvider(
  (locale) => (messagesByLocale[locale as Locale] ?? messagesByLocale.zh) as TranslationMessages,
  currentLocale(),
  LOCALES,
  {
    allowMissing: false,
  },
);
