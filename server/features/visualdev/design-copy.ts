import { randomBytes } from 'node:crypto';
import type { Db } from '../../core/db/database.ts';
import type { Language } from '../../core/i18n/messages.ts';
import { AppError } from '../../core/http/app-error.ts';
import { newId } from '../../core/db/ids.ts';
import { designText, designTextsOf } from './design-texts.ts';
import { withCopiedTables } from './design-copy-tables.ts';

/** Names are at most 100 characters, codes 50 (schemas/visual-dev.schema.json). */
const MAX_NAME = 100;
const MAX_CODE = 50;
const SUFFIX_LENGTH = 5;
const ATTEMPTS = 5;

/** Five random letters and digits, lower case. */
const randomSuffix = (): string => [...randomBytes(SUFFIX_LENGTH)].map((byte) => (byte % 36).toString(36)).join('');

/**
 * A copy of a design (FE347 webDesign "复制"): formData, columnData and tables as they are, but for
 * the tables' names, each given the same suffix (design-copy-tables.ts: a copy never stores its
 * records in the original's tables), under the name with the copy mark and a random suffix and the
 * code with that suffix (both unique), as a draft: the released snapshot is not copied, so the copy
 * runs nowhere until it is released (and then gets its own menu). Created by the caller; the
 * caller's rank is checked by the route. Answers the copy's id; refused with the spec's 复制失败
 * when no free name is found.
 */
export async function copyDesign(db: Db, id: string, userId: string, language: Language): Promise<string> {
  const source = await db.selectFrom('base_visual_dev').selectAll().where('id', '=', id).executeTakeFirst();
  if (!source) throw new AppError('recordNotFound');
  const mark = designText('copyMark', language);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const suffix = randomSuffix();
    const fullName = `${(source.fullName ?? '').slice(0, MAX_NAME - mark.length - SUFFIX_LENGTH)}${mark}${suffix}`;
    const enCode = `${(source.enCode ?? '').slice(0, MAX_CODE - SUFFIX_LENGTH)}${suffix}`;
    const taken = await db
      .selectFrom('base_visual_dev')
      .select('id')
      .where((eb) => eb.or([eb('fullName', '=', fullName), eb('enCode', '=', enCode)]))
      .executeTakeFirst();
    if (taken) continue;
    const copyId = newId();
    await db
      .insertInto('base_visual_dev')
      .values({
        ...source,
        ...withCopiedTables(source, suffix),
        id: copyId,
        fullName,
        enCode,
        state: 0,
        releasedFormData: null,
        releasedColumnData: null,
        releasedAppColumnData: null,
        releasedTables: null,
        releaseTime: null,
        creatorTime: Date.now(),
        creatorUserId: userId,
        lastModifyTime: null,
        lastModifyUserId: null,
      })
      .execute();
    return copyId;
  }
  throw new AppError('badRequest', { texts: designTextsOf('copyFailed') });
}
