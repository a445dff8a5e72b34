import { useEffect, useState } from 'react';
import { fetchPositionChoices, fetchRoleChoices, type ObjectChoice } from './object-choices-api.ts';

/** Every enabled role and position, read once (null while loading; empty when the read failed, which the request client reported). */
export function useObjectChoices(): { roles: readonly ObjectChoice[] | null; positions: readonly ObjectChoice[] | null } {
  const [roles, setRoles] = useState<readonly ObjectChoice[] | null>(null);
  const [positions, setPositions] = useState<readonly ObjectChoice[] | null>(null);
  useEffect(() => {
    fetchRoleChoices().then(setRoles, () => setRoles([]));
    fetchPositionChoices().then(setPositions, () => setPositions([]));
  }, []);
  return { roles, positions };
}
