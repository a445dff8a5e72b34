import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { WidgetDefinition } from '../../form-runtime/widget-contract.ts';
import { AutoCompleteEdit, AutoCompleteView } from './autocomplete.tsx';
import { inAllLanguages as label } from './text-widget-messages.ts';
import { PopupAttrEdit, PopupAttrView } from './popup-attr.tsx';

/** The demo data's vehicles interface (server/features/demo/demo-data-interfaces.ts): plate numbers, types, drivers, fleets. */
const VEHICLES = 'di-demo-vehicles';

const autoCompleteExamples: FormItem[] = [
  {
    key: 'autoComplete',
    field: 'plateNo',
    label: label('exampleAutoComplete'),
    props: { interfaceId: VEHICLES, relationField: 'plateNo', total: 50, templateJson: [] },
  },
];

// The attributes show fields of the record chosen in the pop-up select `vehicle` beside them: one
// example, a row holding the three, so the gallery shows them together in one form.
const popupAttrExamples: FormItem[] = [
  {
    key: 'row',
    props: {},
    children: [
      {
        key: 'popupSelect',
        field: 'vehicle',
        label: label('exampleVehicle'),
        span: 8,
        props: { interfaceId: VEHICLES, propsValue: 'id', relationField: 'plateNo', templateJson: [] },
      },
      { key: 'popupAttr', label: label('examplePopupAttr'), span: 8, props: { relationField: 'vehicle', showField: 'vehicleType', isStorage: 1 } },
      {
        key: 'popupAttr',
        field: 'vehicleDriver',
        label: label('examplePopupAttrStored'),
        span: 8,
        props: { relationField: 'vehicle', showField: 'driver', isStorage: 2 },
      },
    ],
  },
];

/**
 * The autocomplete and the pop-up attribute as form-runtime widgets by jnpfKey (contract §7.2),
 * for the composition root to register beside the pickers of widgets.ts.
 */
export const textInterfaceWidgets: WidgetDefinition[] = [
  { key: 'autoComplete', Edit: AutoCompleteEdit, View: AutoCompleteView, holdsValue: true, emptyValue: '', examples: autoCompleteExamples },
  // It holds a value only when isStorage is 2 (then the item has a field), as a calculated field does.
  { key: 'popupAttr', Edit: PopupAttrEdit, View: PopupAttrView, holdsValue: true, emptyValue: null, examples: popupAttrExamples },
];
