/**
 * What SQL data interfaces may never read or write on the platform's own database, in one place:
 * the PostgreSQL role of interface runs (interface-role.ts) is granted everything else, and the
 * SQLite runner refuses a statement whose bytecode opens one of these tables or reads one of these
 * columns (server/features/data-interface/sql-sqlite-child.ts). Business and base-data tables stay
 * readable, base_user too without its password hash.
 *
 * A table or column added later that holds a secret, a token or a credential belongs here.
 */

/** Tables whose every row is a secret, a credential or what stands for one. */
export const INTERFACE_DENIED_TABLES: readonly string[] = [
  /** sign-in sessions (the id is the SHA-256 of the token) */
  'base_user_session',
  /** business (GCTOS) tokens */
  'base_gctos_token',
  /** captcha answers */
  'base_captcha',
  /** earlier password hashes */
  'base_user_old_password',
  /** download tickets (the id stands for the link's token) */
  'base_file_ticket',
  /** exported files fetched through an unguessable link, holding whatever the exporter could see */
  'base_export_file',
  /** system configuration: app secrets (qyhCorpSecret, aliSecret, tencentSecretKey …) are rows here */
  'base_sys_config',
  /** the sign-in throttle's own state */
  'base_sign_in_failure',
  'base_sign_in_address',
];

/** Columns of otherwise readable tables that hold secrets. */
export const INTERFACE_DENIED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  base_user: ['passwordHash'],
  /** an API interface's header values (tokens, keys): only system administrators see them */
  base_data_interface: ['requestHeaders'],
};

/** True when the table is closed to data interfaces (SQLite names compare without case). */
export function isDeniedTable(table: string): boolean {
  return INTERFACE_DENIED_TABLES.includes(table.toLowerCase());
}

/** The denied columns of a table, as declared. */
export function deniedColumnsOf(table: string): readonly string[] {
  return INTERFACE_DENIED_COLUMNS[table.toLowerCase()] ?? [];
}
