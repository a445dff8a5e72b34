import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, type TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { WidgetProps } from '@rjsf/utils';
import { messagesByLocale } from '../../../src/lib/i18n/i18n-provider.ts';
import { resources } from '../../../src/crud/page-registry.ts';
import { registerWidget } from '../../../src/crud/widget-registry.ts';
import { EntityFormDialog } from '../../../src/crud/entity-form-dialog.tsx';
import type { EntityResource } from '../../../src/lib/data/entity-resource.ts';

/**
 * Issue 17, the user dialog: a key press is rjsf's own change of one field. Widgets that never read
 * the rest of the record (the status switch) are not drawn again; a widget that reads it through
 * formContext.formData (a user picker's condition on another field) still sees every change.
 */
const i18nProvider = polyglotI18nProvider((locale) => messagesByLocale[locale as keyof typeof messagesByLocale] as unknown as TranslationMessages, 'zh');

let switchDraws = 0;
function CountingSwitch({ value }: WidgetProps) {
  switchDraws += 1;
  return <span data-testid="counting-switch">{String(value)}</span>;
}

function RecordReader({ registry }: WidgetProps) {
  const record = (registry.formContext as { formData?: Record<string, unknown> }).formData;
  return <span data-testid="record-reader">{String(record?.realName ?? '')}</span>;
}

let userForm: EntityResource;
beforeAll(() => {
  registerWidget('switch01', CountingSwitch);
  registerWidget('userPicker', RecordReader);
  const user = resources.user;
  if (!user) throw new Error('no user resource');
  // Only plain fields, the switch and a record reader: the pickers would ask a server for their trees.
  userForm = {
    ...user,
    fields: user.fields
      .filter((field) => ['account', 'realName', 'enabledMark', 'managerId', 'description'].includes(field.name))
      .map((field) => (field.name === 'managerId' ? { ...field, widget: 'userPicker' } : field)),
  };
});

describe('a key press in an entity dialog', () => {
  it('redraws neither the dialog nor the fields that do not read the record; a record reader follows', { timeout: 60000 }, async () => {
    await act(async () => {
      render(
        <AdminContext i18nProvider={i18nProvider}>
          <EntityFormDialog resource={userForm} record={null} open onClose={() => undefined} onSubmit={async () => undefined} />
        </AdminContext>,
      );
    });
    await screen.findByTestId('counting-switch', undefined, { timeout: 30000 });
    const realName = document.querySelector('#root_realName') as HTMLInputElement;
    expect(screen.getByTestId('counting-switch')).toHaveTextContent('1');
    const before = switchDraws;
    for (const text of ['张', '张三', '张三丰']) fireEvent.change(realName, { target: { value: text } });
    expect(realName.value).toBe('张三丰');
    expect(screen.getByTestId('record-reader')).toHaveTextContent('张三丰');
    expect(switchDraws).toBe(before);
  });
});
