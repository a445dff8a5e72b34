/**
 * What SQL data interfaces may never read or write on the platform's own database, in one place:
 * the PostgreSQL role of interface runs (interface-role.ts) is granted everything else, and the
 * SQLite runner refuses a statement whose bytecode opens one of these tables or reads one of these
 * columns (server/features/data-interface/sql-sqlite-child.ts). Business and base-data tables stay
 * readable, base_user too without its password hash. Writes are narrower still: the security and
 * permission tables are read-only to interfaces (INTERFACE_WRITE_PROTECTED_TABLES).
 *
 * A table or column added later that holds a secret, a token or a credential belongs here.
 */

/** Where interface-role.ts keeps the interface role's random secret (PostgreSQL only). */
export const INTERFACE_SECRET_TABLE = 'base_interface_secret';

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
  /** the interface role's own password secret (interface-role.ts) */
  INTERFACE_SECRET_TABLE,
  /** users' private mail: what was written, to whom, what each recipient read */
  'base_email_send',
  'base_email_receive',
  /** users' private chat: messages, conversation lists and the images sent in them */
  'base_im_content',
  'base_im_reply',
  'base_im_file',
  /**
   * system messages addressed to one user (schedule reminders, application decisions, sign-in
   * notes) share base_message with the notices, and base_message_receive says who read which
   */
  'base_message',
  'base_message_receive',
];

/**
 * Tables interface WRITES (insert, update, delete interfaces) never change, though reads may see
 * them: every denied table, and the tables saying who someone is and what they may do — users,
 * their links to roles/positions/organisations/groups, roles' grants, the roles, positions and
 * groups themselves, the menus, buttons, columns, forms and data-scope schemes grants point at,
 * and the subsystems menus hang under. One write to these would make an account an administrator
 * or copy a hash into a readable column (an upsert's `set realName = excluded.passwordHash`).
 *
 * base_organize is kept here too though it is business base data: the administration rank
 * (core/identity/rank.ts) and "my organisation and below" choices walk its parentId tree, so
 * re-parenting a department through an interface would widen whom an administrator manages.
 * Organisations are maintained on their own page, where that is a permission of its own.
 */
export const INTERFACE_WRITE_PROTECTED_TABLES: readonly string[] = [
  ...INTERFACE_DENIED_TABLES,
  'base_user',
  'base_user_relation',
  'base_authorize',
  'base_role',
  'base_position',
  'base_group',
  'base_organize',
  'base_module',
  'base_module_item',
  'base_module_scheme',
  'base_system',
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

/** True when interface writes may not change the table (SQLite names compare without case). */
export function isWriteProtectedTable(table: string): boolean {
  return INTERFACE_WRITE_PROTECTED_TABLES.includes(table.toLowerCase());
}
