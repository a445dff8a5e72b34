import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import websocket from '@fastify/websocket';
import type { Services } from '../services.ts';
import { AppError } from '../http/app-error.ts';
import { languageOf, translate } from '../i18n/language.ts';
import { unreadCounts } from './unread-counts.ts';

/** Frames bigger than this are refused: chat text and image references are small. */
const MAX_FRAME_BYTES = 64 * 1024;

/**
 * The message socket at /api/message/websocket/{token} and its production alias
 * /websocket/{token} (contract §5.1). The token is checked on connect and on every frame;
 * a bad one gets closeSocket. Chat frames arrive with the message-centre issue.
 */
export async function registerSocketRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const { hub } = services;

  // A revocation anywhere reaches every process through the fan-out, which closes local sockets.
  services.sessions.onRevoked((event) => {
    services.fanOut.publishRevoked(event).catch((error: unknown) => app.log.error({ err: error }, 'fan-out publish failed'));
  });
  services.fanOut.onRevoked((event) => {
    const msg = translate(event.code === 601 ? 'takenOverElsewhere' : 'sessionOverdue', 'zh');
    hub.closeSessions(event.userId, event.sessionIds, { method: 'logout', msg });
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
    const onFrame = async (raw: RawData) => {
      const user = await authenticated;
      if (!user) return;
      let frame: { method?: unknown; token?: unknown };
      try {
        frame = JSON.parse(raw.toString());
      } catch {
        return; // not JSON: nothing a client of this protocol sends
      }
      try {
        await services.sessions.resolve(typeof frame.token === 'string' ? frame.token : undefined);
      } catch {
        closeWith();
        return;
      }
      if (frame.method === 'OnConnection') {
        socket.send(
          JSON.stringify({
            method: 'initMessage',
            userId: user.userId,
            onlineUsers: [],
            unreadNums: [],
            ...(await unreadCounts(services.db, user.userId)),
            messageDefaultText: '',
            messageDefaultTime: null,
          }),
        );
      }
    };
    socket.on('message', (raw) => {
      onFrame(raw).catch((error: unknown) => app.log.error({ err: error }, 'socket frame failed'));
    });
  };

  for (const prefix of ['/api/message/websocket', '/websocket']) {
    app.get<{ Params: { token: string } }>(`${prefix}/:token`, { websocket: true, config: { access: 'public' } }, (socket, request) => {
      handler(socket, decodeURIComponent(request.params.token), languageOf(request.headers['accept-language']));
    });
  }
}
