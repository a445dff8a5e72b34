import { defineTable, type TableRow } from '../../core/db/table-model.ts';

/**
 * Business (GCTOS) tokens: stored only as their SHA-256 (`id`), bound to the sign-in session
 * that fetched them, so they die with it; `revokedAt` ends one early.
 */
export const gctosTokenTable = defineTable(
  'base_gctos_token',
  { id: 'id', userId: 'string', sessionId: 'string', createdAt: 'bigint', expiresAt: 'bigint', revokedAt: 'bigint' },
  [
    { name: 'base_gctos_token_user_ix', columns: ['userId'] },
    { name: 'base_gctos_token_expires_ix', columns: ['expiresAt'] },
  ],
);

export interface GctosTokenDatabase {
  base_gctos_token: TableRow<typeof gctosTokenTable>;
}
