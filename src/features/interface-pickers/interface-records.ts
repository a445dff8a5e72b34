import { listInterface, type ParamValue } from '../../lib/data-interface/data-interface-api.ts';
import type { LoadRecords } from '../../components/record-picker/record-rows.ts';
import type { InterfaceConfig } from './interface-config.ts';

/**
 * An interface's records as the record dialog loads them (spec lowcode §7 picker list request:
 * keyword, currentPage, pageSize, interfaceId, propsValue, relationField, columnOptions comma-joined,
 * paramList), asked silently: a refusal rejects and the dialog shows an empty list (§8).
 * `paramList` is read at each request, so it sees the form as it stands then. Without an interface
 * there is nothing to list.
 */
export const interfaceRecords =
  (config: InterfaceConfig, paramList: () => ParamValue[]): LoadRecords =>
  async ({ keyword, currentPage, pageSize }) => {
    if (!config.interfaceId) return { list: [], total: 0 };
    return listInterface(
      config.interfaceId,
      {
        keyword,
        currentPage,
        pageSize,
        propsValue: config.propsValue,
        relationField: config.relationField,
        columnOptions: config.columnFields,
        paramList: paramList(),
      },
      { silent: true },
    );
  };
