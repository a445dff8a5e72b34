import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/**
 * What a link hands out (stored in base_file_ticket.fileType; `target` in fileName):
 * - `file`: a stored file, target = its store key `<type>/<storedName>`;
 * - `pack`: a zip prepared for this link, target = its store key (removed once sent);
 * - `export`: an export's content, target = its base_export_file id;
 * - `preview`: a file shown inline, target = a store key (the file itself or its PDF conversion).
 * The first three work once; a preview link works until it expires, because a PDF viewer or a
 * video player asks for the same address many times (Range requests).
 */
export type TicketKind = 'file' | 'pack' | 'export' | 'preview';

export interface Ticket {
  kind: TicketKind;
  target: string;
  /** the name the browser saves or shows the file under */
  downloadName: string;
}

const SINGLE_USE: readonly TicketKind[] = ['file', 'pack', 'export'];

/** A download link is followed at once by the browser that asked for it: five minutes is plenty. */
export const DOWNLOAD_LIFETIME_MS = 5 * 60_000;
/**
 * What a download link hands out (an export, a zip) outlives the link by a minute, so a link
 * followed in its last second still finds it; after that the next one made sweeps it.
 */
export const LINKED_CONTENT_KEPT_MS = DOWNLOAD_LIFETIME_MS + 60_000;
/** A preview stays open while someone reads or watches it. */
export const PREVIEW_LIFETIME_MS = 30 * 60_000;

export const lifetimeOf = (kind: TicketKind): number => (kind === 'preview' ? PREVIEW_LIFETIME_MS : DOWNLOAD_LIFETIME_MS);

/** 32 random bytes in base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Only the token's SHA-256 is stored: whoever reads the table cannot follow a link from it. */
const idOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where the browser fetches a download (contract §6.3): the token is the whole authorisation. */
export const downloadUrl = (token: string) => `/api/file/Download?encryption=${token}`;
/** Where the preview frame loads the file (contract §6.4: the client appends `&token=`, so the `?` is already there). */
export const previewUrl = (token: string) => `/api/file/Preview?encryption=${token}`;

/** Removes the tickets that have expired; nobody can redeem them any more. */
export async function sweepExpiredTickets(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('base_file_ticket').where('expiresAt', '<', now).execute();
}

/** Records a ticket and answers its token, the only copy of which goes into the link. */
export async function issueTicket(db: Db, ticket: Ticket, creatorUserId: string | null, now = Date.now()): Promise<string> {
  await sweepExpiredTickets(db, now);
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('base_file_ticket')
    .values({
      id: idOf(token),
      fileType: ticket.kind,
      fileName: ticket.target,
      downloadName: ticket.downloadName,
      creatorUserId,
      expiresAt: now + lifetimeOf(ticket.kind),
    })
    .execute();
  return token;
}

const asTicket = (row: { fileType: string | null; fileName: string | null; downloadName: string | null }): Ticket => ({
  kind: row.fileType as TicketKind,
  target: row.fileName ?? '',
  downloadName: row.downloadName ?? '',
});

/**
 * Spends a single-use ticket: one statement deletes the row and answers it, so of two requests
 * racing with one link (in one process or several, on SQLite or PostgreSQL) exactly one gets it.
 * An expired, spent, unknown or preview token answers undefined and changes nothing.
 */
export async function redeemDownload(db: Db, token: string, now = Date.now()): Promise<Ticket | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const row = await db
    .deleteFrom('base_file_ticket')
    .where('id', '=', idOf(token))
    .where('fileType', 'in', SINGLE_USE)
    .where('expiresAt', '>=', now)
    .returning(['fileType', 'fileName', 'downloadName'])
    .executeTakeFirst();
  return row ? asTicket(row) : undefined;
}

/** A preview ticket that has not expired, left in place for the viewer's next request. */
export async function readPreview(db: Db, token: string, now = Date.now()): Promise<Ticket | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const row = await db
    .selectFrom('base_file_ticket')
    .select(['fileType', 'fileName', 'downloadName'])
    .where('id', '=', idOf(token))
    .where('fileType', '=', 'preview')
    .where('expiresAt', '>=', now)
    .executeTakeFirst();
  return row ? asTicket(row) : undefined;
}
