import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerOnlineUserRoutes } from './online-user-routes.ts';

/** Online users and forced offline. */
export const onlineUserFeature: FeaturePlugin = async (app, { services }) => {
  registerOnlineUserRoutes(app, services);
};
