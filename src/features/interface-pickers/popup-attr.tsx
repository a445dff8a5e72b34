import { useEffect } from 'react';
import { TextField } from '@mui/material';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { ViewProps, WidgetProps } from '../../form-runtime/widget-contract.ts';
import { fontSizeOf, muiSize } from '../../form-runtime/size.ts';
import { ViewText } from '../../form-runtime/widgets/basic/view-text.tsx';
import { linkedFieldName, linkedValueKey, useLinkedRecord } from './linked-records.ts';

/**
 * `popupAttr` (contract §7.2: `showField`, `relationField`, `isStorage`; spec lowcode §3 "Form item
 * configuration"): one attribute (`showField`) of the record chosen in the pop-up select field
 * `relationField`, read from the linked-records channel (linked-records.ts) under the value that
 * field holds in the record the widget is handed (the form's record, or its sub-table row).
 * isStorage 1 only shows it; isStorage 2 also stores it under the item's own field, so it is saved.
 */

interface AttrConfig {
  relationField: string;
  showField: string;
  stored: boolean;
}

const configOf = (item: FormItem): AttrConfig => ({
  relationField: typeof item.props.relationField === 'string' ? item.props.relationField : '',
  showField: typeof item.props.showField === 'string' ? item.props.showField : '',
  stored: Number(item.props.isStorage) === 2 && item.field !== undefined,
});

const textOf = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * The attribute as text: '' when the pop-up select holds nothing, the record's attribute once it is
 * known, undefined while it is not (the pop-up select is still echoing its value back, or its
 * lookup failed): then a stored attribute keeps what was saved.
 */
function useAttribute(item: FormItem, formData: Record<string, unknown> | undefined): string | undefined {
  const config = configOf(item);
  const field = linkedFieldName(config.relationField, formData);
  const selected = config.relationField ? formData?.[field] : undefined;
  const record = useLinkedRecord(field, selected);
  if (linkedValueKey(selected) === '') return '';
  return record ? textOf(record[config.showField]) : undefined;
}

export function PopupAttrEdit({ item, id, value, onChange, size, formData }: WidgetProps) {
  const attribute = useAttribute(item, formData);
  const stored = configOf(item).stored;
  const shown = attribute ?? (stored ? textOf(value) : '');
  // isStorage 2: the attribute goes into the record when it changes (a new pick, a cleared pick).
  useEffect(() => {
    if (stored && attribute !== undefined && attribute !== textOf(value)) onChange(attribute);
  }, [stored, attribute, value, onChange]);
  return (
    <TextField
      id={id}
      value={shown}
      size={muiSize(size)}
      fullWidth
      disabled
      slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'popup-attr-value' } }}
      sx={{ '& input': { fontSize: fontSizeOf(size) } }}
    />
  );
}

/** Read-only: a stored attribute as it was saved; otherwise the chosen record's attribute. */
export function PopupAttrView({ item, value, size, formData }: ViewProps) {
  const attribute = useAttribute(item, formData);
  const saved = configOf(item).stored ? textOf(value) : '';
  const shown = saved !== '' ? saved : (attribute ?? '');
  return (
    <ViewText size={size}>
      <span data-testid="popup-attr-value">{shown}</span>
    </ViewText>
  );
}
