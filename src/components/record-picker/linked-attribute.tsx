import { useEffect, type ComponentType } from 'react';
import { TextField } from '@mui/material';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { ViewProps, WidgetProps } from '../../form-runtime/widget-contract.ts';
import { fontSizeOf, muiSize } from '../../form-runtime/size.ts';
import { ViewText } from '../../form-runtime/widgets/basic/view-text.tsx';
import { linkedFieldName, linkedValueKey, useLinkedRecord } from './linked-records.ts';
import { cellText } from './record-rows.ts';

/**
 * An attribute of the record chosen in a picker beside it: `popupAttr` (of a pop-up select) and
 * `relationFormAttr` (of a related-form picker) (contract §7.2: `showField`, `relationField`,
 * `isStorage`; spec lowcode §3 "Form item configuration"). It shows the attribute `showField` of
 * the record the picker field `relationField` holds, read from the linked-records channel under
 * the value that field holds in the record the widget is handed (the form's record, or its
 * sub-table row). isStorage 1 only shows it; isStorage 2 also stores it under the item's own
 * field, so it is saved.
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

/**
 * The value the picker holds in the record: its id under `{field}_id` when the record is a server
 * row with display texts (spec lowcode §3: the value under `{field}_id`, the text under `{field}`),
 * else the field itself.
 */
const pickedValue = (field: string, record: Record<string, unknown> | undefined): unknown =>
  record && Object.hasOwn(record, `${field}_id`) ? record[`${field}_id`] : record?.[field];

/**
 * The attribute as text: '' when the picker holds nothing, the record's attribute once it is
 * known, undefined while it is not (the picker is still echoing its value back, or its lookup
 * failed): then a stored attribute keeps what was saved.
 */
function useAttribute(item: FormItem, formData: Record<string, unknown> | undefined): string | undefined {
  const config = configOf(item);
  const field = linkedFieldName(config.relationField, formData);
  const selected = config.relationField ? pickedValue(field, formData) : undefined;
  const record = useLinkedRecord(field, selected);
  if (linkedValueKey(selected) === '') return '';
  return record ? cellText(record[config.showField]) : undefined;
}

export interface LinkedAttributeWidgets {
  Edit: ComponentType<WidgetProps>;
  View: ComponentType<ViewProps>;
}

/** The attribute's editable and read-only renderings; `testId` marks the shown value. */
export function linkedAttributeWidgets(testId: string): LinkedAttributeWidgets {
  function LinkedAttributeEdit({ item, id, value, onChange, size, formData }: WidgetProps) {
    const attribute = useAttribute(item, formData);
    const stored = configOf(item).stored;
    const shown = attribute ?? (stored ? cellText(value) : '');
    // isStorage 2: the attribute goes into the record when it changes (a new pick, a cleared pick).
    useEffect(() => {
      if (stored && attribute !== undefined && attribute !== cellText(value)) onChange(attribute);
    }, [stored, attribute, value, onChange]);
    return (
      <TextField
        id={id}
        value={shown}
        size={muiSize(size)}
        fullWidth
        disabled
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': testId } }}
        sx={{ '& input': { fontSize: fontSizeOf(size) } }}
      />
    );
  }

  /** Read-only: a stored attribute as it was saved; otherwise the chosen record's attribute. */
  function LinkedAttributeView({ item, value, size, formData }: ViewProps) {
    const attribute = useAttribute(item, formData);
    const saved = configOf(item).stored ? cellText(value) : '';
    const shown = saved !== '' ? saved : (attribute ?? '');
    return (
      <ViewText size={size}>
        <span data-testid={testId}>{shown}</span>
      </ViewText>
    );
  }

  return { Edit: LinkedAttributeEdit, View: LinkedAttributeView };
}
