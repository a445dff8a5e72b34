import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/app-error.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { sniffImage } from '../../core/files/im-files.ts';
import { profileRefusal, profileText } from './profile-texts.ts';

/** Avatars are small pictures: 2 MB at most. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Stored names are `yyyyMMdd_<uuid>.<ext>` (contract §6.1); nothing else is ever looked up. */
export const AVATAR_NAME = /^\d{8}_[0-9a-f]{32}\.(png|jpg|gif|bmp|webp)$/;

/** headIcon's form in JNPF: /api/file/Image/userAvatar/{name} (contract §2.4). */
export const avatarUrl = (name: string) => `/api/file/Image/userAvatar/${name}`;

const nameParams = { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 100 } } } as const;

function storedName(extension: string, now = new Date()): string {
  const day = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  return `${day}_${randomUUID().replace(/-/g, '')}.${extension}`;
}

/**
 * The avatar: POST /api/file/Uploader/userAvatar takes one image (checked by its bytes, not its
 * name) and answers the UploaderVO; PUT .../Current/Avatar/{name} makes one of the caller's own
 * uploads their headIcon; GET /api/file/Image/userAvatar/{name} serves it without a header,
 * as an <img> needs (contract §1.4), under an unguessable name.
 */
export function registerAvatarRoutes(app: FastifyInstance, services: Services): void {
  app.post('/api/file/Uploader/userAvatar', { config: { access: 'signed-in' } }, async (request) => {
    const language = languageOf(request.headers['accept-language']);
    const user = currentUser(request);
    if (!request.isMultipart()) return profileRefusal('imageOnly', language);
    let bytes: Buffer;
    try {
      const upload = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!upload) return profileRefusal('imageOnly', language);
      bytes = await upload.toBuffer();
      if (upload.file.truncated) return profileRefusal('avatarTooLarge', language);
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return profileRefusal('avatarTooLarge', language);
      throw error;
    }
    const image = sniffImage(bytes);
    if (!image) return profileRefusal('imageOnly', language);
    const name = storedName(image.extension);
    await services.db
      .insertInto('base_user_avatar')
      .values({ id: name, userId: user.userId, mimeType: image.mimeType, fileSize: bytes.length, content: bytes.toString('base64'), creatorTime: Date.now() })
      .execute();
    return ok({ name, url: avatarUrl(name), fileSize: bytes.length, fileExtension: image.extension }, profileText('uploadSuccess', language));
  });

  app.get<{ Params: { name: string } }>(
    '/api/file/Image/userAvatar/:name',
    { config: { access: 'public' }, schema: { params: nameParams } },
    async (request, reply) => {
      const row = AVATAR_NAME.test(request.params.name)
        ? await services.db.selectFrom('base_user_avatar').select(['mimeType', 'content']).where('id', '=', request.params.name).executeTakeFirst()
        : undefined;
      if (!row) throw new AppError('fileMissing');
      return (
        reply
          .header('content-type', row.mimeType ?? 'application/octet-stream')
          // The bytes were checked to be an image; the browser must not guess otherwise.
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(Buffer.from(row.content ?? '', 'base64'))
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
      const file = AVATAR_NAME.test(name)
        ? await services.db.selectFrom('base_user_avatar').select('id').where('id', '=', name).where('userId', '=', user.userId).executeTakeFirst()
        : undefined;
      if (!file) throw new AppError('fileMissing');
      await services.db
        .updateTable('base_user')
        .set({ headIcon: avatarUrl(name), lastModifyTime: Date.now(), lastModifyUserId: user.userId })
        .where('id', '=', user.userId)
        .execute();
      return ok(undefined, translate('updateSuccess', languageOf(request.headers['accept-language'])));
    },
  );
}
