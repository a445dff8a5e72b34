import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerScheduleRoutes } from './schedule-routes.ts';

/** The calendar's routes over the generated base_schedule table. */
export const scheduleFeature: FeaturePlugin = async (app, { services }) => {
  registerScheduleRoutes(app, services);
};
