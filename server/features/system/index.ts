import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerSysConfigRoutes } from './sys-config-routes.ts';
import { registerDictionaryRoutes } from './dictionary-routes.ts';
import { registerBillNumberRoutes } from './bill-number-routes.ts';
import { registerModuleItemRoutes } from './module-item-routes.ts';
import { registerAreaSelectorRoutes } from './area-selector-routes.ts';
import { registerStockClientSystemRoutes } from './stock-client-system-routes.ts';

/**
 * System configuration, dictionary reads and transfer, number generation, a menu's buttons/columns/form
 * fields, the address widget's reads and the stock client's system pickers.
 */
export const systemFeature: FeaturePlugin = async (app, { services }) => {
  registerSysConfigRoutes(app, services);
  registerDictionaryRoutes(app, services);
  registerBillNumberRoutes(app, services);
  registerModuleItemRoutes(app, services);
  registerAreaSelectorRoutes(app, services);
  registerStockClientSystemRoutes(app, services);
};
