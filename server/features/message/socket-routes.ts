import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import websocket from '@fastify/websocket';
import type { Services } from '../../services.ts';
import type { SessionUser } from '../../core/http/access.ts';
import { AppError } from '../../core/http/app-error.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { serverMessages } from '../../core/i18n/messages.ts';
import { ChatStore } from './chat-store.ts';
import { initMessage } from './init-message.ts';
import { messageList, sendMessage, updateReadMessage, type ChatFrameContext } from './chat-frames.ts';

/** Frames bigger than this are refused: chat text and image references are small. */
const MAX_FRAME_BYTES = 64 * 1024;

/**
 * The message socket at /api/message/websocket/{token} and its production alias
 * /websocket/{token} (contract §5). The token is checked on connect and on every frame; a bad
 * one, or one of another user, gets closeSocket. Frames for users go through the fan-out, so
 * whatever process a user's socket is on receives them.
 */
export async function registerSocketRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const { hub } = services;
  const store = new ChatStore(services.db);

  // A revocation anywhere reaches every process through the fan-out, which closes local sockets.
  services.sessions.onRevoked((event) => {
    services.fanOut.publishRevoked(event).catch((error: unknown) => app.log.error({ err: error }, 'fan-out publish failed'));
  });
  services.fanOut.onRevoked((event) => {
    // The reason travels through Redis: only a key this server knows picks the text.
    const reason = event.reason && Object.hasOwn(serverMessages, event.reason) ? event.reason : undefined;
    const msg = translate(reason ?? (event.code === 601 ? 'takenOverElsewhere' : 'sessionOverdue'), 'zh');
    hub.closeSessions(event.userId, event.sessionIds, { method: 'logout', msg });
  });
  services.fanOut.onUserFrames((frames) => {
    for (const userId of frames.userIds) hub.sendTextToUser(userId, frames.text, frames.close);
  });

  const handler = (socket: WebSocket, token: string, language: ReturnType<typeof languageOf>) => {
    const closeWith = () => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ method: 'closeSocket' }));
      socket.close();
    };
    // The listener is attached before the token is checked: a client sends OnConnection as soon
    // as the socket opens, and a frame arriving while the check is still running must not be lost.
    const authenticated = services.sessions.resolve(token).then(
      (user) => {
        const detach = hub.add({ socket, userId: user.userId, sessionId: user.sessionId });
        socket.on('close', detach);
        app.log.debug({ userId: user.userId, language }, 'socket connected');
        return user;
      },
      (error: unknown) => {
        if (!(error instanceof AppError)) app.log.error({ err: error }, 'socket authentication failed');
        closeWith();
        return undefined;
      },
    );
    const reply = (frame: object) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    };
    const onFrame = async (raw: RawData) => {
      const user = await authenticated;
      if (!user) return;
      let frame: Record<string, unknown>;
      try {
        const parsed: unknown = JSON.parse(raw.toString());
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return;
        frame = parsed as Record<string, unknown>;
      } catch {
        return; // not JSON: nothing a client of this protocol sends
      }
      if (!(await frameTokenValid(user, frame.token))) {
        closeWith();
        return;
      }
      const context: ChatFrameContext = { db: services.db, fanOut: services.fanOut, store, user, reply };
      switch (frame.method) {
        case 'OnConnection':
          reply(await initMessage(services.db, store, user.userId));
          break;
        case 'SendMessage':
          await sendMessage(context, frame);
          break;
        case 'MessageList':
          await messageList(context, frame);
          break;
        case 'UpdateReadMessage':
          await updateReadMessage(context, frame);
          break;
        default:
          break; // unknown methods (HeartCheck of other versions…) are ignored, as JNPF does
      }
    };
    // Frames of one socket are handled one after another: two SendMessage frames sent in a row
    // must be stored and delivered in that order.
    let queue: Promise<void> = Promise.resolve();
    socket.on('message', (raw) => {
      queue = queue.then(() => onFrame(raw).catch((error: unknown) => app.log.error({ err: error }, 'socket frame failed')));
    });
  };

  /** Every frame carries the token; it must still be live and belong to the socket's user. */
  const frameTokenValid = async (user: SessionUser, token: unknown): Promise<boolean> => {
    try {
      const current = await services.sessions.resolve(typeof token === 'string' ? token : undefined);
      return current.userId === user.userId;
    } catch {
      return false;
    }
  };

  for (const prefix of ['/api/message/websocket', '/websocket']) {
    app.get<{ Params: { token: string } }>(`${prefix}/:token`, { websocket: true, config: { access: 'public' } }, (socket, request) => {
      handler(socket, decodeURIComponent(request.params.token), languageOf(request.headers['accept-language']));
    });
  }
}
