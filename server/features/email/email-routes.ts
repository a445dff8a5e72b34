import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { emailText, type EmailTextKey } from './email-texts.ts';
import { deleteMail, markReceived, saveDraft, sendMail } from './email-operations.ts';
import { listBox, mailInfo } from './email-reads.ts';
import { EMAIL_PAGE_SIZE, emailBody, emailIdParams, emailListQuery, type EmailBody, type EmailListQuery } from './email-schemas.ts';

/**
 * The mailbox (JNPF 3.4 `/api/extend/Email`), thin adapters over email-operations.ts and
 * email-reads.ts. Every route is signed-in: the mailbox is the caller's own, so no menu grant is
 * needed to read one's mail (the /emailDetail page opens for every signed-in user).
 */
export function registerEmailRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const signedIn = { access: 'signed-in' as const };
  const said = (request: FastifyRequest, key: EmailTextKey) => emailText(key, languageOf(request.headers['accept-language']));
  const smtpConfigured = async () => String((await services.config.read()).emailSmtpHost ?? '').trim() !== '';

  app.get<{ Querystring: EmailListQuery }>('/api/extend/Email', { config: signedIn, schema: { querystring: emailListQuery } }, async (request) => {
    const { type = 'inBox', keyword, currentPage = 1, pageSize = EMAIL_PAGE_SIZE } = request.query;
    return ok(await listBox(db, currentUser(request).userId, type, keyword, currentPage, pageSize));
  });

  app.get<{ Params: { id: string } }>('/api/extend/Email/:id', { config: signedIn, schema: { params: emailIdParams } }, async (request) =>
    ok(await mailInfo(db, currentUser(request).userId, request.params.id)),
  );

  app.delete<{ Params: { id: string } }>('/api/extend/Email/:id', { config: signedIn, schema: { params: emailIdParams } }, async (request) => {
    await deleteMail(db, currentUser(request).userId, request.params.id);
    return ok(undefined, said(request, 'deleted'));
  });

  app.post<{ Body: EmailBody }>('/api/extend/Email/Actions/SaveDraft', { config: signedIn, schema: { body: emailBody } }, async (request) => {
    const id = await saveDraft(db, currentUser(request).userId, request.body ?? {});
    return ok({ id }, said(request, 'saved'));
  });

  // JNPF 3.4 sends with POST /api/extend/Email; …/Actions/Send names the same action beside SaveDraft.
  const send = async (request: FastifyRequest<{ Body: EmailBody }>) => {
    const id = await sendMail(db, currentUser(request).userId, request.body ?? {}, { smtpConfigured: await smtpConfigured() });
    return ok({ id }, said(request, 'sent'));
  };
  app.post<{ Body: EmailBody }>('/api/extend/Email', { config: signedIn, schema: { body: emailBody } }, send);
  app.post<{ Body: EmailBody }>('/api/extend/Email/Actions/Send', { config: signedIn, schema: { body: emailBody } }, send);

  const marking = (action: string, change: { isRead?: 0 | 1; starred?: 0 | 1 }) =>
    app.put<{ Params: { id: string } }>(`/api/extend/Email/:id/Actions/${action}`, { config: signedIn, schema: { params: emailIdParams } }, async (request) => {
      await markReceived(db, currentUser(request).userId, request.params.id, change);
      return ok(undefined, said(request, 'done'));
    });
  marking('Read', { isRead: 1 });
  marking('Unread', { isRead: 0 });
  marking('Star', { starred: 1 });
  marking('Unstar', { starred: 0 });
}
