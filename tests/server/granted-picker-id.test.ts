import { describe, expect, it } from 'vitest';
import { entityDefinitions } from '../../server/crud/entity-definition.ts';
import { codesGranting, isGranted } from '../../server/crud/granted-fields.ts';

/**
 * A pop-up picker's list row carries the display text under `{field}` and the stored id under
 * `{field}_id` (server/crud/picker-texts.ts): a page that grants the column keeps both.
 */
describe('column grants of a pop-up picker field', () => {
  const entity = entityDefinitions.feeSettlement;

  it('lets {field}_id follow the granted column {field}', () => {
    expect(codesGranting(entity, 'vehicleId_id').has('vehicleId')).toBe(true);
    expect(isGranted(entity, new Set(['vehicleId']), 'vehicleId_id')).toBe(true);
    expect(isGranted(entity, new Set(['customerName']), 'vehicleId_id')).toBe(false);
  });

  it('grants nothing to an _id key whose field does not exist', () => {
    expect(isGranted(entity, new Set(['nothing']), 'nothing_id')).toBe(false);
  });
});
