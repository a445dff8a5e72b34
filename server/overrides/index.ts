import type { SessionService } from '../core/identity/session-service.ts';
import type { FanOut } from '../core/realtime/fan-out.ts';
import type { EntityOverrides } from '../crud/entity-overrides.ts';
import { groupOverrides } from './group.ts';
import { menuOverrides } from './menu.ts';
import { organizeOverrides } from './organize.ts';
import { platformWideOverrides } from './platform-wide.ts';
import { positionOverrides } from './position.ts';
import { roleOverrides } from './role.ts';
import { userOverrides } from './user.ts';
import { dataInterfaceOverrides } from './data-interface.ts';
import { visualDevOverrides } from './visual-dev.ts';

/**
 * Every generic entity's hand-written behaviour, by entity name: the one map the app hands to the
 * CRUD runtime (an entity not named here is plain generic CRUD). Rank (docs/security/rank-rule.md):
 * users, organisations, positions and roles within the caller's scope; menus, applications
 * (system) and user groups platform-wide, for system administrators.
 */
export function entityOverrides(services: { sessions: SessionService; fanOut: FanOut }): Record<string, EntityOverrides> {
  return {
    user: userOverrides(services.sessions, services.fanOut),
    organize: organizeOverrides(),
    position: positionOverrides(services.fanOut),
    role: roleOverrides(services.fanOut),
    group: groupOverrides(services.fanOut),
    system: platformWideOverrides(),
    menu: menuOverrides(),
    dataInterface: dataInterfaceOverrides(),
    visualDev: visualDevOverrides(),
  };
}
