import { useState } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import type { ViewProps, WidgetDefinition } from '../../widget-contract.ts';
import { fontSizeOf } from '../../size.ts';
import { propText } from '../../containers/prop-text.ts';
import { displayText, displayTexts } from './messages.ts';

const SEVERITIES = ['success', 'info', 'warning', 'error'] as const;
type Severity = (typeof SEVERITIES)[number];

/** JNPF's alert type (success, info, warning, error; default warning as in JNPF) as MUI's severity. */
const severityOf = (type: unknown): Severity => (SEVERITIES.includes(type as Severity) ? (type as Severity) : 'warning');

/** Element's kebab-case props (`show-icon`) and the camel-case ones both count. */
const flag = (props: Record<string, unknown>, camel: string, kebab: string): boolean => props[camel] === true || props[kebab] === true;

/**
 * JNPF's alert: `title`, `description`, `type`, `showIcon`, `closable` (the close button hides it
 * until the form is drawn again). The same editable and read-only.
 */
export function AlertBox({ item, size, language }: ViewProps) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const title = propText(item.props.title, language);
  const description = propText(item.props.description, language);
  const closable = flag(item.props, 'closable', 'closable');
  return (
    <Alert
      severity={severityOf(item.props.type)}
      icon={flag(item.props, 'showIcon', 'show-icon') ? undefined : false}
      onClose={closable ? () => setClosed(true) : undefined}
      closeText={displayText(language, 'close')}
      sx={{ fontSize: fontSizeOf(size), width: '100%' }}
    >
      {description ? <AlertTitle sx={{ fontSize: fontSizeOf(size), mb: 0.5 }}>{title}</AlertTitle> : title}
      {description}
    </Alert>
  );
}

export const alertWidget: WidgetDefinition = {
  key: 'alert',
  Edit: AlertBox,
  View: AlertBox,
  holdsValue: false,
  examples: [
    {
      key: 'alert',
      props: { title: displayTexts('exampleAlertTitle'), description: displayTexts('exampleAlertDescription'), type: 'info', showIcon: true, closable: true },
    },
    { key: 'alert', props: { title: displayTexts('exampleAlertTitle'), type: 'warning', 'show-icon': false } },
  ],
};
