import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetPickerField } from './widget-picker.tsx';
import { BillRulePickerDialog } from './bill-rule-picker-dialog.tsx';

/**
 * A field holding a numbering rule's business code (enCode, the key numbers are fetched by,
 * contract §4.3), chosen in the rule picker. `ui:options.valueField: 'id'` stores the id instead.
 */
export function BillRulePickerWidget(props: WidgetProps) {
  const { value, options, onChange } = props;
  const [open, setOpen] = useState(false);
  const field = options.valueField === 'id' ? 'id' : 'enCode';
  const stored = typeof value === 'string' ? value : '';
  return (
    <>
      <WidgetPickerField widget={props} names={stored ? [stored] : []} onOpen={() => setOpen(true)} onClear={() => onChange('')} />
      <BillRulePickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={(rule) => {
          onChange(rule[field]);
          setOpen(false);
        }}
      />
    </>
  );
}
