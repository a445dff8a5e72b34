import { memo } from 'react';
import { Box, Switch } from '@mui/material';
import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import type { Language, ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { basicMessages, configuredText, inAllLanguages as label } from './messages.ts';
import { muiSize, textSxOf } from './sizing.ts';
import { ViewText } from './view-text.tsx';

/** JNPF's el-switch values: `active-value` 1 and `inactive-value` 0 unless configured. */
const valuesOf = (item: FormItem): { on: unknown; off: unknown } => ({
  on: item.props['active-value'] ?? 1,
  off: item.props['inactive-value'] ?? 0,
});

const isOn = (item: FormItem, value: unknown): boolean => value !== null && value !== undefined && String(value) === String(valuesOf(item).on);

const textsOf = (item: FormItem, language: Language) => ({
  on: configuredText(item.props.activeTxt, language),
  off: configuredText(item.props.inactiveTxt, language),
});

const SwitchEdit = memo(function SwitchEdit({ item, id, value, onChange, onBlur, disabled, size, language }: WidgetProps) {
  const checked = isOn(item, value);
  const { on, off } = textsOf(item, language);
  const values = valuesOf(item);
  return (
    <Box component="span" sx={textSxOf(size)} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      {off && <span style={{ opacity: checked ? 0.6 : 1 }}>{off}</span>}
      <Switch
        id={id}
        size={muiSize(size)}
        checked={checked}
        disabled={disabled}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.checked ? values.on : values.off)}
        slotProps={{ input: { 'aria-label': on || basicMessages[language].on } }}
      />
      {on && <span style={{ opacity: checked ? 1 : 0.6 }}>{on}</span>}
    </Box>
  );
});

/** Read-only: the configured text of the state (开/关 when none is configured). */
const SwitchView = memo(function SwitchView({ item, value, size, language }: ViewProps) {
  const { on, off } = textsOf(item, language);
  const texts = basicMessages[language];
  return <ViewText size={size}>{isOn(item, value) ? on || texts.on : off || texts.off}</ViewText>;
});

export const switchWidget: WidgetDefinition = {
  key: 'switch',
  Edit: SwitchEdit,
  View: SwitchView,
  holdsValue: true,
  emptyValue: 0,
  examples: [
    { key: 'switch', field: 'enabled', label: label('启用', '啟用', 'Enabled'), props: { 'active-value': 1, 'inactive-value': 0 } },
    {
      key: 'switch',
      field: 'bonded',
      label: label('保税', '保稅', 'Bonded'),
      props: { activeTxt: label('是', '是', 'Yes'), inactiveTxt: label('否', '否', 'No'), 'active-value': 1, 'inactive-value': 0 },
    },
  ],
};
