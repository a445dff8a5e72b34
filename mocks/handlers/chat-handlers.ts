import { http } from 'msw';
import { translate } from '../../server/i18n/language.ts';
import { demoUsers } from '../store/mock-store.ts';
import { languageOfRequest, ok, session } from './mock-envelope.ts';
import { chatRows, replaceRows, replyRows, type ChatRow } from './message-mock-store.ts';

/** The messages `me` still sees with `peer`, newest first (the server's ChatStore rules). */
function between(me: string, peer: string): ChatRow[] {
  return chatRows()
    .filter((c) => (c.sendUserId === me && c.receiveUserId === peer && c.sendDeleteMark === 0) || (c.sendUserId === peer && c.receiveUserId === me && c.receiveDeleteMark === 0))
    .sort((a, b) => b.sendTime - a.sendTime || b.id.localeCompare(a.id));
}

/**
 * The msw twin of server/message/chat-routes.ts: the conversation list with unread counts and
 * the latest message, clearing one's side of a history, and relocation (leaving the list).
 */
export const chatHandlers = [
  http.get('/api/message/imreply', ({ request }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const list = replyRows()
      .filter((r) => r.userId === user.userId && r.deleteMark === 0)
      .sort((a, b) => b.latestTime - a.latestTime)
      .flatMap((reply) => {
        const peer = demoUsers.find((u) => u.id === reply.peerUserId);
        if (!peer) return [];
        const latest = between(user.userId, peer.id)[0];
        const unread = chatRows().filter((c) => c.sendUserId === peer.id && c.receiveUserId === user.userId && c.state === 0 && c.receiveDeleteMark === 0).length;
        return [
          {
            id: peer.id,
            realName: peer.realName,
            account: peer.account,
            headIcon: '', // demo users have no avatar (server/seed/load-demo-data.ts)
            unreadMessage: unread,
            latestMessage: latest?.content ?? '',
            messageType: latest?.contentType ?? 'text',
            latestDate: latest?.sendTime ?? reply.latestTime,
          },
        ];
      });
    return ok({ list });
  }),
  http.delete('/api/message/imreply/deleteChatRecord/:id', ({ request, params }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    const peer = String(params.id);
    for (const row of chatRows()) {
      if (row.sendUserId === user.userId && row.receiveUserId === peer) row.sendDeleteMark = 1;
      if (row.sendUserId === peer && row.receiveUserId === user.userId) Object.assign(row, { receiveDeleteMark: 1, state: 1 });
    }
    replaceRows('base_im_content', (row) => !(row.sendDeleteMark === 1 && row.receiveDeleteMark === 1));
    return ok(undefined, translate('deleteSuccess', languageOfRequest(request)));
  }),
  http.delete('/api/message/imreply/relocation/:id', ({ request, params }) => {
    const user = session(request);
    if (user instanceof Response) return user;
    for (const row of replyRows()) if (row.userId === user.userId && row.peerUserId === params.id) row.deleteMark = 1;
    return ok(undefined, translate('deleteSuccess', languageOfRequest(request)));
  }),
];
