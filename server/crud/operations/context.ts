import type { Db } from '../../core/db/database.ts';
import type { Language } from '../../core/i18n/messages.ts';
import type { AuthorizationService } from '../../core/identity/authorization-service.ts';
import type { EntityDefinition } from '../entity-definition.ts';
import type { EntityOverrides, OverrideContext } from '../entity-overrides.ts';
import type { AnyDb } from '../row-decorators.ts';

/** Who asks: what the transport learnt from the session and the request's language. */
export interface Caller {
  userId: string;
  language: Language;
  isAdministrator: boolean;
  /** the IANA zone dates written as text are shown in (server/core/i18n/time-zone.ts); the server's when absent */
  timeZone?: string;
}

/**
 * The grant look-ups the operations need, and nothing more of the authorisation service: spec §6
 * columns and form fields, and the granted menus and items data permissions are judged by.
 */
export type GrantLookup = Pick<AuthorizationService, 'grantedColumns' | 'grantedFormFields' | 'grantsOf'>;

/**
 * Everything an operation works with besides its own arguments, in the manner of Payload's `req`
 * without the HTTP: the database, the narrow services, the caller, the entity and its overrides.
 * Built by a transport (entity-routes.ts for Fastify) or directly by a test or a script.
 */
export interface OperationContext {
  db: Db;
  grants: GrantLookup;
  caller: Caller;
  entity: EntityDefinition;
  /** the entity's hand-written behaviour (server/overrides/); `{}` when it has none */
  overrides: EntityOverrides;
  /** a fresh number of a numbering rule (server/core/numbering), for forms with a billRule field */
  billNumber?: (enCode: string) => Promise<string>;
  /**
   * the menu codes whose data permissions limit the rows (operations/data-scope/): the entity's
   * permission when absent; an online form's the menus opening its design, none for a caller
   * reading it through a related form
   */
  dataScopeCodes?: readonly string[];
}

/** The database addressed by table name: the generic runtime knows tables only at run time. */
export const tablesOf = (context: OperationContext): AnyDb => context.db as unknown as AnyDb;

/** What an override is told about the call (context.db may be swapped for a transaction by the caller). */
export const overrideContext = (context: OperationContext): OverrideContext => ({
  db: context.db,
  userId: context.caller.userId,
  language: context.caller.language,
});
