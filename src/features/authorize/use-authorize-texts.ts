import { useLocaleState } from 'react-admin';
import { authorizeTexts, type AuthorizeTexts } from './messages.ts';

/** The authorisation texts in the language the app speaks now (they follow a language switch). */
export function useAuthorizeTexts(): AuthorizeTexts {
  const [locale] = useLocaleState();
  return authorizeTexts(locale);
}
