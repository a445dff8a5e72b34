import type { Db } from '../../core/db/database.ts';
import type { Language } from '../../core/i18n/messages.ts';
import { AppError } from '../../core/http/app-error.ts';
import { newId } from '../../core/db/ids.ts';
import { copiedName, freeCopyNames, nameOrCodeTaken } from '../../core/db/copy-names.ts';
import { assertSystemAdministrator, rankOf } from '../../core/identity/rank.ts';
import { dataInterfaceText } from './data-interface-texts.ts';
import { runsOnServer } from '../../../common/data-interface-kinds.ts';

/** Names and codes of a data interface are at most this long (schemas/data-interface.schema.json). */
const MAX_LENGTH = 50;

/**
 * A copy of a data interface (FE347 "复制"): everything of the original under the name with the
 * copy mark and a random suffix, the code with a dot and the same suffix (the code rule allows
 * letters, digits and inner dots), both cut to fit 50 characters, disabled until someone enables
 * it, created by the caller. Answers the copy's id.
 */
export async function copyInterface(db: Db, id: string, userId: string, language: Language): Promise<string> {
  const source = await db.selectFrom('base_data_interface').selectAll().where('id', '=', id).executeTakeFirst();
  if (!source) throw new AppError('recordNotFound');
  if (runsOnServer(source.dataType ?? 1)) assertSystemAdministrator(await rankOf(db, userId));
  const mark = dataInterfaceText('copyMark', language);
  const names = await freeCopyNames(
    (suffix) => ({ fullName: copiedName(source.fullName ?? '', mark, suffix, MAX_LENGTH), enCode: copiedName(source.enCode ?? '', '.', suffix, MAX_LENGTH) }),
    (candidate) => nameOrCodeTaken(db, 'base_data_interface', candidate),
  );
  if (!names) throw new AppError('serverError', { code: 500 });
  const { fullName, enCode } = names;
  const copyId = newId();
  await db
    .insertInto('base_data_interface')
    .values({
      ...source,
      id: copyId,
      fullName,
      enCode,
      enabledMark: 0,
      creatorTime: Date.now(),
      creatorUserId: userId,
      lastModifyTime: null,
      lastModifyUserId: null,
    })
    .execute();
  return copyId;
}
