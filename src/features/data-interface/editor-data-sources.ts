/**
 * GET /api/system/DataSource/Selector as the data-source select offers it: the sources are the
 * groups' children (the platform's own database in the first group, the configured ones grouped
 * by database type), in the server's order.
 */

/** `dbLinkId` of the platform's own database. */
export const OWN_DATA_SOURCE = '0';

export interface DataSourceOption {
  id: string;
  fullName: string;
  dbType?: string;
}

export interface SelectorGroup {
  id: string;
  fullName: string;
  children?: DataSourceOption[] | null;
}

export function dataSourcesOf(groups: readonly SelectorGroup[] | undefined): DataSourceOption[] {
  return (groups ?? []).flatMap((group) => group.children ?? []).filter((source) => typeof source.id === 'string' && source.id !== '');
}
