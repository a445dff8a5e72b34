import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { registerInboxRoutes } from './inbox-routes.ts';
import { registerNoticeRoutes } from './notice-routes.ts';
import { registerChatRoutes } from './chat-routes.ts';
import { registerImUploadRoutes } from './im-upload-routes.ts';
import { registerImUserRoutes } from './im-user-routes.ts';

/** The message centre's HTTP routes: inbox, notice administration, chat and chat images. */
export function registerMessageRoutes(app: FastifyInstance, services: Services): void {
  registerInboxRoutes(app, services);
  registerNoticeRoutes(app, services);
  registerChatRoutes(app, services);
  registerImUploadRoutes(app, services);
  registerImUserRoutes(app, services);
}
