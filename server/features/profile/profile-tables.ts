import { defineTable, type TableRow } from '../../core/db/table-model.ts';

/** A user's signature images (GET/POST /api/permission/Users/Current/SignImg); one is the default. */
export const signImgTable = defineTable(
  'base_sign_img',
  {
    id: 'id',
    userId: 'string',
    /** a data URL (image/png or image/jpeg, base64), as the JNPF client sends and shows it */
    signImg: 'text',
    /** 1 for the default signature, which is also userInfo.signImg */
    isDefault: { kind: 'integer', defaultValue: 0 },
    creatorTime: 'bigint',
  },
  [{ name: 'base_sign_img_user_ix', columns: ['userId'] }],
);

/** Avatar images (POST /api/file/Uploader/userAvatar), in the database so every process can serve them. */
export const userAvatarTable = defineTable('base_user_avatar', {
  /** the stored name yyyyMMdd_<uuid>.<ext>, which is also the URL's last segment */
  id: 'id',
  userId: 'string',
  mimeType: 'string',
  fileSize: 'integer',
  /** base64: the table model has no binary column kind */
  content: 'text',
  creatorTime: 'bigint',
});

export const profileTables = [signImgTable, userAvatarTable];

export interface ProfileDatabase {
  base_sign_img: TableRow<typeof signImgTable>;
  base_user_avatar: TableRow<typeof userAvatarTable>;
}
