import { defineTable, type TableRow } from '../../core/db/table-model.ts';

/**
 * The per-address sign-in throttle's tables (address-throttle.ts). In the database rather than in
 * memory, so every server process counts the same failures; rows older than the window are
 * deleted as new attempts arrive.
 */

/** One row per sign-in attempt an address has under way or has lost within the window. */
export const signInFailureTable = defineTable('base_sign_in_failure', { id: 'id', address: 'string', createdAt: 'bigint' }, [
  { name: 'base_sign_in_failure_address_ix', columns: ['address', 'createdAt'] },
  { name: 'base_sign_in_failure_created_ix', columns: ['createdAt'] },
]);

/**
 * One row per address seen lately (id = the address): booking an attempt writes it first, which
 * holds the row until the booking commits, so one address's attempts are ranked one at a time.
 */
export const signInAddressTable = defineTable('base_sign_in_address', { id: 'id', lastAttemptAt: 'bigint' }, [
  { name: 'base_sign_in_address_last_ix', columns: ['lastAttemptAt'] },
]);

export const signInTables = [signInFailureTable, signInAddressTable];

export interface SignInFailureDatabase {
  base_sign_in_failure: TableRow<typeof signInFailureTable>;
  base_sign_in_address: TableRow<typeof signInAddressTable>;
}
