import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import type { Db } from '../../core/db/database.ts';
import { ok } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/app-error.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { newId } from '../../core/db/ids.ts';
import { sniffImage } from '../../core/files/content-sniff.ts';
import { profileRefusal } from './profile-texts.ts';

/** A drawn signature is a small picture: 500 KB of image at most. */
export const SIGN_MAX_BYTES = 500 * 1024;
const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

/** Makes one signature the default and mirrors it into base_user.signImg (userInfo.signImg, contract §2.4). */
async function makeDefault(db: Db, userId: string, id: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('base_sign_img').set({ isDefault: 0 }).where('userId', '=', userId).execute();
    let signImg = '';
    if (id) {
      await trx.updateTable('base_sign_img').set({ isDefault: 1 }).where('id', '=', id).where('userId', '=', userId).execute();
      signImg = (await trx.selectFrom('base_sign_img').select('signImg').where('id', '=', id).executeTakeFirst())?.signImg ?? '';
    }
    await trx.updateTable('base_user').set({ signImg }).where('id', '=', userId).execute();
  });
}

/** GET/POST .../Current/SignImg and PUT/DELETE .../Current/{id}/SignImg (contract §2.6): the caller's signatures. */
export function registerSignImgRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const mine = async (userId: string, id: string) => {
    const row = await db.selectFrom('base_sign_img').select(['id', 'isDefault']).where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
    if (!row) throw new AppError('recordNotFound');
    return row;
  };

  app.get('/api/permission/Users/Current/SignImg', { config: { access: 'signed-in' } }, async (request) => {
    const { userId } = currentUser(request);
    const rows = await db
      .selectFrom('base_sign_img')
      .select(['id', 'signImg', 'isDefault', 'creatorTime'])
      .where('userId', '=', userId)
      .orderBy('creatorTime', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return ok(rows);
  });

  app.post<{ Body: { signImg: string; isDefault?: number } }>(
    '/api/permission/Users/Current/SignImg',
    {
      config: { access: 'signed-in' },
      schema: {
        body: {
          type: 'object',
          required: ['signImg'],
          properties: { signImg: { type: 'string', minLength: 1, maxLength: 800_000 }, isDefault: { type: 'integer', enum: [0, 1] } },
        },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const language = languageOf(request.headers['accept-language']);
      const match = DATA_URL.exec(request.body.signImg);
      if (!match) return profileRefusal('imageOnly', language);
      const bytes = Buffer.from(match[2], 'base64');
      if (bytes.length > SIGN_MAX_BYTES) return profileRefusal('signTooLarge', language);
      // The bytes must be the picture the data URL claims, not a script with an image label.
      const image = sniffImage(bytes);
      if (!image || image.mimeType !== `image/${match[1]}`) return profileRefusal('imageOnly', language);
      const id = newId();
      await db.insertInto('base_sign_img').values({ id, userId, signImg: request.body.signImg, isDefault: 0, creatorTime: Date.now() }).execute();
      const hasDefault = await db.selectFrom('base_sign_img').select('id').where('userId', '=', userId).where('isDefault', '=', 1).executeTakeFirst();
      // The first signature is the default whatever was asked: a user with signatures always has one.
      if (request.body.isDefault === 1 || !hasDefault) await makeDefault(db, userId, id);
      return ok({ id }, translate('createSuccess', language));
    },
  );

  app.put<{ Params: { id: string } }>(
    '/api/permission/Users/Current/:id/SignImg',
    { config: { access: 'signed-in' }, schema: { params: idParams } },
    async (request) => {
      const { userId } = currentUser(request);
      await mine(userId, request.params.id);
      await makeDefault(db, userId, request.params.id);
      return ok(undefined, translate('updateSuccess', languageOf(request.headers['accept-language'])));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/permission/Users/Current/:id/SignImg',
    { config: { access: 'signed-in' }, schema: { params: idParams } },
    async (request) => {
      const { userId } = currentUser(request);
      const row = await mine(userId, request.params.id);
      await db.deleteFrom('base_sign_img').where('id', '=', row.id).execute();
      if (row.isDefault === 1) {
        const next = await db.selectFrom('base_sign_img').select('id').where('userId', '=', userId).orderBy('creatorTime', 'desc').executeTakeFirst();
        await makeDefault(db, userId, next?.id ?? null);
      }
      return ok(undefined, translate('deleteSuccess', languageOf(request.headers['accept-language'])));
    },
  );
}
