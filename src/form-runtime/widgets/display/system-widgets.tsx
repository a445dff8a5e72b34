import { TextField } from '@mui/material';
import { formatDateValue } from '../../../../common/form-runtime/date-rules.ts';
import type { ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { fontSizeOf, muiSize } from '../../size.ts';
import { ShownValue } from '../date-time/shown-value.tsx';
import { displayText, displayTexts, type DisplayText } from './messages.ts';

/** JNPF's system fields (contract §7.2 systemComponentsList): the server fills them on save; the form only shows them. */
export const SYSTEM_FIELD_KEYS = ['createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currPosition', 'billRule'] as const;
type SystemKey = (typeof SYSTEM_FIELD_KEYS)[number];

const TIME_KEYS = new Set<SystemKey>(['createTime', 'modifyTime']);

/** A system field's stored value as text: times as yyyy-MM-dd HH:mm:ss, an organisation path joined by '/', a named object by its name. */
export function systemFieldText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (TIME_KEYS.has(key as SystemKey)) return formatDateValue(value, 'yyyy-MM-dd HH:mm:ss') || String(value);
  if (Array.isArray(value)) return value.map((part) => systemFieldText(key, part)).join('/');
  if (typeof value === 'object') {
    const named = value as { fullName?: unknown; name?: unknown };
    return typeof named.fullName === 'string' ? named.fullName : typeof named.name === 'string' ? named.name : '';
  }
  return String(value);
}

/** Editable rendering: read-only, the value once saved, before that the hint 系统自动生成. */
export function SystemFieldEdit({ item, id, value, size, language }: WidgetProps) {
  return (
    <TextField
      id={id}
      value={systemFieldText(item.key, value)}
      placeholder={displayText(language, 'systemGenerated')}
      size={muiSize(size)}
      fullWidth
      disabled
      slotProps={{ htmlInput: { readOnly: true } }}
      sx={{ '& input': { fontSize: fontSizeOf(size) } }}
    />
  );
}

export function SystemFieldView({ item, value, size }: ViewProps) {
  return <ShownValue size={size}>{systemFieldText(item.key, value)}</ShownValue>;
}

const systemWidget = (key: SystemKey): WidgetDefinition => ({
  key,
  Edit: SystemFieldEdit,
  View: SystemFieldView,
  holdsValue: true,
  emptyValue: null,
  examples: [{ key, field: `${key}Example`, label: displayTexts(key as DisplayText), props: key === 'currOrganize' ? { showLevel: 'last' } : {} }],
});

export const systemWidgets: WidgetDefinition[] = SYSTEM_FIELD_KEYS.map(systemWidget);
