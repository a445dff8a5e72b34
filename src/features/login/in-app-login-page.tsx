import { useLocation, useNavigate } from 'react-router-dom';
import type { I18nProvider, Store } from 'react-admin';
import { currentLocale } from '../../lib/i18n/locale.ts';
import { markFreshLogin } from '../../shell/last-login-notice.tsx';
import { PlainLoginPage } from './plain/plain-login-page.tsx';
import { landingAfterSignIn } from './plain/plain-login-route.ts';
import { PlainPageInApp } from './plain/in-app-context.ts';

/**
 * The app's own /login route (a session that ended while the app ran): the same plain page a visitor
 * gets, outside <Admin>. A sign-in takes the steps main.tsx's hand-over takes at a first visit, in the
 * running app: the last-login notice, the language chosen on the page, then the page the user came from.
 */
export function InAppLoginPage({ store, i18nProvider }: { store: Store; i18nProvider: I18nProvider }) {
  const navigate = useNavigate();
  const { search } = useLocation();

  const signedIn = async () => {
    markFreshLogin();
    // The page remembered its choice in storage only; the running provider and store still speak the old one.
    const locale = currentLocale();
    store.setItem('locale', locale);
    if (i18nProvider.getLocale() !== locale) await i18nProvider.changeLocale(locale);
    navigate(landingAfterSignIn(search), { replace: true });
  };

  return (
    <PlainPageInApp.Provider value={true}>
      <PlainLoginPage onSignedIn={signedIn} />
    </PlainPageInApp.Provider>
  );
}
