import type { Texts } from '../entity-model.ts';
import { STORED_FILE_NAME } from '../files/file-kinds.ts';

/**
 * One stored file as an upload widget keeps it (contract §6.1), checked like any body: the stored
 * name as the file routes hand it out and a link into them only. The generator gives a schema's
 * upload field this shape too (generator/phases/normalise.ts), so an online form's uploads are checked alike.
 * Checked with `satisfies` rather than typed, as the generator needs its literal shape.
 */
export const STORED_FILE_SCHEMA = {
  type: 'object',
  required: ['name', 'fileId', 'url'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 255 },
    fileId: { type: 'string', maxLength: 100, pattern: STORED_FILE_NAME.source },
    url: { type: 'string', maxLength: 500, pattern: '^/api/file/(?!.*\\.\\.)[A-Za-z0-9_./,-]+$' },
    fileSize: { type: 'integer', minimum: 0 },
    fileExtension: { type: 'string', maxLength: 20 },
    fileVersionId: { type: 'string', maxLength: 100 },
  },
} satisfies Record<string, unknown>;

/** The words a stored file that fails its shape gets (never typed by a user): the generator's. */
export const UPLOAD_ENTRY_MESSAGE: Texts = { zh: '文件信息不正确', 'zh-TW': '文件信息不正確', en: 'The file entry is not valid' };
