import type { Db } from '../../core/db/database.ts';
import type { Language } from '../../core/i18n/messages.ts';
import { AppError } from '../../core/http/app-error.ts';
import { newId } from '../../core/db/ids.ts';
import { messageText } from './message-texts.ts';

/** Names and codes of a send configuration are at most this long (schemas/send-message-config.schema.json). */
const MAX_LENGTH = 50;

/**
 * A copy of a send configuration (FE347 "复制"): the same templates and source under the name with a
 * copy mark and the code with a number that no configuration uses yet, as a custom configuration
 * (a copy of a system one is the user's own), created by the caller.
 */
export async function copySendConfig(db: Db, id: string, userId: string, language: Language): Promise<void> {
  const source = await db.selectFrom('base_message_send_config').selectAll().where('id', '=', id).executeTakeFirst();
  if (!source) throw new AppError('recordNotFound');
  let stamp = Date.now() % 100_000;
  const codeWith = (number: number) => `${(source.enCode ?? '').slice(0, MAX_LENGTH - 5)}${String(number).padStart(5, '0')}`;
  while (await db.selectFrom('base_message_send_config').select('id').where('enCode', '=', codeWith(stamp)).executeTakeFirst()) stamp = (stamp + 1) % 100_000;
  const mark = messageText('copyMark', language);
  await db
    .insertInto('base_message_send_config')
    .values({
      ...source,
      id: newId(),
      fullName: `${(source.fullName ?? '').slice(0, MAX_LENGTH - mark.length)}${mark}`,
      enCode: codeWith(stamp),
      templateType: 0,
      creatorTime: Date.now(),
      creatorUserId: userId,
      lastModifyTime: null,
      lastModifyUserId: null,
    })
    .execute();
}
