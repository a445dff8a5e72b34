import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { resources } from '../../../src/crud/page-registry.ts';
import { ExcelExportButton } from '../../../src/crud/excel-export/excel-export-button.tsx';
import { grantedExportColumns } from '../../../src/crud/excel-export/granted-export-columns.ts';

const user = resources.user;
if (!user) throw new Error('no user resource');

/** Spec §6: the export dialog offers only the columns the page grants, as the server exports no other. */
describe('the export columns a page grants', () => {
  it('grants a field by its own code or by the list column showing it', () => {
    const codes = new Set(['account', 'realName', 'organize', 'roleName']);
    expect(grantedExportColumns(user, (code) => codes.has(code)).map((column) => column.name)).toEqual(['account', 'realName', 'organizeId', 'roleId']);
    // the demo staff grants: account and realName
    expect(grantedExportColumns(user, (code) => code === 'account' || code === 'realName').map((column) => column.name)).toEqual(['account', 'realName']);
    expect(grantedExportColumns(user, () => true)).toHaveLength(user.excelExport?.columns.length ?? -1);
  });

  it('lists only the granted columns in the dialog', async () => {
    await i18nProvider.changeLocale('zh');
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ExcelExportButton
          resource={user}
          list={{ keyword: '', sort: { field: 'id', order: 'ASC' }, page: 1, perPage: 20 }}
          granted={(code) => code === 'account' || code === 'positionName'}
          onDownload={() => undefined}
        />
      </AdminContext>,
    );
    fireEvent.click(screen.getByTestId('excel-export'));
    const dialog = await screen.findByTestId('excel-export-dialog');
    expect(within(dialog).getByLabelText('账户')).toBeChecked();
    expect(within(dialog).getByLabelText('岗位')).toBeChecked();
    for (const label of ['姓名', '手机', '邮箱', '所属组织']) expect(within(dialog).queryByLabelText(label)).toBeNull();
    // all of what is offered counts as every column
    expect(within(dialog).getByLabelText('全选')).toBeChecked();
  });
});
