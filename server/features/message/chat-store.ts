import type { Db } from '../../core/db/database.ts';
import { randomBytes } from 'node:crypto';
import { newId } from '../../core/db/ids.ts';

let sequence = 0;

/**
 * Chat ids sort in sending order: messages sent within one millisecond are ordered by a
 * process-local counter (the history's tie-breaker), with random digits against other processes.
 */
function chatId(sendTime: number): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${String(sendTime).padStart(13, '0')}${String(sequence).padStart(6, '0')}${randomBytes(3).toString('hex')}`;
}

export type ChatContentType = 'text' | 'image' | 'voice';

export interface UserCard {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
}

export interface ChatRecord {
  id: string;
  sendUserId: string;
  sendTime: number;
  receiveUserId: string;
  receiveTime: number | null;
  content: string;
  contentType: string;
  state: number;
}

export interface HistoryQuery {
  currentPage: number;
  pageSize: number;
  sord: 'asc' | 'desc';
  keyword: string;
}

/**
 * Chat history between two users (base_im_content) and each user's conversation list
 * (base_im_reply). Each side deletes its own view of a conversation; a row both sides have
 * deleted is removed.
 */
export class ChatStore {
  constructor(private readonly db: Db) {}

  async userCard(userId: string): Promise<UserCard | undefined> {
    const row = await this.db
      .selectFrom('base_user')
      .select(['id', 'account', 'realName', 'headIcon'])
      .where('id', '=', userId)
      .where('enabledMark', '!=', 0)
      .executeTakeFirst();
    return row ? { id: row.id, account: row.account ?? '', realName: row.realName ?? '', headIcon: row.headIcon ?? '' } : undefined;
  }

  async store(from: string, to: string, contentType: ChatContentType, content: string, sendTime: number): Promise<ChatRecord> {
    const record: ChatRecord = { id: chatId(sendTime), sendUserId: from, sendTime, receiveUserId: to, receiveTime: null, content, contentType, state: 0 };
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('base_im_content')
        .values({ ...record, sendDeleteMark: 0, receiveDeleteMark: 0 })
        .execute();
      // Both sides' conversation lists show the pair again, even one removed by relocation.
      for (const [userId, peerUserId] of [
        [from, to],
        [to, from],
      ]) {
        await trx
          .insertInto('base_im_reply')
          .values({ id: newId(), userId, peerUserId, latestTime: sendTime, deleteMark: 0 })
          .onConflict((oc) => oc.columns(['userId', 'peerUserId']).doUpdateSet({ latestTime: sendTime, deleteMark: 0 }))
          .execute();
      }
    });
    return record;
  }

  /** One page of the history `me` still sees with `peer`, oldest first within the page. */
  async history(me: string, peer: string, query: HistoryQuery): Promise<{ list: ChatRecord[]; total: number }> {
    let base = this.db
      .selectFrom('base_im_content')
      .where((eb) =>
        eb.or([
          eb.and([eb('sendUserId', '=', me), eb('receiveUserId', '=', peer), eb('sendDeleteMark', '=', 0)]),
          eb.and([eb('sendUserId', '=', peer), eb('receiveUserId', '=', me), eb('receiveDeleteMark', '=', 0)]),
        ]),
      );
    // Only text is searchable: image and voice content is a JSON reference, not words.
    if (query.keyword) base = base.where('contentType', '=', 'text').where('content', 'like', `%${query.keyword}%`);
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const rows = await base
      .select(['id', 'sendUserId', 'sendTime', 'receiveUserId', 'receiveTime', 'content', 'contentType', 'state'])
      .orderBy('sendTime', query.sord)
      .orderBy('id', query.sord)
      .limit(query.pageSize)
      .offset((query.currentPage - 1) * query.pageSize)
      .execute();
    const list = rows.map(toRecord);
    // The client appends pages as they come and expects each one in time order (contract §5.3).
    if (query.sord === 'desc') list.reverse();
    return { list, total: Number(counted?.total ?? 0) };
  }

  /** `me` has read everything `peer` sent: UpdateReadMessage and opening the chat. */
  async markRead(me: string, peer: string): Promise<void> {
    await this.db
      .updateTable('base_im_content')
      .set({ state: 1, receiveTime: Date.now() })
      .where('sendUserId', '=', peer)
      .where('receiveUserId', '=', me)
      .where('state', '=', 0)
      .execute();
  }

  /** Unread counts per sender with the newest unread message of each (initMessage `unreadNums`). */
  async unreadNums(me: string) {
    const groups = await this.unreadBySender(me);
    return Promise.all(
      groups.map(async (group) => {
        const latest = await this.latestBetween(me, group.sendUserId);
        return {
          sendUserId: group.sendUserId,
          tenantId: '',
          unreadNum: group.count,
          defaultMessage: latest?.content ?? '',
          defaultMessageType: latest?.contentType ?? 'text',
          defaultMessageTime: latest?.sendTime ?? null,
        };
      }),
    );
  }

  /** The conversation list of GET /api/message/imreply, newest first. */
  async conversations(me: string) {
    const rows = await this.db
      .selectFrom('base_im_reply as r')
      .innerJoin('base_user as u', 'u.id', 'r.peerUserId')
      .select(['r.peerUserId', 'r.latestTime', 'u.account', 'u.realName', 'u.headIcon'])
      .where('r.userId', '=', me)
      .where('r.deleteMark', '=', 0)
      .orderBy('r.latestTime', 'desc')
      .limit(500)
      .execute();
    const unread = new Map((await this.unreadBySender(me)).map((u) => [u.sendUserId, u.count]));
    return Promise.all(
      rows.map(async (row) => {
        const peer = row.peerUserId ?? '';
        const latest = await this.latestBetween(me, peer);
        return {
          id: peer,
          realName: row.realName ?? '',
          account: row.account ?? '',
          headIcon: row.headIcon ?? '',
          unreadMessage: unread.get(peer) ?? 0,
          latestMessage: latest?.content ?? '',
          messageType: latest?.contentType ?? 'text',
          latestDate: latest?.sendTime ?? row.latestTime,
        };
      }),
    );
  }

  /** deleteChatRecord: `me` no longer sees the history with `peer`; the peer still does. */
  async deleteHistory(me: string, peer: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('base_im_content').set({ sendDeleteMark: 1 }).where('sendUserId', '=', me).where('receiveUserId', '=', peer).execute();
      // Deleted messages are also read: an unread count for history one cannot see makes no sense.
      await trx.updateTable('base_im_content').set({ receiveDeleteMark: 1, state: 1 }).where('sendUserId', '=', peer).where('receiveUserId', '=', me).execute();
      await trx
        .deleteFrom('base_im_content')
        .where('sendDeleteMark', '=', 1)
        .where('receiveDeleteMark', '=', 1)
        .where((eb) =>
          eb.or([eb.and([eb('sendUserId', '=', me), eb('receiveUserId', '=', peer)]), eb.and([eb('sendUserId', '=', peer), eb('receiveUserId', '=', me)])]),
        )
        .execute();
    });
  }

  /** relocation: the conversation leaves `me`'s list until a new message arrives. */
  async removeConversation(me: string, peer: string): Promise<void> {
    await this.db.updateTable('base_im_reply').set({ deleteMark: 1 }).where('userId', '=', me).where('peerUserId', '=', peer).execute();
  }

  private async unreadBySender(me: string): Promise<{ sendUserId: string; count: number }[]> {
    const rows = await this.db
      .selectFrom('base_im_content')
      .select(['sendUserId', (eb) => eb.fn.countAll<number>().as('count')])
      .where('receiveUserId', '=', me)
      .where('state', '=', 0)
      .where('receiveDeleteMark', '=', 0)
      .groupBy('sendUserId')
      .execute();
    return rows.map((row) => ({ sendUserId: row.sendUserId ?? '', count: Number(row.count) }));
  }

  private async latestBetween(me: string, peer: string): Promise<ChatRecord | undefined> {
    const row = await this.db
      .selectFrom('base_im_content')
      .select(['id', 'sendUserId', 'sendTime', 'receiveUserId', 'receiveTime', 'content', 'contentType', 'state'])
      .where((eb) =>
        eb.or([
          eb.and([eb('sendUserId', '=', me), eb('receiveUserId', '=', peer), eb('sendDeleteMark', '=', 0)]),
          eb.and([eb('sendUserId', '=', peer), eb('receiveUserId', '=', me), eb('receiveDeleteMark', '=', 0)]),
        ]),
      )
      .orderBy('sendTime', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }
}

function toRecord(row: {
  id: string;
  sendUserId: string | null;
  sendTime: number | null;
  receiveUserId: string | null;
  receiveTime: number | null;
  content: string | null;
  contentType: string | null;
  state: number | null;
}): ChatRecord {
  return {
    id: row.id,
    sendUserId: row.sendUserId ?? '',
    sendTime: Number(row.sendTime ?? 0),
    receiveUserId: row.receiveUserId ?? '',
    receiveTime: row.receiveTime === null ? null : Number(row.receiveTime),
    content: row.content ?? '',
    contentType: row.contentType ?? 'text',
    state: Number(row.state ?? 0),
  };
}
