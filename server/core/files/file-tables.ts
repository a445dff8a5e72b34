import { defineTable, type TableRow } from '../db/table-model.ts';

/**
 * One row per stored file (uploads, merges, avatars, chat images): the bytes are in the file
 * store under `<type>/<id>`, the row says what they are and who brought them.
 */
export const fileTable = defineTable(
  'base_file',
  {
    /** the stored name, `yyyyMMdd_<32 hex>.<ext>` (contract §6.1): unguessable */
    id: 'id',
    /** the upload type in lower case (annex, annexpic, useravatar, im, …): the store's folder */
    type: 'string',
    /** the original name as the user chose it */
    fullName: 'string',
    fileSize: 'bigint',
    fileExtension: 'string',
    mimeType: 'string',
    /** MD5 of the bytes, lower-case hex */
    md5: 'string',
    creatorUserId: 'string',
    creatorTime: 'bigint',
  },
  [{ name: 'base_file_type_ix', columns: ['type'] }],
);

/**
 * Download tickets (contract §6.3): `id` is the SHA-256 of the opaque token in the link, which
 * works once, without a header, until it expires. In the database so that any process honours it.
 */
export const fileTicketTable = defineTable(
  'base_file_ticket',
  {
    id: 'id',
    /** the ticket's kind: file | pack | export | preview */
    fileType: 'string',
    /** the store key of the file or zip, or the export's id */
    fileName: 'string',
    /** the name the browser saves it under */
    downloadName: 'string',
    creatorUserId: 'string',
    expiresAt: 'bigint',
  },
  [{ name: 'base_file_ticket_expires_ix', columns: ['expiresAt'] }],
);

export const fileTables = [fileTable, fileTicketTable];

export interface FileDatabase {
  base_file: TableRow<typeof fileTable>;
  base_file_ticket: TableRow<typeof fileTicketTable>;
}
