import { defineTable, type TableRow } from './table-model.ts';
import { messageTables, type MessageDatabase } from '../../features/message/message-tables.ts';
import { emailTables, type EmailDatabase } from '../../features/email/email-tables.ts';
import { portalTables, type PortalDatabase } from '../../features/portal/portal-tables.ts';
import { feedbackTable, type FeedbackDatabase } from '../../features/portal/feedback-table.ts';
import type { GeneratedTables } from '../../../common/generated/index.ts';
import { gctosTokenTable, type GctosTokenDatabase } from '../../features/framed/gctos-token-table.ts';
import { profileTables, type ProfileDatabase } from '../../features/profile/profile-tables.ts';
import { signInTables, type SignInFailureDatabase } from '../../features/auth/sign-in-failure-table.ts';
import { fileTables, type FileDatabase } from '../files/file-tables.ts';
import { columnSettingsTable, type ColumnSettingsDatabase } from '../../features/permission/column-settings-table.ts';
import { dataInterfaceTables, type DataInterfaceDatabase } from '../../features/data-interface/interface-log-table.ts';

/**
 * Tables the platform itself needs before any schema-driven entity exists: people,
 * organisation, permissions, menus, sessions and settings. Column names are the JNPF wire
 * names so rows map to responses without renaming.
 */

/** Links a user to roles, positions, organisations and groups (objectType Role|Position|Organize|Group). */
export const userRelationTable = defineTable(
  'base_user_relation',
  { id: 'id', userId: 'string', objectType: 'string', objectId: 'string', sortCode: { kind: 'integer', defaultValue: 0 } },
  [
    { name: 'base_user_relation_user_ix', columns: ['userId'] },
    // a link is kept once: the user's overrides rewrite a user's links in the user's write transaction
    { name: 'base_user_relation_link_uq', columns: ['userId', 'objectType', 'objectId'], unique: true },
  ],
);

/** What a role may use: itemType system|module|button|column|form, itemId the thing's id. */
export const authorizeTable = defineTable('base_authorize', { id: 'id', objectType: 'string', objectId: 'string', itemType: 'string', itemId: 'string' }, [
  { name: 'base_authorize_object_ix', columns: ['objectId'] },
]);

export const sysConfigTable = defineTable('base_sys_config', {
  id: 'id',
  value: 'text',
  category: 'string',
});

/** Sign-in sessions. `id` is the SHA-256 of the token, so a leaked table grants nothing. */
export const sessionTable = defineTable(
  'base_user_session',
  {
    id: 'id',
    userId: 'string',
    createdAt: 'bigint',
    expiresAt: 'bigint',
    lastSeenAt: 'bigint',
    revokedAt: 'bigint',
    /** the JNPF code a revoked token answers with: 600 logged out/expired, 601 replaced elsewhere */
    revokeCode: 'integer',
    loginIp: 'string',
    platform: 'string',
  },
  [{ name: 'base_user_session_user_ix', columns: ['userId'] }],
);

export const captchaTable = defineTable('base_captcha', { id: 'id', code: 'string', expiresAt: 'bigint' });

/** Earlier password hashes, for the policy that forbids reusing the last N passwords. */
export const oldPasswordTable = defineTable('base_user_old_password', { id: 'id', userId: 'string', passwordHash: 'string', creatorTime: 'bigint' }, [
  { name: 'base_user_old_password_user_ix', columns: ['userId'] },
]);

export const loginLogTable = defineTable(
  'base_login_log',
  {
    id: 'id',
    userId: 'string',
    account: 'string',
    loginTime: 'bigint',
    ipAddress: 'string',
    ipAddressName: 'string',
    /** the operating system the user agent names ("Windows 10"), else the device (PC/App) */
    platform: 'string',
    /** the browser the user agent names ("Chrome 120") */
    browser: 'string',
    /** 1 signed in, 0 refused */
    success: 'integer',
    abstracts: 'string',
  },
  [{ name: 'base_login_log_user_ix', columns: ['userId'] }],
);

/** The number BillNumber handed a user for a rule, kept until useBillNumber (contract §4.3). */
export const billNumberCacheTable = defineTable('base_bill_number_cache', {
  id: 'id',
  userId: 'string',
  enCode: 'string',
  number: 'string',
  creatorTime: 'bigint',
});

/** Files an export produced, fetched once through an unguessable link (contract §6.3). */
export const exportFileTable = defineTable('base_export_file', {
  id: 'id',
  fileName: 'string',
  content: 'text',
  // utf8: content is the file's text; base64: the bytes of a binary file (a spreadsheet)
  encoding: { kind: 'string', defaultValue: 'utf8' },
  expiresAt: 'bigint',
});

/** Every table that is not a schema entity: the platform's own and each feature's (evolve.ts creates them; generate refuses schemas that claim one). */
export const platformTables = [
  gctosTokenTable,
  ...messageTables,
  ...emailTables,
  ...portalTables,
  feedbackTable,
  ...profileTables,
  userRelationTable,
  authorizeTable,
  sysConfigTable,
  sessionTable,
  captchaTable,
  oldPasswordTable,
  loginLogTable,
  billNumberCacheTable,
  exportFileTable,
  ...signInTables,
  ...fileTables,
  columnSettingsTable,
  ...dataInterfaceTables,
];

/** The whole database (`Db` is `Kysely<Database>`): every table's row type — the platform's own below, each feature's, the generated ones. */
export interface Database
  extends
    GctosTokenDatabase,
    MessageDatabase,
    EmailDatabase,
    PortalDatabase,
    FeedbackDatabase,
    ProfileDatabase,
    SignInFailureDatabase,
    FileDatabase,
    ColumnSettingsDatabase,
    DataInterfaceDatabase,
    GeneratedTables {
  base_user_relation: TableRow<typeof userRelationTable>;
  base_authorize: TableRow<typeof authorizeTable>;
  base_sys_config: TableRow<typeof sysConfigTable>;
  base_user_session: TableRow<typeof sessionTable>;
  base_captcha: TableRow<typeof captchaTable>;
  base_user_old_password: TableRow<typeof oldPasswordTable>;
  base_login_log: TableRow<typeof loginLogTable>;
  base_bill_number_cache: TableRow<typeof billNumberCacheTable>;
  base_export_file: TableRow<typeof exportFileTable>;
}
