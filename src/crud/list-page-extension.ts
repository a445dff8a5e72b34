import type { ComponentType, ReactNode } from 'react';
import type { SortPayload } from 'react-admin';
import type { EntityRecord, EntityResource } from '../lib/data/entity-resource.ts';
import type { FormConf } from '../form-runtime/renderer/form-conf.ts';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import type { EntityFormDialogProps } from './entity-form-dialog.tsx';
import type { ExcelExportQuery } from './excel-export/excel-export-button.tsx';
import type { ColumnLayout } from './list/list-table.tsx';

/** The generic list page's actions a list design may leave out or guard by its own button code. */
export type ListAction = 'add' | 'edit' | 'remove' | 'detail' | 'excelExport' | 'excelImport' | 'batchRemove';

type Column = EntityResource['columns'][number];

/**
 * What a resource whose list is designed elsewhere (a JNPF online form's columnData, contract §7.3)
 * changes of the generic list page (entity-list-page.tsx), so it keeps one page, one table and one
 * set of actions rather than a copy. Every key is optional: an absent one keeps the page as the
 * schema entities have it. The page's permissions still apply on top of what is offered here.
 */
export interface ListPageExtension {
  /**
   * The create/edit dialog instead of the schema's rjsf one, whose validators the build precompiles
   * per schema (the Content-Security-Policy allows no eval): a model known only at run time draws
   * its form with the form runtime's renderer, which validates without ajv.
   */
  FormDialog?: ComponentType<EntityFormDialogProps>;
  /** The search bar instead of the keyword box; it applies its filters with `search` ({} resets). */
  SearchBar?: ComponentType<{ search: (filter: Record<string, unknown>) => void }>;
  /** Shown left of the table (a tree whose choice filters it). */
  aside?: ReactNode;
  /** Sent with every list query besides the search (the aside's choice). */
  filter?: Record<string, unknown>;
  /** How columns are laid out, by column name: alignment, width, fixed side, sortable. */
  columnLayout?: Record<string, ColumnLayout>;
  /** A column's cells instead of the generic rendering; undefined keeps the generic one. */
  cellOf?: (column: Column) => ((row: EntityRecord) => ReactNode) | undefined;
  /** The first page size and the order before the user sorts. */
  perPage?: number;
  sort?: SortPayload;
  /** Each action's button code (page permissions), or false when the design does not offer it; absent: the page's own. */
  buttons?: Partial<Record<ListAction, string | false>>;
  /** Rows that are no record (a group's heading in a grouped list): no row actions, no checkbox. */
  isRecord?: (row: EntityRecord) => boolean;
  /** The footer row (合计) under the shown rows, by column name. */
  summary?: (rows: readonly EntityRecord[]) => Record<string, ReactNode> | undefined;
  /** The list's Excel export instead of GET base/ExportExcel: answers the download link. */
  exportExcel?: (query: ExcelExportQuery) => Promise<{ url?: string } | undefined>;
  /** The record detail viewer's form-level settings (popupType, widths, labelWidth). */
  detailConf?: FormConf;
  /** The record detail viewer's items: a designed form's own layout (containers, panes) instead of the fields one by one. */
  detailItems?: readonly FormItem[];
  /**
   * An inline-edit table (an online list of type 4, JNPF's 行内编辑): the row's 编辑 calls `edit`
   * and the toolbar's 新增 calls `add` instead of opening the form dialog (each still offered only
   * as `buttons` and the page's permissions allow); `rows` are shown above the listed ones (rows
   * being added); a row's actions cell shows `rowActions(row, actions)`, `actions` being the page's
   * own for the row (null for a row that is no record), so an edited row can show 保存/取消 instead.
   * The cells follow the edit themselves (`cellOf`).
   */
  inlineEdit?: {
    edit: (row: EntityRecord) => void;
    add: () => void;
    rows: readonly EntityRecord[];
    rowActions: (row: EntityRecord, actions: ReactNode) => ReactNode;
  };
}
