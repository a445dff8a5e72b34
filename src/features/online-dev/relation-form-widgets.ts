import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { WidgetDefinition } from '../../form-runtime/widget-contract.ts';
import { RelationFormEdit, RelationFormView } from './relation-form.tsx';
import { RelationFormAttrEdit, RelationFormAttrView } from './relation-form-attr.tsx';
import { inAllLanguages as label } from './relation-form-messages.ts';

/** The demo's released contract form (server/features/demo/demo-online-designs.ts, 港口合同). */
const CONTRACTS = 'vd-port-contract';

// The attributes show fields of the contract chosen in the related-form field `contract` beside
// them: one example, a row holding the three, so the gallery shows them together in one form.
const examples: FormItem[] = [
  {
    key: 'row',
    props: {},
    children: [
      {
        key: 'relationForm',
        field: 'contract',
        label: label('exampleContract'),
        span: 8,
        props: {
          modelId: CONTRACTS,
          relationField: 'contractNo',
          hasPage: true,
          pageSize: 10,
          columnOptions: [
            { value: 'contractNo', label: label('columnContractNo') },
            { value: 'customerName', label: label('columnCustomer') },
            { value: 'contractType', label: label('columnContractType') },
            { value: 'endDate', label: label('columnEndDate') },
          ],
        },
      },
      { key: 'relationFormAttr', label: label('exampleCustomer'), span: 8, props: { relationField: 'contract', showField: 'customerName', isStorage: 1 } },
      {
        key: 'relationFormAttr',
        field: 'contractAmount',
        label: label('exampleAmount'),
        span: 8,
        props: { relationField: 'contract', showField: 'amount', isStorage: 2 },
      },
    ],
  },
];

/**
 * The related-form picker and its attribute by jnpfKey (contract §7.2 relationForm,
 * relationFormAttr), for the composition root to register (registerFormWidget).
 */
export const relationFormWidgets: WidgetDefinition[] = [
  { key: 'relationForm', Edit: RelationFormEdit, View: RelationFormView, holdsValue: true, emptyValue: null, examples },
  // It holds a value only when isStorage is 2 (then the item has a field), as a calculated field does.
  { key: 'relationFormAttr', Edit: RelationFormAttrEdit, View: RelationFormAttrView, holdsValue: true, emptyValue: null },
];
