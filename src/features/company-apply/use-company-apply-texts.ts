import { useLocaleState } from 'react-admin';
import { companyApplyTexts, type CompanyApplyTexts } from './messages.ts';

/** The feature's texts in the language the app speaks now (they follow a language switch). */
export function useCompanyApplyTexts(): CompanyApplyTexts {
  const [locale] = useLocaleState();
  return companyApplyTexts(locale);
}
