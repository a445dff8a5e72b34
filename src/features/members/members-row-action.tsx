import type { EntityRecord } from '../../lib/data/entity-resource.ts';

export function MembersRowAction(_props: { row: EntityRecord; objectType: 'Role' | 'Position' | 'Group' }): null {
  return null;
}
