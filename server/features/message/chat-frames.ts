import type { SessionUser } from '../../core/http/access.ts';
import type { FanOut } from '../../core/realtime/fan-out.ts';
import type { Db } from '../../core/db/database.ts';
import type { ChatStore } from './chat-store.ts';
import { parseChatContent } from './chat-content.ts';
import { imFileExists } from '../../core/files/im-files.ts';
import { pushToUsers } from '../../core/realtime/push.ts';

export interface ChatFrameContext {
  db: Db;
  fanOut: FanOut;
  store: ChatStore;
  user: SessionUser;
  /** answers the socket the frame came on */
  reply(frame: object): void;
}

type Frame = Record<string, unknown>;

const ID = /^[\w.@-]{1,64}$/;
const peerOf = (value: unknown): string | undefined => (typeof value === 'string' && ID.test(value) ? value : undefined);
const positiveInt = (value: unknown, fallback: number, max: number): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/**
 * SendMessage (contract §5.2): stores the message, then pushes receiveMessage to the receiver
 * and the sendMessage echo to the sender, on every process. Invalid frames are dropped: the
 * protocol has no error frame, and the client never sends an empty message.
 */
export async function sendMessage(ctx: ChatFrameContext, frame: Frame): Promise<boolean> {
  const to = peerOf(frame.toUserId);
  const content = parseChatContent(frame.messageType, frame.messageContent);
  if (!to || !content || to === ctx.user.userId) return false;
  if (content.fileName && !(await imFileExists(ctx.db, content.fileName))) return false;
  const [sender, receiver] = await Promise.all([ctx.store.userCard(ctx.user.userId), ctx.store.userCard(to)]);
  if (!sender || !receiver) return false;
  const now = Date.now();
  await ctx.store.store(sender.id, receiver.id, content.contentType, content.stored, now);
  const receive = {
    method: 'receiveMessage',
    formUserId: sender.id, // "form": the contract's spelling
    messageType: content.contentType,
    formMessage: content.value,
    dateTime: now,
    latestDate: now,
    headIcon: sender.headIcon,
    realName: sender.realName,
    account: sender.account,
    userId: receiver.id,
  };
  const echo = {
    method: 'sendMessage',
    UserId: sender.id, // capital U: what FE347 reads (contract §5.3)
    toUserId: receiver.id,
    toAccount: receiver.account,
    toRealName: receiver.realName,
    toHeadIcon: receiver.headIcon,
    messageType: content.contentType,
    toMessage: content.value,
    dateTime: now,
    latestDate: now,
    headIcon: sender.headIcon,
    realName: sender.realName,
    account: sender.account,
  };
  await Promise.all([pushToUsers(ctx.fanOut, [receiver.id], receive), pushToUsers(ctx.fanOut, [sender.id], echo)]);
  return true;
}

/** MessageList: one page of history with the peer, answered on this socket only. */
export async function messageList(ctx: ChatFrameContext, frame: Frame): Promise<void> {
  const peer = peerOf(frame.toUserId);
  if (!peer) return;
  const currentPage = positiveInt(frame.currentPage, 1, 1_000_000);
  // The client asks for 50 (history) or 30 (recent); more than 100 at once is never needed.
  const pageSize = positiveInt(frame.pageSize, 50, 100);
  // FE347 sends `sord`, BE36 reads `sort`: either is accepted.
  const direction = frame.sord ?? frame.sort;
  const sord = direction === 'asc' ? 'asc' : 'desc';
  const keyword = typeof frame.keyword === 'string' ? frame.keyword.trim().slice(0, 100) : '';
  const { list, total } = await ctx.store.history(ctx.user.userId, peer, { currentPage, pageSize, sord, keyword });
  ctx.reply({ method: 'messageList', list, pagination: { total, currentPage, pageSize } });
}

/** UpdateReadMessage: everything `formUserId` (the peer) sent this user is now read; no reply. */
export async function updateReadMessage(ctx: ChatFrameContext, frame: Frame): Promise<void> {
  const peer = peerOf(frame.formUserId);
  if (peer) await ctx.store.markRead(ctx.user.userId, peer);
}
