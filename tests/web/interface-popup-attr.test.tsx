import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import type { ViewProps, WidgetProps } from '../../src/form-runtime/widget-contract.ts';
import { registerFormWidget } from '../../src/form-runtime/widget-registry.ts';
import { FormRenderer, ReadOnlyRenderer } from '../../src/form-runtime/renderer/index.ts';
import { subTableWidgets } from '../../src/form-runtime/sub-table/index.ts';
import { textInterfaceWidgets } from '../../src/features/interface-pickers/text-widgets.ts';
import { clearLinkedRecords, publishLinkedRecord } from '../../src/components/record-picker/linked-records.ts';

/**
 * `popupAttr` (contract §7.2 `showField`, `relationField`, `isStorage`; spec lowcode §3: isStorage
 * 1 display only, 2 displayed and saved): an attribute of the record chosen in the pop-up select
 * its relationField names, in a form, in sub-table rows, read-only, and in two forms at once. The
 * pop-up select is a stand-in here that publishes its record as popup-select.tsx does.
 */
const VEHICLES: Record<string, Record<string, unknown>> = {
  'veh-01': { id: 'veh-01', plateNo: '沪A12345', vehicleType: '集装箱牵引车', driver: '张建国' },
  'veh-03': { id: 'veh-03', plateNo: '沪B31522', vehicleType: '平板半挂车', driver: '王志强' },
};

/** Buttons choosing a vehicle (publishing its record, then storing its id) and clearing. */
function StandInPicker({ id, item, onChange }: WidgetProps) {
  return (
    <span>
      {Object.keys(VEHICLES).map((vehicle) => (
        <button
          key={vehicle}
          type="button"
          data-testid={`${id}-${vehicle}`}
          onClick={() => {
            publishLinkedRecord(item.field as string, vehicle, VEHICLES[vehicle]);
            onChange(vehicle);
          }}
        >
          {vehicle}
        </button>
      ))}
      <button type="button" data-testid={`${id}-clear`} onClick={() => onChange('')}>
        clear
      </button>
    </span>
  );
}
const StandInView = ({ value }: ViewProps) => <span>{String(value ?? '')}</span>;

beforeAll(() => {
  registerFormWidget({ key: 'standInPicker', Edit: StandInPicker, View: StandInView, holdsValue: true, emptyValue: '' });
  textInterfaceWidgets.forEach(registerFormWidget);
  subTableWidgets.forEach(registerFormWidget);
});
afterEach(() => clearLinkedRecords());

const picker: FormItem = { key: 'standInPicker', field: 'vehicle', label: '车辆', props: {} };
const typeAttr: FormItem = { key: 'popupAttr', label: '车型', props: { relationField: 'vehicle', showField: 'vehicleType', isStorage: 1 } };
const driverAttr: FormItem = { key: 'popupAttr', field: 'driverName', label: '司机', props: { relationField: 'vehicle', showField: 'driver', isStorage: 2 } };

function Owner({ items, initial, prefix = 'f-' }: { items: FormItem[]; initial: Record<string, unknown>; prefix?: string }) {
  const [record, setRecord] = useState(initial);
  return (
    <div data-testid={`${prefix}form`}>
      <FormRenderer items={items} value={record} onChange={setRecord} language="zh" idPrefix={prefix} />
      <output data-testid={`${prefix}record`}>{JSON.stringify(record)}</output>
    </div>
  );
}

const shown = (scope: HTMLElement = document.body) =>
  within(scope)
    .getAllByTestId('popup-attr-value')
    .map((element) => (element as HTMLInputElement).value);
const recordOf = (prefix = 'f-') => JSON.parse(screen.getByTestId(`${prefix}record`).textContent ?? '') as Record<string, unknown>;

describe('popupAttr in a form', () => {
  it('shows the chosen record’s showField; isStorage 2 also stores it, isStorage 1 stores nothing', () => {
    render(<Owner items={[picker, typeAttr, driverAttr]} initial={{ vehicle: '', driverName: null }} />);
    expect(shown()).toEqual(['', '']);
    fireEvent.click(screen.getByTestId('f-vehicle-veh-03'));
    expect(shown()).toEqual(['平板半挂车', '王志强']);
    expect(recordOf()).toEqual({ vehicle: 'veh-03', driverName: '王志强' });
    fireEvent.click(screen.getByTestId('f-vehicle-veh-01'));
    expect(shown()).toEqual(['集装箱牵引车', '张建国']);
    expect(recordOf().driverName).toBe('张建国');
    fireEvent.click(screen.getByTestId('f-vehicle-clear'));
    expect(shown()).toEqual(['', '']);
    expect(recordOf()).toEqual({ vehicle: '', driverName: '' });
  });

  it('keeps a stored attribute until the record of the stored value is known, then follows it', () => {
    render(<Owner items={[picker, typeAttr, driverAttr]} initial={{ vehicle: 'veh-01', driverName: '旧司机' }} />);
    // the pop-up select has not echoed its value back yet
    expect(shown()).toEqual(['', '旧司机']);
    expect(recordOf().driverName).toBe('旧司机');
    act(() => publishLinkedRecord('vehicle', 'veh-01', VEHICLES['veh-01']));
    expect(shown()).toEqual(['集装箱牵引车', '张建国']);
    expect(recordOf().driverName).toBe('张建国');
  });

  it('two forms open at once each show the record of their own value', () => {
    render(
      <>
        <Owner items={[picker, typeAttr]} initial={{ vehicle: '' }} prefix="a-" />
        <Owner items={[picker, typeAttr]} initial={{ vehicle: '' }} prefix="b-" />
      </>,
    );
    fireEvent.click(screen.getByTestId('a-vehicle-veh-01'));
    fireEvent.click(screen.getByTestId('b-vehicle-veh-03'));
    expect(shown(screen.getByTestId('a-form'))).toEqual(['集装箱牵引车']);
    expect(shown(screen.getByTestId('b-form'))).toEqual(['平板半挂车']);
  });

  it('read-only: the saved attribute of isStorage 2, the chosen record’s for isStorage 1', () => {
    publishLinkedRecord('vehicle', 'veh-01', VEHICLES['veh-01']);
    render(<ReadOnlyRenderer items={[picker, typeAttr, driverAttr]} value={{ vehicle: 'veh-01', driverName: '保存时的司机' }} language="zh" />);
    expect(screen.getAllByTestId('popup-attr-value').map((element) => element.textContent)).toEqual(['集装箱牵引车', '保存时的司机']);
  });
});

describe('popupAttr in sub-table rows', () => {
  it('each row shows and stores the attribute of its own pick', () => {
    const table: FormItem = {
      key: 'table',
      field: 'lines',
      label: '车辆明细',
      props: {},
      children: [picker, typeAttr, driverAttr],
    };
    render(
      <Owner
        items={[table]}
        initial={{
          lines: [
            { vehicle: '', driverName: null },
            { vehicle: '', driverName: null },
          ],
        }}
      />,
    );
    fireEvent.click(screen.getByTestId('f-lines-0-vehicle-veh-03'));
    fireEvent.click(screen.getByTestId('f-lines-1-vehicle-veh-01'));
    expect(shown()).toEqual(['平板半挂车', '王志强', '集装箱牵引车', '张建国']);
    expect(recordOf().lines).toEqual([
      { vehicle: 'veh-03', driverName: '王志强' },
      { vehicle: 'veh-01', driverName: '张建国' },
    ]);
  });
});
