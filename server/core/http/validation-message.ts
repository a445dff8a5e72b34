import { translate } from '../i18n/language.ts';
import type { Language } from '../i18n/messages.ts';

/** The part of an ajv error this needs (Fastify's and ajv's own errors both fit). */
export interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}

export type FieldMessages = Record<string, Record<string, { zh: string; 'zh-TW': string; en: string }>>;

/**
 * The message for the first validation failure: the spec's own words when the schema carries
 * them for that field and rule ({value} replaced by what was sent), otherwise a generic
 * message naming the field. Pure, so the server and the offline demo engine (mocks/engine) answer alike.
 */
export function validationMessage(issue: ValidationIssue | undefined, language: Language, messages: FieldMessages | undefined, body: unknown): string {
  const missing = issue?.keyword === 'required' ? String(issue.params?.missingProperty ?? '') : '';
  const field = (missing || String(issue?.instancePath || issue?.params?.additionalProperty || '')).replace(/^\//, '').replace(/\//g, '.');
  // An empty required string fails minLength 1: the spec words that as the required message.
  const keyword = issue?.keyword === 'minLength' && issue.params?.limit === 1 ? 'required' : (issue?.keyword ?? '');
  const value = field && body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  const specific = messages?.[field]?.[keyword]?.[language]?.replace('{value}', String(value ?? ''));
  return specific ?? (field ? translate('badRequestField', language, { field }) : translate('badRequest', language));
}
