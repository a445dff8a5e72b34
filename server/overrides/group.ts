import type { EntityOverrides } from '../crud/entity-overrides.ts';
import { linkedObjectDeletion } from './member-links.ts';
import type { FanOut } from '../core/realtime/fan-out.ts';
import { platformWideOverrides } from './platform-wide.ts';

/**
 * User groups: platform-wide records (platform-wide.ts, system administrators only); deleting one
 * removes its member links with it, in the same transaction.
 */
export function groupOverrides(fanOut: FanOut): EntityOverrides {
  return {
    ...platformWideOverrides(),
    ...linkedObjectDeletion('Group', fanOut),
  };
}
