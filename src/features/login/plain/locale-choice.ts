import { rememberLocale, type Locale } from '../../../lib/i18n/locale.ts';

/**
 * Remembers a language chosen on the plain login page where the app reads it at start: jnpf_language
 * (the i18n provider's first locale) and react-admin's store key (its localStorageStore, default
 * prefix), which <Admin> would otherwise restore over the new choice after sign-in.
 */
export function chooseLocale(locale: Locale): void {
  rememberLocale(locale);
  try {
    window.localStorage.setItem('RaStore.locale', JSON.stringify(locale));
  } catch {
    // A browser that refuses storage keeps the choice for this page only, as the app's store does.
  }
}
