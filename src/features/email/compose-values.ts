import { attachmentsOf, type ComposeValues, type EmailInfo } from './email-api.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The original mail quoted below a reply or a forward: who, when, to whom, what, then its body. */
function quoted(info: EmailInfo, t: Translate, timeText: string): string {
  const line = (label: string, value: string) => `<p>${escapeHtml(t(label))}: ${escapeHtml(value)}</p>`;
  return [
    '<p><br></p>',
    `<p>${escapeHtml(t('original'))}</p>`,
    line('sender', info.senderName ? `${info.senderName}<${info.sender}>` : info.sender),
    line('time', timeText),
    line('recipient', info.recipient),
    info.cc ? line('cc', info.cc) : '',
    line('subject', info.subject),
    `<blockquote>${info.bodyText}</blockquote>`,
  ].join('');
}

const prefixed = (prefix: string, subject: string) => (subject.startsWith(prefix.trim()) ? subject : `${prefix}${subject}`);

/** A reply: to the sender, the subject prefixed once, the original quoted, no attachments. */
export function replyValues(info: EmailInfo, t: Translate, timeText: string): ComposeValues {
  return { recipient: info.sender, cc: '', bcc: '', subject: prefixed(t('replyPrefix'), info.subject), bodyText: quoted(info, t, timeText), attachment: [] };
}

/** A forward: to nobody yet, the subject prefixed once, the original quoted, its attachments passed on. */
export function forwardValues(info: EmailInfo, t: Translate, timeText: string): ComposeValues {
  return {
    recipient: '',
    cc: '',
    bcc: '',
    subject: prefixed(t('forwardPrefix'), info.subject),
    bodyText: quoted(info, t, timeText),
    attachment: attachmentsOf(info.attachment),
  };
}

/** A draft opened again for editing. */
export function draftValues(info: EmailInfo): ComposeValues {
  return {
    id: info.id,
    recipient: info.recipient,
    cc: info.cc,
    bcc: info.bcc,
    subject: info.subject,
    bodyText: info.bodyText,
    attachment: attachmentsOf(info.attachment),
  };
}
