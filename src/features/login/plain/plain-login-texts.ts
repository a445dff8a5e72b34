import type { Locale } from '../../../lib/i18n/locale.ts';
import { authMessages } from '../../../lib/auth/messages.ts';
import { requestMessages } from '../../../lib/request/messages.ts';
import { routeMessages } from '../../../lib/routes/messages.ts';
import { pageTitle } from '../../../lib/auth/route-guard.ts';
import { screenMessages } from '../messages.ts';

/**
 * The plain login page's texts, read from the same message files the app's i18n merges (so the
 * three languages stay one source), without the i18n provider: it pulls in every feature's texts
 * and react-admin's, which /login does not need.
 */
export function plainLoginTexts(locale: Locale) {
  const auth = authMessages[locale].auth;
  return {
    ...screenMessages[locale].screens.login,
    appTitle: auth.defaultTitle,
    requestError: requestMessages[locale].request.error,
    documentTitle: pageTitle(routeMessages[locale].routes.login, null, auth.defaultTitle),
  };
}

export type PlainLoginTexts = ReturnType<typeof plainLoginTexts>;
