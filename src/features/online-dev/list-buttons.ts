import type { ListAction } from '../../crud/list-page-extension.ts';
import type { ListDesign } from '../../../common/online-forms/design-model.ts';

/** Which design button (btnsList / columnBtnsList value, contract §7.3) each action of the generic page is. */
const DESIGN_BUTTON: Record<ListAction, { list: 'buttons' | 'rowButtons'; value: string }> = {
  add: { list: 'buttons', value: 'add' },
  excelExport: { list: 'buttons', value: 'download' },
  excelImport: { list: 'buttons', value: 'upload' },
  batchRemove: { list: 'buttons', value: 'batchRemove' },
  edit: { list: 'rowButtons', value: 'edit' },
  remove: { list: 'rowButtons', value: 'remove' },
  detail: { list: 'rowButtons', value: 'detail' },
};

/**
 * The generic page's actions a design offers, each guarded by JNPF's button code for it
 * (`btn_` + the button's value: btn_add, btn_download, btn_upload, btn_batchRemove, btn_edit,
 * btn_remove, btn_detail); an action the design leaves out is not offered.
 */
export function buttonsOf(list: ListDesign): Record<ListAction, string | false> {
  const entries = Object.entries(DESIGN_BUTTON).map(([action, { list: where, value }]) => [action, list[where].includes(value) ? `btn_${value}` : false]);
  return Object.fromEntries(entries) as Record<ListAction, string | false>;
}
