import { sessionStore } from '../../lib/auth/session-store.ts';
import type { CurrentValues } from '../../form-runtime/renderer/current-defaults.ts';

/** The signed-in user's ids and this moment, for a new record's `defaultCurrent` items (form-runtime/renderer/current-defaults.ts). */
export function currentValuesOfSession(now = Date.now()): CurrentValues {
  const user = sessionStore.getSnapshot().userInfo;
  return {
    now,
    userId: user?.userId,
    departmentId: user?.departmentId,
    positionId: user?.positionIds?.[0]?.id ?? user?.positionId,
    organizeIdList: user?.organizeIdList,
  };
}
