import type { EntityHooks } from '../crud/entity-hooks.ts';
import { menuHooks } from '../system/menu-hooks.ts';
import { organizeHooks } from './organize-hooks.ts';
import { platformWideHooks } from './platform-wide-hooks.ts';
import { positionHooks } from './position-hooks.ts';
import { roleHooks } from './role-hooks.ts';

/**
 * The rank hooks of the generic entities besides users (docs/security/rank-rule.md), by entity
 * name: organisations, positions and roles within the caller's scope; menus, applications and
 * user groups platform-wide, for system administrators.
 */
export function rankedEntityHooks(): Record<string, EntityHooks> {
  return {
    organize: organizeHooks(),
    position: positionHooks(),
    role: roleHooks(),
    group: platformWideHooks(),
    system: platformWideHooks(),
    menu: menuHooks(),
  };
}
