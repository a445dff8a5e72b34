import type { UserInfo } from '../../lib/auth/current-user-types.ts';
import type { AuthorizeTargets } from './authorize-api.ts';

/**
 * Whether a grant changes what the signed-in user may do: it went to them, to one of their roles or
 * to one of their positions. Their menu and permission list are then read again at once; everyone
 * else's change on their next request (the server reads grants per request).
 */
export function touchesCurrentUser(targets: AuthorizeTargets, user: UserInfo | null): boolean {
  if (!user) return false;
  const positions = new Set([...(user.positionIds ?? []).map((position) => position.id), ...(user.positionId ? user.positionId.split(',') : [])]);
  return (
    targets.userIds.includes(user.userId) ||
    targets.roleIds.some((id) => (user.roleIds ?? []).includes(id)) ||
    targets.positionIds.some((id) => positions.has(id))
  );
}
