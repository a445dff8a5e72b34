import type { WidgetDefinition } from '../widget-contract.ts';
import { subTableExamples } from './examples.ts';
import { SubTableEdit } from './sub-table-edit.tsx';
import { SubTableView } from './sub-table-view.tsx';

/** The sub-table (jnpfKey `table`, contract §7.2): its value is the list of row objects. */
export const subTableWidget: WidgetDefinition = {
  key: 'table',
  Edit: SubTableEdit,
  View: SubTableView,
  holdsValue: true,
  emptyValue: [],
  examples: subTableExamples,
};

/** For the lead's composition root to register (registerFormWidget). */
export const subTableWidgets: WidgetDefinition[] = [subTableWidget];

export { SubTableEdit, VIRTUALISE_FROM } from './sub-table-edit.tsx';
export { SubTableView } from './sub-table-view.tsx';
export { validateRows, rowErrorsOf, recalculateRow, type CellErrors } from './row-logic.ts';
export { blankRow, rowFromPick, type Row, type RelationOption } from './table-config.ts';
export { registerRowSource, type RowSource, type RowSourceProps } from './row-source.ts';
