import type { Db } from '../../core/db/database.ts';
import type { Language } from '../../core/i18n/messages.ts';
import { AppError } from '../../core/http/app-error.ts';
import { newId } from '../../core/db/ids.ts';
import { copiedName, freeCopyNames, nameOrCodeTaken } from '../../core/db/copy-names.ts';
import { designText, designTextsOf } from './design-texts.ts';
import { withCopiedTables } from './design-copy-tables.ts';

/** Names are at most 100 characters, codes 50 (schemas/visual-dev.schema.json). */
const MAX_NAME = 100;
const MAX_CODE = 50;

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
  const names = await freeCopyNames(
    (suffix) => ({ fullName: copiedName(source.fullName ?? '', mark, suffix, MAX_NAME), enCode: copiedName(source.enCode ?? '', '', suffix, MAX_CODE) }),
    (candidate) => nameOrCodeTaken(db, 'base_visual_dev', candidate),
  );
  if (!names) throw new AppError('badRequest', { texts: designTextsOf('copyFailed') });
  const { suffix, fullName, enCode } = names;
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
