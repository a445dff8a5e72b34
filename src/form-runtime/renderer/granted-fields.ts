import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { PagePermissions } from '../../lib/auth/page-permissions.ts';

/**
 * The fields of a form the page's form permissions grant (spec §5, §6), for FormRenderer's
 * `grantedFields`: every field of the tree whose code passes `permissions.form`. With the menu's
 * form check off, `form` grants everything, so the set holds every field. Sub-table columns are the
 * sub-table's own business and are not listed.
 */
export function grantedFieldsOf(permissions: Pick<PagePermissions, 'form'>, items: readonly FormItem[]): Set<string> {
  const granted = new Set<string>();
  const walk = (list: readonly FormItem[]) => {
    for (const item of list) {
      if (item.field !== undefined) {
        if (permissions.form(item.field)) granted.add(item.field);
      } else if (item.children) walk(item.children);
    }
  };
  walk(items);
  return granted;
}
