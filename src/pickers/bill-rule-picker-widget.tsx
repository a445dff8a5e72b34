import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { PickerField } from './picker-field.tsx';
import { BillRulePickerDialog } from './bill-rule-picker-dialog.tsx';

/**
 * A field holding a numbering rule's business code (enCode, the key numbers are fetched by,
 * contract §4.3), chosen in the rule picker. `ui:options.valueField: 'id'` stores the id instead.
 */
export function BillRulePickerWidget({ id, value, label, hideLabel, required, disabled, readonly, options, onChange, rawErrors }: WidgetProps) {
  const [open, setOpen] = useState(false);
  const field = options.valueField === 'id' ? 'id' : 'enCode';
  const stored = typeof value === 'string' ? value : '';
  return (
    <>
      <PickerField
        id={id}
        label={hideLabel ? undefined : label}
        required={required}
        disabled={disabled || readonly}
        error={Boolean(rawErrors?.length)}
        names={stored ? [stored] : []}
        clearable={options.clearable !== false}
        onOpen={() => setOpen(true)}
        onClear={() => onChange('')}
      />
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
