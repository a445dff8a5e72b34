/**
 * The mailbox's wire shapes (JNPF 3.4 `/api/extend/Email`), one copy for the server that answers
 * them (server/features/email) and the browser app that reads them (src/features/email).
 */

export const EMAIL_BOXES = ['inBox', 'star', 'draft', 'sent'] as const;
export type EmailBox = (typeof EMAIL_BOXES)[number];

/** A row of any box, in JNPF's list field names (inBox/star: sender, fdate, isRead, starred; draft/sent: recipient, creatorTime). */
export interface EmailListItem {
  id: string;
  subject: string;
  sender: string;
  senderName: string;
  recipient: string;
  attachment: string;
  isRead: number;
  starred: number;
  fdate: number | null;
  creatorTime: number | null;
}

/** GET /api/extend/Email/{id}: JNPF's EmailInfoVO plus which box it is in and whether it is starred. */
export interface EmailInfo {
  id: string;
  mailId: string;
  box: EmailBox;
  subject: string;
  sender: string;
  senderName: string;
  recipient: string;
  cc: string;
  /** the sender's own view only: recipients never learn who else was sent a blind copy */
  bcc: string;
  bodyText: string;
  attachment: string;
  isRead: number;
  starred: number;
  /** when it was sent (the draft's last change for a draft) */
  fdate: number | null;
  date: number | null;
  creatorTime: number | null;
}
