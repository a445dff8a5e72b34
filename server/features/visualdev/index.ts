import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerDesignRoutes } from './design-routes.ts';
import { registerOnlineDevRoutes } from './online-dev-routes.ts';

/**
 * Online development (contract §7): the designs' own routes beside their generic CRUD
 * (`/api/visualdev/Base`: copy, release, selector, fields) and the released forms' runtime data
 * routes (`/api/visualdev/OnlineDev/{modelId}`), served by the generic CRUD operations over the
 * EntityModel each design converts into (common/online-forms).
 */
export const visualDevFeature: FeaturePlugin = async (app, { services }) => {
  await registerDesignRoutes(app, services);
  registerOnlineDevRoutes(app, services);
};
