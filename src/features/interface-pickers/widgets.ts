import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { WidgetDefinition } from '../../form-runtime/widget-contract.ts';
import { PopupSelectEdit, PopupSelectView } from './popup-select.tsx';
import { PopupTableSelectEdit, PopupTableSelectView } from './popup-table-select.tsx';
import { InterfacePickerRowSource } from './row-source.tsx';

const vehicleColumns = [
  { label: { zh: '车牌号', 'zh-TW': '車牌號', en: 'Plate number' }, value: 'plateNo' },
  { label: { zh: '车型', 'zh-TW': '車型', en: 'Vehicle type' }, value: 'vehicleType' },
  { label: { zh: '司机', 'zh-TW': '司機', en: 'Driver' }, value: 'driver' },
  { label: { zh: '所属车队', 'zh-TW': '所屬車隊', en: 'Fleet' }, value: 'fleet' },
];
const containerColumns = [
  { label: { zh: '箱号', 'zh-TW': '箱號', en: 'Container number' }, value: 'containerNo' },
  { label: { zh: '尺寸箱型', 'zh-TW': '尺寸箱型', en: 'Size and type' }, value: 'size' },
  { label: { zh: '箱主', 'zh-TW': '箱主', en: 'Owner' }, value: 'owner' },
  { label: { zh: '箱状态', 'zh-TW': '箱狀態', en: 'Status' }, value: 'status' },
];

const example = (key: string, field: string, label: FormItem['label'], props: Record<string, unknown>): FormItem => ({ key, field, label, props });

/**
 * The data-interface pickers by jnpfKey (contract §7.2 popupSelect, popupTableSelect), for the
 * composition root to register (registerFormWidget); `InterfacePickerRowSource` is the sub-table's
 * row picker (registerRowSource). The examples read the demo interfaces of vehicles and containers.
 */
export const interfacePickerWidgets: WidgetDefinition[] = [
  {
    key: 'popupSelect',
    Edit: PopupSelectEdit,
    View: PopupSelectView,
    holdsValue: true,
    examples: [
      example(
        'popupSelect',
        'vehicleId',
        { zh: '车辆', 'zh-TW': '車輛', en: 'Vehicle' },
        { interfaceId: 'di-demo-vehicles', propsValue: 'id', relationField: 'plateNo', columnOptions: vehicleColumns, hasPage: true, pageSize: 20 },
      ),
      example(
        'popupSelect',
        'vehicleIds',
        { zh: '车辆（多选，抽屉）', 'zh-TW': '車輛（多選，抽屜）', en: 'Vehicles (multiple, drawer)' },
        { interfaceId: 'di-demo-vehicles', propsValue: 'id', relationField: 'plateNo', columnOptions: vehicleColumns, multiple: true, popupType: 'drawer' },
      ),
    ],
  },
  {
    key: 'popupTableSelect',
    Edit: PopupTableSelectEdit,
    View: PopupTableSelectView,
    holdsValue: true,
    examples: [
      example(
        'popupTableSelect',
        'containerId',
        { zh: '集装箱', 'zh-TW': '集裝箱', en: 'Container' },
        { interfaceId: 'di-demo-containers', propsValue: 'id', relationField: 'containerNo', columnOptions: containerColumns, hasPage: true, pageSize: 10 },
      ),
      example(
        'popupTableSelect',
        'containerIds',
        { zh: '集装箱（多选）', 'zh-TW': '集裝箱（多選）', en: 'Containers (multiple)' },
        { interfaceId: 'di-demo-containers', propsValue: 'id', relationField: 'containerNo', columnOptions: containerColumns, hasPage: true, multiple: true },
      ),
    ],
  },
];

export { InterfacePickerRowSource };
