import type { EntityRecord } from '../../lib/data/entity-resource.ts';

export function DataSchemeRowAction(_props: { row: EntityRecord }): null {
  return null;
}
