import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerDataInterfaceRoutes } from './data-interface-routes.ts';
import { closeSqlRunnersOf } from './sql-runner.ts';

/**
 * Data interfaces that run (contract §4.11, spec §7): preview, the pickers' list and echo-back,
 * parameters, fields, copy, selector and the call log, over SQL (bound parameters, read-only
 * queries), static JSON and allow-listed APIs, with dataProcessing scripts in a QuickJS sandbox.
 */
export const dataInterfaceFeature: FeaturePlugin = async (app, { services }) => {
  registerDataInterfaceRoutes(app, services);
  // The app's own pools go with it (a test drops its database right after closing the app).
  app.addHook('onClose', () => closeSqlRunnersOf([services.dataSources.own, ...services.dataSources.named]));
};
