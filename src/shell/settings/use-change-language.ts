import { useSetLocale } from 'react-admin';
import { rememberLocale, type Locale } from '../../lib/i18n/locale.ts';
import { saveSystemLanguage } from './settings-api.ts';

/** Switches the language: the app at once, jnpf_language for the next visit, the server for the next sign-in. */
export function useChangeLanguage(): (locale: Locale) => void {
  const setLocale = useSetLocale();
  return (locale) => {
    rememberLocale(locale);
    void setLocale(locale);
    // A failed save is shown by the request client; the local choice stands either way.
    void saveSystemLanguage(locale).catch(() => undefined);
  };
}
