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
import { screenMessages } from '../../features/login/messages.ts';
import { shellMessages } from '../../shell/messages.ts';
import { entityMessages } from '../../crud/messages.ts';
import { excelExportMessages } from '../../crud/excel-export/messages.ts';
import { dictionaryMessages } from '../../features/dictionary/messages.ts';
import { scheduleMessages } from '../../features/schedule/messages.ts';
import { menuItemMessages } from '../../features/menu-items/messages.ts';
import { messageCenterMessages } from '../../features/messages/messages.ts';
import { noticeMessages } from '../../features/notice/messages.ts';
import { profileMessages } from '../../features/profile/messages.ts';
import { portalMessages } from '../../features/portal/messages.ts';
import { feedbackMessages } from '../../features/feedback/messages.ts';
import { pickerMessages } from '../../features/pickers/messages.ts';
import { framedMessages } from '../../features/framed/messages.ts';
import { onlineUserMessages } from '../../features/online-users/messages.ts';
import { dashboardMessages } from '../../features/dashboard/messages.ts';
import { workflowMessageMessages } from '../../features/workflow-message/messages.ts';
import { dynamicDictionaryMessages } from '../../features/dynamic-dictionary/messages.ts';
import { uploadQueueMessages } from '../../features/uploads/engine/messages.ts';
import { excelImportMessages } from '../../crud/excel-import/messages.ts';
import { dataInterfaceMessages } from '../../features/data-interface/messages.ts';
import { dataScopeMessages } from '../../features/data-scope/messages.ts';
import { helpMessages } from '../../features/help/messages.ts';
import { emailMessages } from '../../features/email/messages.ts';

type Messages = Record<string, unknown>;

/** Every feature's texts, merged per language; tests/web/i18n checks the three have the same keys. */
const featureMessages = [
  dataInterfaceMessages,
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
  uploadQueueMessages,
  excelImportMessages,
  dataScopeMessages,
  helpMessages,
  emailMessages,
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
