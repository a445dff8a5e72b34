import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerSocketRoutes } from './socket-routes.ts';
import { registerInboxRoutes } from './inbox-routes.ts';
import { registerNoticeRoutes } from './notice-routes.ts';
import { registerChatRoutes } from './chat-routes.ts';
import { registerImUploadRoutes } from './im-upload-routes.ts';
import { registerImUserRoutes } from './im-user-routes.ts';
import { registerSendConfigRoutes } from './send-config-routes.ts';

/** The message centre: the chat socket, inbox, notice administration, send configurations, chat and chat images. */
export const messageFeature: FeaturePlugin = async (app, { services }) => {
  await registerSocketRoutes(app, services);
  registerInboxRoutes(app, services);
  registerSendConfigRoutes(app, services);
  registerNoticeRoutes(app, services);
  registerChatRoutes(app, services);
  registerImUploadRoutes(app, services);
  registerImUserRoutes(app, services);
};
