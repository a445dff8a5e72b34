import type { PagePermissions } from '../../lib/auth/page-permissions.ts';
import { usePageKeyPermissions } from '../../lib/auth/use-page-key-permissions.ts';
import { entityResources } from '../../lib/data/entity-resource.ts';

/** The page key the generic list page serves data interfaces at (schemas/data-interface.schema.json `page`). */
const PAGE_KEY = entityResources.dataInterface.page ?? 'systemData/dataInterface';

/** The current user's checks on the data-interface page (its row actions get their row, not the menu id). */
export const useInterfacePagePermissions = (): PagePermissions => usePageKeyPermissions(PAGE_KEY);
