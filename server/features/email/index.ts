import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerEmailRoutes } from './email-routes.ts';

/** The mailbox between platform users (JNPF 3.4 `/api/extend/Email`): boxes, drafts, sending, reading. */
export const emailFeature: FeaturePlugin = async (app, { services }) => {
  registerEmailRoutes(app, services);
};
