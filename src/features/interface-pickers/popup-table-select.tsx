import { useRef, useState } from 'react';
import { Box, Button, Popover, Stack } from '@mui/material';
import type { InterfaceRow } from '../../lib/data-interface/data-interface-api.ts';
import type { WidgetProps } from '../../form-runtime/widget-contract.ts';
import { recordPickerTexts } from '../../components/record-picker/messages.ts';
import { PickerInput } from '../../components/record-picker/picker-input.tsx';
import { placeholderOf } from '../../components/record-picker/record-rows.ts';
import { RecordsPanel } from '../../components/record-picker/records-panel.tsx';
import { useRecordChoice } from '../../components/record-picker/use-record-choice.ts';
import { interfaceRecords } from './interface-records.ts';
import { InterfacePickerView } from './picker-view.tsx';
import { useInterfacePicker, writeRows } from './use-interface-picker.ts';

const NO_RECORD: Record<string, unknown> = {};
/** The table select lists page by page unless its item turns paging off (spec §2: "a paged list"). */
const TABLE_DEFAULTS: Record<string, unknown> = { hasPage: true };

/**
 * JNPF `popupTableSelect` (contract §7.2; spec lowcode §2 "Table-type data picker", §4): the same
 * value, text and clearing as the pop-up select, but the records open in a popover under the field:
 * keyword box, paged list (checkboxes when `multiple`), Cancel and Confirm.
 */
export function PopupTableSelectEdit({ item, id, value, onChange, onBlur, onFill, disabled, size, language, error, readRecord, formData }: WidgetProps) {
  const picker = useInterfacePicker(item, value, language, () => readRecord?.() ?? formData ?? NO_RECORD, TABLE_DEFAULTS);
  const { config } = picker;
  const texts = recordPickerTexts(language);
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const choice = useRecordChoice(config, open, config.multiple, picker.rows, interfaceRecords(config, picker.paramList));

  const write = (rows: InterfaceRow[]) => writeRows(item, config, rows, onChange, onFill);
  const confirm = () => {
    // Confirm needs a record, except to empty a multiple select that held some (as the pop-up select).
    if (choice.chosen.length === 0 && !(config.multiple && picker.hasValue)) return;
    write(choice.chosen);
    setOpen(false);
  };

  return (
    <>
      <PickerInput
        ref={anchor}
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
        testId="popup-table-select"
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: config.popupWidth, maxWidth: '95vw' } } }}
        data-testid="records-popover"
      >
        <Box sx={{ p: 1.5 }} role="dialog" aria-label={config.popupTitle}>
          <RecordsPanel config={config} multiple={config.multiple} choice={choice} texts={texts} maxHeight={300} />
          <Stack direction="row" justifyContent="flex-end" spacing={1} sx={{ pt: 1 }}>
            <Button size="small" onClick={() => setOpen(false)} data-testid="records-cancel">
              {texts.cancel}
            </Button>
            <Button size="small" variant="contained" onClick={confirm} data-testid="records-confirm">
              {texts.confirm}
            </Button>
          </Stack>
        </Box>
      </Popover>
    </>
  );
}

export const PopupTableSelectView = InterfacePickerView;
