import { defineTable, type TableRow } from '../../core/db/table-model.ts';

/**
 * One row per data-interface run (`/api/system/DataInterfaceLog/{id}`): when, by whom, from where,
 * how long, and whether it worked. JNPF's column names (invok…), plus `success` and the error.
 */
export const interfaceLogTable = defineTable(
  'base_data_interface_log',
  {
    id: 'id',
    /** the interface's id */
    invokId: 'string',
    invokTime: 'bigint',
    userId: 'string',
    invokIp: 'string',
    /** the caller's browser (User-Agent, cut to 500 characters) */
    invokDevice: 'string',
    /** milliseconds */
    invokWasteTime: 'integer',
    /** what called it: preview, list, echo, options, call */
    invokType: 'string',
    /** 1 answered, 0 failed */
    success: 'integer',
    /** the failure as the caller was told it, '' on success */
    errorMessage: 'text',
  },
  [{ name: 'base_data_interface_log_invok_ix', columns: ['invokId', 'invokTime'] }],
);

export const dataInterfaceTables = [interfaceLogTable];

export interface DataInterfaceDatabase {
  base_data_interface_log: TableRow<typeof interfaceLogTable>;
}
