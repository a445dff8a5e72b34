import type { Db } from '../core/db/database.ts';
import type { Language } from '../core/i18n/messages.ts';
import type { Row } from './row-decorators.ts';

export interface OverrideContext {
  db: Db;
  /** who is asking */
  userId: string;
  language: Language;
}

/**
 * What one entity does beyond generic CRUD, written by hand in `server/overrides/<entity>.ts` and
 * handed to the operations (a user's password on creation, its role links, rank refusals). Each
 * member is optional; refusals throw an AppError.
 */
export interface EntityOverrides {
  /** the values about to be inserted, completed with server-only columns */
  beforeCreate?(values: Record<string, unknown>, context: OverrideContext): Promise<Record<string, unknown>>;
  /**
   * before a create (id null) or an update is written, with the request body: refusals of what
   * the body links together (a user's organisation roles), so nothing is written when refused
   */
  beforeWrite?(id: string | null, body: Record<string, unknown>, context: OverrideContext): Promise<void>;
  /**
   * after a create or update, with the request body: keeps what virtual fields stand for. It runs
   * inside the write's transaction (context.db is that transaction): write through context.db only
   * (on SQLite another handle would wait for the transaction forever), and a throw undoes the row too.
   */
  afterWrite?(id: string, body: Record<string, unknown>, context: OverrideContext): Promise<void>;
  /** once an update is committed, with the same body: effects outside the database (a user's open pages told their links changed) */
  afterWriteCommitted?(id: string, body: Record<string, unknown>, context: OverrideContext): Promise<void>;
  /** rows about to be listed or shown, with what they link to */
  decorate?(rows: Row[], context: OverrideContext & { detail: boolean }): Promise<Row[]>;
  beforeDelete?(id: string, context: OverrideContext): Promise<void>;
  /**
   * after the row is deleted, inside the delete's transaction: removes what hung on it (links,
   * grants). As for afterWrite, write through context.db only, and a throw keeps the row too.
   */
  afterDelete?(id: string, context: OverrideContext): Promise<void>;
  /** once the delete is committed: effects outside the database (a deleted user's sessions end) */
  afterDeleteCommitted?(id: string, context: OverrideContext): Promise<void>;
  /** before the state toggle (Actions/State) flips a record: refusals (rank, docs/security/rank-rule.md) */
  beforeState?(id: string, context: OverrideContext): Promise<void>;
  /** once the state toggle is written: effects outside the database (a role's members told their grants changed) */
  afterState?(id: string, context: OverrideContext): Promise<void>;
  /**
   * which rows the caller may see in lists, exports and info: `field` must be one of `values`;
   * null for no limit (a company administrator sees its own organisation subtree only). Lists and
   * exports also hand in their query, so a list narrowed by an aside (the user list's organisation
   * tree, `organizeId`) narrows here, within the scope.
   */
  listScope?(context: OverrideContext, query?: Readonly<Record<string, unknown>>): Promise<ListScope | null>;
}

export interface ListScope {
  field: string;
  values: string[];
}
