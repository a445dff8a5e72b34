import type { Services } from '../../services.ts';
import type { Language } from '../../core/i18n/messages.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { newId } from '../../core/db/ids.ts';
import { adminAccounts } from '../../core/identity/rank.ts';
import { pushToUsers } from '../../core/realtime/push.ts';

/** JNPF's message type of a system message (spec shell §3: 1 notice, 2 flow, 3 system, 4 schedule). */
const SYSTEM_MESSAGE = 3;

/** A system message as one language writes it: the title, and the body as the paragraphs of its HTML. */
export interface SystemMessage {
  title: string;
  paragraphs: string[];
}

/** Text placed into HTML: the names and reasons in a message are what users typed. */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const htmlOf = (paragraphs: readonly string[]): string => paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');

/**
 * The enabled system administrators (rank.ts: isAdministrator = 1 or an account on the admin list),
 * who decide company-administrator applications.
 */
export async function systemAdministratorIds(services: Services): Promise<string[]> {
  const listed = await adminAccounts(services.db);
  const users = await services.db.selectFrom('base_user').select(['id', 'account', 'isAdministrator']).where('enabledMark', '=', 1).execute();
  return users.filter((user) => user.isAdministrator === 1 || listed.has((user.account ?? '').toLowerCase())).map((user) => user.id);
}

/**
 * Sends a system message (type 3) to users, each in the language they chose (their profile's
 * language, zh when none): one message per language, stored for the message centre and pushed to
 * their sockets on every process, as the schedule's messages are. The push carries the title, which
 * is what the browser's special prompts read.
 */
export async function sendSystemMessage(
  services: Services,
  userIds: readonly string[],
  senderId: string,
  compose: (language: Language) => SystemMessage,
): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  const users = await services.db.selectFrom('base_user').select(['id', 'language']).where('id', 'in', recipients).execute();
  const byLanguage = new Map<Language, string[]>();
  for (const user of users) {
    const language = languageOf(user.language ?? '');
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), user.id]);
  }
  const now = Date.now();
  const sent = [...byLanguage].map(([language, ids]) => ({ id: newId(), ids, message: compose(language) }));
  await services.db.transaction().execute(async (trx) => {
    for (const { id, ids, message } of sent) {
      await trx
        .insertInto('base_message')
        .values({
          id,
          type: SYSTEM_MESSAGE,
          title: message.title,
          bodyText: htmlOf(message.paragraphs),
          excerpt: message.paragraphs[0] ?? '',
          files: '[]',
          category: 'companyAdminApply',
          toUserIds: ids.join(','),
          enabledMark: 1,
          releaseUserId: senderId,
          releaseTime: now,
          creatorTime: now,
          creatorUserId: senderId,
        })
        .execute();
      await trx
        .insertInto('base_message_receive')
        .values(ids.map((userId) => ({ id: newId(), messageId: id, userId, isRead: 0, readTime: null })))
        .execute();
    }
  });
  for (const { id, ids, message } of sent) {
    await pushToUsers(services.fanOut, ids, {
      method: 'messagePush',
      messageType: SYSTEM_MESSAGE,
      userId: senderId,
      toUserId: ids.join(','),
      title: message.title,
      id,
      messageDefaultTime: now,
    });
  }
}
