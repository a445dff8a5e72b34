import { request } from '../../lib/request/request.ts';

/** The mailbox's calls (JNPF 3.4 `/api/extend/Email`); a refusal is shown by the request client and rejects. */

import { EMAIL_BOXES, type EmailBox, type EmailInfo, type EmailListItem } from '../../../common/email/email-shapes.ts';

export { EMAIL_BOXES, type EmailBox, type EmailInfo, type EmailListItem };

/** One attachment as a mail keeps it: a file uploaded as `mail` (contract §6.1). */
export interface MailAttachment {
  fileId: string;
  fileName: string;
  fileSize?: number;
}

/** What the compose dialog edits; `id` is the draft it continues. */
export interface ComposeValues {
  id?: string;
  recipient: string;
  cc: string;
  bcc: string;
  subject: string;
  bodyText: string;
  attachment: MailAttachment[];
}

export const emptyCompose = (): ComposeValues => ({ recipient: '', cc: '', bcc: '', subject: '', bodyText: '', attachment: [] });

/** The attachments of a stored JSON list; anything unreadable is no attachment. */
export function attachmentsOf(json: string | null | undefined): MailAttachment[] {
  try {
    const parsed: unknown = JSON.parse(json || '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown) => {
      const row = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
      return typeof row.fileId === 'string'
        ? [{ fileId: row.fileId, fileName: String(row.fileName ?? row.name ?? row.fileId), fileSize: Number(row.fileSize) || undefined }]
        : [];
    });
  } catch {
    return [];
  }
}

const BASE = '/api/extend/Email';
const segment = (id: string) => encodeURIComponent(id);

export async function listMails(query: { type: EmailBox; keyword: string; currentPage: number; pageSize: number }) {
  const { data } = await request<{ list: EmailListItem[]; pagination: { total: number } }>({ url: BASE, data: query });
  return { list: data?.list ?? [], total: data?.pagination.total ?? 0 };
}

export async function mailInfo(id: string): Promise<EmailInfo> {
  const { data } = await request<EmailInfo>({ url: `${BASE}/${segment(id)}` });
  return data as EmailInfo;
}

export const setStarred = (id: string, starred: boolean) => request({ url: `${BASE}/${segment(id)}/Actions/${starred ? 'Star' : 'Unstar'}`, method: 'PUT' });
export const setRead = (id: string, read: boolean) => request({ url: `${BASE}/${segment(id)}/Actions/${read ? 'Read' : 'Unread'}`, method: 'PUT' });
export const deleteMail = (id: string) => request({ url: `${BASE}/${segment(id)}`, method: 'DELETE' });

const bodyOf = (values: ComposeValues) => ({ ...values, attachment: JSON.stringify(values.attachment) });
export const saveDraft = (values: ComposeValues) => request<{ id: string }>({ url: `${BASE}/Actions/SaveDraft`, method: 'POST', data: bodyOf(values) });
export const sendMail = (values: ComposeValues) => request<{ id: string }>({ url: `${BASE}/Actions/Send`, method: 'POST', data: bodyOf(values) });

/** Uploads one attachment as `mail` (contract §6.1 `POST /api/file/Uploader/{type}`). */
export async function uploadAttachment(file: File): Promise<MailAttachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await request<{ name: string; fileSize: number }>({ url: '/api/file/Uploader/mail', method: 'POST', data: form });
  return { fileId: data?.name ?? '', fileName: file.name, fileSize: data?.fileSize ?? file.size };
}

/** How the page downloads an attachment: the uploads feature's download helper, handed in by src/app/. */
export type DownloadMailFile = (type: string, file: { fileId: string; name: string }) => Promise<void>;
export const MAIL_FILE_TYPE = 'mail';
