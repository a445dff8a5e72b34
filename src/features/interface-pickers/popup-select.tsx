import { useState } from 'react';
import type { InterfaceRow } from '../../lib/data-interface/data-interface-api.ts';
import type { WidgetProps } from '../../form-runtime/widget-contract.ts';
import { recordPickerTexts } from '../../components/record-picker/messages.ts';
import { PickerInput } from '../../components/record-picker/picker-input.tsx';
import { placeholderOf } from '../../components/record-picker/record-rows.ts';
import { RecordsDialog } from '../../components/record-picker/records-dialog.tsx';
import { interfaceRecords } from './interface-records.ts';
import { InterfacePickerView } from './picker-view.tsx';
import { useInterfacePicker, writeRows } from './use-interface-picker.ts';

const NO_RECORD: Record<string, unknown> = {};

/**
 * JNPF `popupSelect` (contract §7.2; spec lowcode §2 "Pop-up data picker", §4): the chosen record's
 * text in a read-only box; a click opens the record picker (a dialog, or a drawer), Confirm stores
 * the record's `propsValue` (a list of them when `multiple`) and fills the fields named by
 * `relationOptions`, Cancel leaves the stored value as it was.
 */
export function PopupSelectEdit({ item, id, value, onChange, onBlur, onFill, disabled, size, language, error, readRecord, formData }: WidgetProps) {
  const picker = useInterfacePicker(item, value, language, () => readRecord?.() ?? formData ?? NO_RECORD);
  const { config } = picker;
  const texts = recordPickerTexts(language);
  const [open, setOpen] = useState(false);

  const write = (rows: InterfaceRow[]) => writeRows(item, config, rows, onChange, onFill);

  return (
    <>
      <PickerInput
        id={id}
        texts={picker.texts}
        placeholder={placeholderOf(item.props, texts.placeholder, language)}
        clearLabel={texts.clear}
        clearable={item.props.clearable !== false}
        disabled={disabled || item.props.disabled === true}
        error={Boolean(error)}
        size={size}
        onOpen={() => setOpen(true)}
        onClear={() => write([])}
        onBlur={onBlur}
        testId="popup-select"
      />
      <RecordsDialog
        open={open}
        config={config}
        multiple={config.multiple}
        language={language}
        initial={picker.rows}
        load={interfaceRecords(config, picker.paramList)}
        allowEmpty={config.multiple && picker.hasValue}
        onConfirm={(rows) => {
          write(rows);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

export const PopupSelectView = InterfacePickerView;
