import type { EntityRecord } from '../../lib/data/entity-resource.ts';

export function UserRowActions(_props: { row: EntityRecord }): null {
  return null;
}
