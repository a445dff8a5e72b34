import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { PickerDialog, type PickerDialogProps } from './picker-dialog.tsx';
import { PickerField, type PickerFieldProps } from './picker-field.tsx';
import type { PickerItem } from './picker-tree.ts';

/** How a picker's field looks, whoever renders it (an rjsf dialog or the form runtime). */
export type PickerFieldSettings = Pick<PickerFieldProps, 'id' | 'label' | 'required' | 'disabled' | 'error' | 'message' | 'clearable' | 'size'>;

/**
 * The field settings of an rjsf picker widget: id, label (unless hidden), required, errors and
 * `ui:options.clearable` come from the widget's props, and a read-only field is a disabled one.
 */
export function rjsfField(widget: WidgetProps): PickerFieldSettings {
  const { id, label, hideLabel, required, disabled, readonly, options, rawErrors } = widget;
  return {
    id,
    label: hideLabel ? undefined : label,
    required,
    disabled: disabled || readonly,
    error: Boolean(rawErrors?.length),
    clearable: options.clearable !== false,
  };
}

export interface WidgetPickerFieldProps extends Pick<PickerFieldProps, 'names' | 'onOpen' | 'onClear'> {
  /** the props rjsf gave the picker widget */
  widget: WidgetProps;
}

/** The PickerField of an rjsf picker widget (the numbering-rule picker opens its own dialog). */
export function WidgetPickerField({ widget, names, onOpen, onClear }: WidgetPickerFieldProps) {
  return <PickerField {...rjsfField(widget)} names={names} onOpen={onOpen} onClear={onClear} />;
}

export interface WidgetPickerProps extends Omit<PickerDialogProps, 'open' | 'onClose' | 'onConfirm'> {
  field: PickerFieldSettings;
  /** what the field shows for the chosen entries */
  names: string[];
  /** writes the chosen entries into the form value (an empty list clears it) */
  write: (chosen: PickerItem[]) => void;
  /** runs as the dialog opens, e.g. to read the selector tree again */
  onOpen?: () => void;
}

/**
 * A picker widget's field and its PickerDialog: the field opens the dialog, clearing writes an
 * empty choice, confirming writes the choice and closes (spec lowcode §4).
 */
export function WidgetPicker({ field, names, write, onOpen, ...dialog }: WidgetPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PickerField
        {...field}
        names={names}
        onOpen={() => {
          onOpen?.();
          setOpen(true);
        }}
        onClear={() => write([])}
      />
      <PickerDialog
        {...dialog}
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={(chosen) => {
          write(chosen);
          setOpen(false);
        }}
      />
    </>
  );
}
