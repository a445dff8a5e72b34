import { pagingProperties } from '../../core/http/paging.ts';
import { EMAIL_BOXES, type EmailBox } from '../../../common/email/email-shapes.ts';

/**
 * Request shapes of the mailbox routes (JNPF 3.4 `/api/extend/Email`): ajv checks each request
 * against them before the route runs.
 */

export { EMAIL_BOXES, type EmailBox };

export interface EmailListQuery {
  type?: EmailBox;
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
}
export const emailListQuery = {
  type: 'object',
  properties: { type: { type: 'string', enum: EMAIL_BOXES }, keyword: { type: 'string', maxLength: 100 }, ...pagingProperties(100) },
} as const;
export const EMAIL_PAGE_SIZE = 20;

export const emailIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** One attachment as the compose dialog sends it: a file uploaded as `mail` (contract §6.1). */
export interface AttachmentInput {
  fileId: string;
  fileName?: string;
  name?: string;
  fileSize?: number;
}

/**
 * A draft or a mail to send (JNPF's EmailSendCrForm / EmailCrForm). `attachment` is the JSON
 * array JNPF's client sends as a string, or the array itself; `id` names the draft it came from.
 */
export interface EmailBody {
  id?: string | null;
  recipient?: string | null;
  cc?: string | null;
  bcc?: string | null;
  subject?: string | null;
  bodyText?: string | null;
  attachment?: string | AttachmentInput[] | null;
}
const addressField = { type: ['string', 'null'], maxLength: 10_000 } as const;
export const MAX_ATTACHMENTS = 20;
export const emailBody = {
  type: 'object',
  properties: {
    id: { type: ['string', 'null'], maxLength: 64 },
    recipient: addressField,
    cc: addressField,
    bcc: addressField,
    subject: { type: ['string', 'null'], maxLength: 200 },
    bodyText: { type: ['string', 'null'], maxLength: 1_000_000 },
    // JNPF's client sends the list as a JSON string; the array itself is accepted too.
    attachment: {
      anyOf: [
        { type: 'string', maxLength: 20_000 },
        { type: 'null' },
        {
          type: 'array',
          maxItems: MAX_ATTACHMENTS,
          items: {
            type: 'object',
            required: ['fileId'],
            properties: {
              fileId: { type: 'string', minLength: 1, maxLength: 200 },
              fileName: { type: 'string', maxLength: 500 },
              name: { type: 'string', maxLength: 500 },
              fileSize: { type: 'number' },
            },
          },
        },
      ],
    },
  },
} as const;
