import type { EntityRecord } from '../../lib/data/entity-resource.ts';

export function AuthorizeRowAction(_props: { row: EntityRecord; objectType: 'Role' | 'Position' | 'User' }): null {
  return null;
}
