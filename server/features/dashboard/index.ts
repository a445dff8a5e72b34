import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerDashboardRoutes } from './dashboard-routes.ts';

/** The dashboard (contract §8) from the caller's inbox. */
export const dashboardFeature: FeaturePlugin = async (app, { services }) => {
  registerDashboardRoutes(app, services);
};
