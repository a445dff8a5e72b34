import { Box, Button } from '@mui/material';
import type { ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { fontSizeOf, muiSize } from '../../size.ts';
import { propText } from '../../containers/prop-text.ts';
import { clickScriptOf, runButtonScript } from './button-script.ts';
import { displayTexts } from './messages.ts';

type Look = { variant: 'contained' | 'outlined' | 'text'; color: 'primary' | 'success' | 'info' | 'warning' | 'error' };

/** Element's button types (primary, success, info, warning, danger, text; none is the plain button) on MUI's variants and colours. */
function lookOf(type: unknown): Look {
  switch (type) {
    case 'primary':
    case 'success':
    case 'info':
    case 'warning':
      return { variant: 'contained', color: type };
    case 'danger':
      return { variant: 'contained', color: 'error' };
    case 'text':
      return { variant: 'text', color: 'primary' };
    default:
      return { variant: 'outlined', color: 'primary' };
  }
}

const alignOf = (align: unknown): 'left' | 'center' | 'right' => (align === 'center' || align === 'right' ? align : 'left');

function ActionButton({ item, size, language, disabled, onClick }: ViewProps & { disabled?: boolean; onClick?: () => void }) {
  const look = lookOf(item.props.type);
  return (
    <Box sx={{ width: '100%', textAlign: alignOf(item.props.align) }}>
      <Button variant={look.variant} color={look.color} size={muiSize(size)} disabled={disabled} onClick={onClick} sx={{ fontSize: fontSizeOf(size) }}>
        {propText(item.props.buttonText, language)}
      </Button>
    </Box>
  );
}

/** JNPF's button: `buttonText`, `type`, `align`; a click hands its `on.click` script to the sandbox (setButtonScriptRunner). */
export function ButtonEdit({ item, size, language, disabled, formData }: WidgetProps) {
  const script = clickScriptOf(item);
  const onClick = script === null ? undefined : () => void runButtonScript(script, { item, formData: formData ?? {} });
  return <ActionButton item={item} value={undefined} size={size} language={language} disabled={disabled || item.props.disabled === true} onClick={onClick} />;
}

/** Read-only (a detail view): the button shows but runs nothing. */
export function ButtonView(props: ViewProps) {
  return <ActionButton {...props} disabled />;
}

export const buttonWidget: WidgetDefinition = {
  key: 'button',
  Edit: ButtonEdit,
  View: ButtonView,
  holdsValue: false,
  examples: [
    { key: 'button', props: { buttonText: displayTexts('exampleButton'), type: 'primary', align: 'left' } },
    { key: 'button', props: { buttonText: displayTexts('exampleButton'), type: '', align: 'center' } },
  ],
};
