// TEMPORARY (helper I): wires the new permission routes until the lead adds the line to index.ts.
import { vi } from 'vitest';
vi.mock('../../server/features/permission/index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/features/permission/index.ts')>();
  const { registerStockClientSelectorRoutes } = await import('../../server/features/permission/stock-client-selector-routes.ts');
  return {
    permissionFeature: async (app: never, options: { services: never }) => {
      await original.permissionFeature(app, options);
      registerStockClientSelectorRoutes(app, options.services);
    },
  };
});
await import('./stock-client-permission-contract.test.ts');
