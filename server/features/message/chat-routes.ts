import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { ChatStore } from './chat-store.ts';

const peerParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

/**
 * The chat's HTTP side (contract §4.14): the conversation list with unread counts and the latest
 * message, clearing one's history with a peer, and removing a conversation from the list.
 */
export function registerChatRoutes(app: FastifyInstance, services: Services): void {
  const store = new ChatStore(services.db);
  const signedIn = { access: 'signed-in' as const };

  app.get('/api/message/imreply', { config: signedIn }, async (request) => ok({ list: await store.conversations(currentUser(request).userId) }));

  app.delete<{ Params: { id: string } }>('/api/message/imreply/deleteChatRecord/:id', { config: signedIn, schema: { params: peerParams } }, async (request) => {
    await store.deleteHistory(currentUser(request).userId, request.params.id);
    return ok(undefined, translate('deleteSuccess', languageOf(request.headers['accept-language'])));
  });

  app.delete<{ Params: { id: string } }>('/api/message/imreply/relocation/:id', { config: signedIn, schema: { params: peerParams } }, async (request) => {
    await store.removeConversation(currentUser(request).userId, request.params.id);
    return ok(undefined, translate('deleteSuccess', languageOf(request.headers['accept-language'])));
  });
}
