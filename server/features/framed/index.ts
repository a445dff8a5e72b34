import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerFramedRoutes } from './framed-routes.ts';

/** Framed business pages (spec §2.4): frame-address keys and the per-user business token. */
export const framedFeature: FeaturePlugin = async (app, { services }) => {
  registerFramedRoutes(app, services);
};
