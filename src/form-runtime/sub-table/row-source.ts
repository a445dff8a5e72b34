import type { ComponentType } from 'react';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { FormSize, Language } from '../widget-contract.ts';
import type { Row } from './table-config.ts';

/**
 * The dialog a sub-table with `addType` 1 opens to pick rows (spec §4). The data-interface picker
 * owns it and registers it here (from a composition root); it reads `item.props.addTableConf`
 * (interfaceId, columnOptions, hasPage, pageSize …), shows the records and answers the picked
 * ones as they came. The sub-table maps them onto its columns (addTableConf.relationOptions).
 */
export interface RowSourceProps {
  open: boolean;
  /** the table item; its `props.addTableConf` configures the dialog */
  item: FormItem;
  size: FormSize;
  language: Language;
  onPick: (records: Row[]) => void;
  onClose: () => void;
}

export type RowSource = ComponentType<RowSourceProps>;

let rowSource: RowSource | null = null;

/** Registers the row picker; with none, a table with addType 1 adds a blank row instead. */
export function registerRowSource(source: RowSource | null): void {
  rowSource = source;
}

export const currentRowSource = (): RowSource | null => rowSource;
