import type { EntityOverrides } from '../crud/entity-overrides.ts';
import { removeLinksAndGrants } from './member-links.ts';
import { platformWideOverrides } from './platform-wide.ts';

/**
 * User groups: platform-wide records (platform-wide.ts, system administrators only); deleting one
 * removes its member links with it, in the same transaction.
 */
export function groupOverrides(): EntityOverrides {
  return {
    ...platformWideOverrides(),
    afterDelete: (id, { db }) => removeLinksAndGrants(db, 'Group', id),
  };
}
