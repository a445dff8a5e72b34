import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { setUpInProcessServer } from './in-process-server.ts';
import { tokenOf } from './in-process-session.ts';
import { createStaticInterface, signedInForInterfaces } from './interface-kit.ts';
import { messagesByLocale } from '../../src/lib/i18n/i18n-provider.ts';
import { resources } from '../../src/crud/page-registry.ts';
import { entityDataProvider } from '../../src/lib/data/entity-data-provider.ts';
import { EntityFormDialog } from '../../src/crud/entity-form-dialog.tsx';
import { registerInterfacePickers } from '../../src/features/interface-pickers/register-interface-pickers.ts';
import type { EntityResource } from '../../src/lib/data/entity-resource.ts';

/**
 * A picker in a schema entity's dialog fills the other fields its `relationOptions` name (issue 13:
 * the rjsf dialogs offer `onFill` as the runtime renderer and sub-tables do): the fee bill's 车辆
 * picker, given a relationOption onto 备注, against the real app in-process.
 */
setUpInProcessServer();
signedInForInterfaces();

const i18nProvider = polyglotI18nProvider((locale) => messagesByLocale[locale as keyof typeof messagesByLocale] as unknown as TranslationMessages, 'zh');

const trucks = [
  { id: 'v-1', plateNo: '浙B10001', driver: '王师傅' },
  { id: 'v-2', plateNo: '浙B10002', driver: '李师傅' },
];

let feeBill: EntityResource;
beforeAll(async () => {
  registerInterfacePickers();
  const interfaceId = await createStaticInterface(await tokenOf('admin'), trucks);
  const base = resources.feeSettlement;
  if (!base) throw new Error('no feeSettlement resource');
  feeBill = {
    ...base,
    fields: base.fields.map((field) =>
      field.name === 'vehicleId' && field.item
        ? { ...field, item: { ...field.item, props: { ...field.item.props, interfaceId, relationOptions: [{ field: 'description', value: 'driver' }] } } }
        : field,
    ),
  };
});

async function openDialog() {
  const submitted: Record<string, unknown>[] = [];
  await act(async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
        <EntityFormDialog resource={feeBill} record={null} open onClose={() => undefined} onSubmit={async (data) => void submitted.push(data)} />
      </AdminContext>,
    );
  });
  return submitted;
}

/** The 车辆 picker's box (the dialog has a second one, 经办人). */
const pickerInput = async () => {
  // The dialog's form engine and the runtime's widgets load on first use: a busy machine takes a while.
  await screen.findAllByTestId('popup-select-input', undefined, { timeout: 30000 });
  return document.querySelector('#root_vehicleId') as HTMLInputElement;
};
const pickerBox = () => (document.querySelector('#root_vehicleId') as HTMLElement).closest('[data-testid="popup-select"]') as HTMLElement;

describe('a schema dialog hands a picker’s fill to the fields it names', () => {
  it('picking a vehicle writes its driver into 备注; clearing the picker empties it', { timeout: 60000 }, async () => {
    await openDialog();
    const description = () => document.querySelector('#root_description') as HTMLTextAreaElement | HTMLInputElement;
    fireEvent.click(await pickerInput());
    const dialog = within(await screen.findByTestId('records-dialog', undefined, { timeout: 10000 }));
    const row = await dialog.findByText('浙B10002');
    fireEvent.click(row);
    fireEvent.click(dialog.getByTestId('records-confirm'));
    await waitFor(() => expect(description().value).toBe('李师傅'));
    await waitFor(async () => expect((await pickerInput()).value).toBe('浙B10002'));
    // Typing elsewhere afterwards keeps both the pick and the fill.
    fireEvent.change(document.querySelector('#root_customerName') as HTMLInputElement, { target: { value: '甬港物流' } });
    await waitFor(() => expect(description().value).toBe('李师傅'));
    fireEvent.mouseEnter(pickerBox());
    fireEvent.click(within(pickerBox()).getByTestId('popup-select-clear'));
    await waitFor(() => expect(description().value).toBe(''));
  });
});
