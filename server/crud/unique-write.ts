import type { Db } from '../core/db/database.ts';
import { AppError } from '../core/http/app-error.ts';
import { uniqueViolationOf, violatedField } from '../core/db/unique-violation.ts';
import type { EntityDefinition } from './entity-definition.ts';

/** The refusal of a value `field` already has: the schema's own words (账户名称不能重复), else the contract's for codes and names. */
export function uniqueRefusal(entity: EntityDefinition, field: string): AppError {
  const own = entity.messages[field]?.unique;
  if (own) return new AppError('badRequest', { texts: own });
  return new AppError(field === 'enCode' ? 'codeNotUnique' : 'nameNotUnique');
}

/** A blank unique value never clashes, in the check as in the (partial) index the generator emits. */
export const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Runs one entity write (the row and what its override keeps beside it) in a transaction, so a refused
 * write leaves nothing half-done. Two parallel requests can both pass the friendly uniqueness
 * check; the entity's unique index then refuses the later write, which gets the check's 400 too:
 * `recheck` (the friendly check again, now that the winner is committed) throws exactly what a
 * later request would have been told, whichever of several unique indexes the database hit first.
 * Other failures (and clashes on indexes that are not the schema's `unique`) pass through.
 */
export async function writeUnique(db: Db, entity: EntityDefinition, write: (trx: Db) => Promise<void>, recheck?: () => Promise<void>): Promise<void> {
  try {
    await db.transaction().execute(write);
  } catch (error) {
    const refusal = refusalFor(entity, error);
    if (!refusal) throw error;
    await recheck?.();
    throw refusal;
  }
}

/** The 400 for a database error that is a clash on one of the entity's unique fields; null for anything else. */
export function refusalFor(entity: EntityDefinition, error: unknown): AppError | null {
  const violation = uniqueViolationOf(error);
  if (!violation) return null;
  if (violation.table !== null && violation.table !== entity.table.name) return null;
  const field = violatedField(violation, entity.unique, entity.table.indexes, entity.uniqueWithin);
  return field ? uniqueRefusal(entity, field) : null;
}
