import { useState } from 'react';
import { Link } from '@mui/material';
import type { ViewProps } from '../../form-runtime/widget-contract.ts';
import { ViewText } from '../../form-runtime/widgets/basic/view-text.tsx';
import { recordPickerTexts } from '../../components/record-picker/messages.ts';
import { RecordDetailDialog } from './record-detail-dialog.tsx';
import { useInterfacePicker } from './use-interface-picker.ts';

const NO_RECORD: Record<string, unknown> = {};

/**
 * The read-only rendering of popupSelect and popupTableSelect: the chosen records' texts (echoed
 * back); when it holds a value, a click opens the records' detail instead of a selector (spec
 * lowcode §2). A value the interface cannot echo shows nothing (§8).
 */
export function InterfacePickerView(props: ViewProps) {
  const { item, value, size, formData } = props;
  // A list row of the server's already holds the display text, with the id beside it under
  // `{field}_id` (spec lowcode §3): shown as it is, without one echo-back per row.
  if (item.field !== undefined && formData !== undefined && Object.hasOwn(formData, `${item.field}_id`)) {
    return (
      <ViewText size={size}>
        <span data-testid="interface-picker-view">{Array.isArray(value) ? value.join(', ') : String(value ?? '')}</span>
      </ViewText>
    );
  }
  return <EchoedPickerView {...props} />;
}

/** A stored value: its records echoed back, their texts shown, a click opening their detail. */
function EchoedPickerView({ item, value, size, language, formData }: ViewProps) {
  const picker = useInterfacePicker(item, value, language, () => formData ?? NO_RECORD);
  const [open, setOpen] = useState(false);
  const texts = recordPickerTexts(language);
  const shown = picker.texts.join(', ');
  return (
    <ViewText size={size}>
      {picker.rows.length > 0 ? (
        <Link
          component="button"
          type="button"
          underline="hover"
          onClick={() => setOpen(true)}
          data-testid="interface-picker-view"
          sx={{ font: 'inherit', verticalAlign: 'baseline' }}
        >
          {shown}
        </Link>
      ) : (
        <span data-testid="interface-picker-view">{shown}</span>
      )}
      <RecordDetailDialog open={open} config={picker.config} rows={picker.rows} texts={texts} onClose={() => setOpen(false)} />
    </ViewText>
  );
}
