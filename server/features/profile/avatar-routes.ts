import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/app-error.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { sniffImage } from '../../core/files/content-sniff.ts';
import { isValidOriginalName } from '../../core/files/upload-policy.ts';
import { findStoredFile, saveStoredFile, sendableLegacyFile, sendableStoredFile, type SendableFile } from '../../core/files/stored-files.ts';
import { profileRefusal, profileText } from './profile-texts.ts';

/** Avatars are small pictures: 2 MB at most. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Stored names are `yyyyMMdd_<32 hex>.<ext>` (contract §6.1); nothing else is ever looked up. */
export const AVATAR_NAME = /^\d{8}_[0-9a-f]{32}\.(png|jpg|gif|bmp|webp)$/;

/** headIcon's form in JNPF: /api/file/Image/userAvatar/{name} (contract §2.4). */
export const avatarUrl = (name: string) => `/api/file/Image/userAvatar/${name}`;

const nameParams = { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 100 } } } as const;

/** The upload type of avatars (contract §6.1), their folder `useravatar` in the store. */
const AVATAR_TYPE = 'userAvatar';

/**
 * The avatar: POST /api/file/Uploader/userAvatar takes one image (checked by its bytes, not its
 * name), stored like every upload (server/core/files/stored-files.ts), and answers the
 * UploaderVO; PUT .../Current/Avatar/{name} makes one of the caller's own uploads their
 * headIcon; GET /api/file/Image/userAvatar/{name} serves it without a header, as an <img> needs
 * (contract §1.4), under an unguessable name.
 */
export function registerAvatarRoutes(app: FastifyInstance, services: Services): void {
  app.post('/api/file/Uploader/userAvatar', { config: { access: 'signed-in' } }, async (request) => {
    const language = languageOf(request.headers['accept-language']);
    const user = currentUser(request);
    if (!request.isMultipart()) return profileRefusal('imageOnly', language);
    let bytes: Buffer;
    let fileName: string;
    try {
      const upload = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!upload) return profileRefusal('imageOnly', language);
      fileName = upload.filename;
      bytes = await upload.toBuffer();
      if (upload.file.truncated) return profileRefusal('avatarTooLarge', language);
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return profileRefusal('avatarTooLarge', language);
      throw error;
    }
    const image = sniffImage(bytes);
    if (!image) return profileRefusal('imageOnly', language);
    const { id: name } = await saveStoredFile(services, {
      type: AVATAR_TYPE,
      // The name is only recorded; one that is no plain file name is not worth a refusal here.
      originalName: isValidOriginalName(fileName) ? fileName.trim() : `avatar.${image.extension}`,
      content: bytes,
      mimeType: image.mimeType,
      extension: image.extension,
      userId: user.userId,
    });
    return ok({ name, url: avatarUrl(name), fileSize: bytes.length, fileExtension: image.extension }, profileText('uploadSuccess', language));
  });

  app.get<{ Params: { name: string } }>(
    '/api/file/Image/userAvatar/:name',
    { config: { access: 'public' }, schema: { params: nameParams } },
    async (request, reply) => {
      const avatar = AVATAR_NAME.test(request.params.name) ? await readAvatar(services, request.params.name) : undefined;
      if (!avatar) throw new AppError('fileMissing');
      return (
        reply
          .header('content-type', avatar.mimeType)
          .header('content-length', avatar.size)
          // The bytes were checked to be an image; the browser must not guess otherwise.
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(avatar.content)
      );
    },
  );

  app.put<{ Params: { name: string } }>(
    '/api/permission/Users/Current/Avatar/:name',
    { config: { access: 'signed-in' }, schema: { params: nameParams } },
    async (request) => {
      const user = currentUser(request);
      const { name } = request.params;
      // Only an image this user uploaded: nobody wears another person's file or an outside URL.
      if (!AVATAR_NAME.test(name) || !(await isOwnAvatar(services, name, user.userId))) throw new AppError('fileMissing');
      await services.db
        .updateTable('base_user')
        .set({ headIcon: avatarUrl(name), lastModifyTime: Date.now(), lastModifyUserId: user.userId })
        .where('id', '=', user.userId)
        .execute();
      return ok(undefined, translate('updateSuccess', languageOf(request.headers['accept-language'])));
    },
  );
}

/**
 * An avatar to send: from the file store, or from base_user_avatar where avatars were kept before
 * the store existed (read only; nothing is written there any more).
 */
async function readAvatar(services: Services, name: string): Promise<SendableFile | undefined> {
  const row = await findStoredFile(services.db, AVATAR_TYPE, name);
  if (row) return sendableStoredFile(services.files, row);
  const old = await services.db.selectFrom('base_user_avatar').select(['mimeType', 'content']).where('id', '=', name).executeTakeFirst();
  return old && sendableLegacyFile(old);
}

/** Whether the user uploaded this avatar (in the store, or in base_user_avatar before it). */
async function isOwnAvatar(services: Services, name: string, userId: string): Promise<boolean> {
  const row = await findStoredFile(services.db, AVATAR_TYPE, name);
  if (row) return row.creatorUserId === userId;
  const old = await services.db.selectFrom('base_user_avatar').select('id').where('id', '=', name).where('userId', '=', userId).executeTakeFirst();
  return Boolean(old);
}
