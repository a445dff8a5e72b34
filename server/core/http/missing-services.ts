import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOf, translate } from '../i18n/language.ts';

/**
 * Addresses a JNPF client expects other services at (contract §8 define.js: the data-visualisation
 * app, the report app and server, the file preview server), which this platform does not ship.
 * Menu entries may still point at them (type 6 big screens open `/DataV/view/{id}` in a new
 * window), so instead of the app's own 404 they get a plain page saying which service is missing.
 */
export const MISSING_SERVICE_PREFIXES = ['/DataV/', '/Report/', '/ReportServer/', '/FileServer/'] as const;

export function missingServiceOf(urlPath: string): string | undefined {
  return MISSING_SERVICE_PREFIXES.find((prefix) => urlPath === prefix.slice(0, -1) || urlPath.startsWith(prefix))?.slice(1, -1);
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function answerMissingService(request: FastifyRequest, reply: FastifyReply, service: string) {
  const language = languageOf(request.headers['accept-language']);
  const text = escapeHtml(translate('serviceNotDeployed', language, { service }));
  const lang = language === 'zh-TW' ? 'zh-TW' : language === 'en' ? 'en' : 'zh-CN';
  const page = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${text}</title></head><body style="font-family:sans-serif;padding:48px;color:#555"><p>${text}</p></body></html>`;
  return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
}
