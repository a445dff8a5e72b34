import { useState } from 'react';
import { textIn } from '../../../common/form-runtime/form-item.ts';
import type { Texts } from '../../../common/entity-model.ts';
import type { InterfaceRow } from '../../lib/data-interface/data-interface-api.ts';
import type { WidgetProps } from '../../form-runtime/widget-contract.ts';
import { pickerTexts } from './messages.ts';
import { PickerInput } from './picker-input.tsx';
import { InterfacePickerView } from './picker-view.tsx';
import { RecordsDialog } from './records-dialog.tsx';
import { useInterfacePicker, writeRows } from './use-interface-picker.ts';

const NO_RECORD: Record<string, unknown> = {};

/** The item's placeholder (JNPF `placeholder`), else 请选择. */
export const placeholderOf = (props: Record<string, unknown>, fallback: string, language: WidgetProps['language']): string => {
  const configured = props.placeholder;
  const text = typeof configured === 'string' ? configured : configured && typeof configured === 'object' ? textIn(configured as Texts, language) : '';
  return text || fallback;
};

/**
 * JNPF `popupSelect` (contract §7.2; spec lowcode §2 "Pop-up data picker", §4): the chosen record's
 * text in a read-only box; a click opens the record picker (a dialog, or a drawer), Confirm stores
 * the record's `propsValue` (a list of them when `multiple`) and fills the fields named by
 * `relationOptions`, Cancel leaves the stored value as it was.
 */
export function PopupSelectEdit({ item, id, value, onChange, onBlur, onFill, disabled, size, language, error, readRecord, formData }: WidgetProps) {
  const picker = useInterfacePicker(item, value, language, () => readRecord?.() ?? formData ?? NO_RECORD);
  const { config } = picker;
  const texts = pickerTexts(language);
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
        paramList={picker.paramList}
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
