import { useLocaleState } from 'react-admin';
import { auditLogTexts, type AuditLogTexts } from './messages.ts';

/** The log pages' texts in the language the app speaks now (they follow a language switch). */
export function useAuditLogTexts(): AuditLogTexts {
  const [locale] = useLocaleState();
  return auditLogTexts(locale);
}
