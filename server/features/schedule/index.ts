import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerScheduleRoutes } from './schedule-routes.ts';
import { registerLegacyScheduleRoutes } from './legacy-schedule-routes.ts';

/** The calendar's routes over the generated base_schedule table, at the spec's path and the stock client's legacy one. */
export const scheduleFeature: FeaturePlugin = async (app, { services }) => {
  registerScheduleRoutes(app, services);
  registerLegacyScheduleRoutes(app, services);
};
