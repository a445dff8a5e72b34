import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerFramedRoutes } from './framed-routes.ts';
import { registerPublicPageAddressRoute } from './public-page-address-route.ts';

/** Framed business pages (spec §2.4): frame-address keys, the public pages' addresses and the per-user business token. */
export const framedFeature: FeaturePlugin = async (app, { services }) => {
  registerFramedRoutes(app, services);
  registerPublicPageAddressRoute(app, services);
};
