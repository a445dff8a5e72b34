import { FormControl } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { FieldTemplateProps } from '@rjsf/utils';

// Styled once here rather than with `sx` per field: a dialog opening draws every field, and sx
// resolves its styles through the theme at each draw (issue 17, the user dialog's reopening).
const Row = styled('div')(({ theme }) => ({ display: 'flex', alignItems: 'flex-start', gap: theme.spacing(1.5), marginBottom: theme.spacing(1.5) }));
const Label = styled('label')(({ theme }) => ({
  flexShrink: 0,
  paddingTop: theme.spacing(1),
  textAlign: 'right',
  fontSize: 14,
  color: theme.palette.text.secondary,
}));
const RequiredMark = styled('span')(({ theme }) => ({ color: theme.palette.error.main, marginRight: theme.spacing(0.5) }));

/**
 * Fields as JNPF's dialogs lay them out: the label in a fixed-width column on the left (the
 * schema's dialog labelWidth, passed as formContext.labelWidth), the input, its errors below it.
 * Widgets hide their own labels (ui:globalOptions label false), so each label shows once.
 */
export function LabelledFieldTemplate({ id, label, required, hidden, children, errors, help, rawErrors = [], registry }: FieldTemplateProps) {
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  if (id === 'root') return <>{children}</>;
  const labelWidth = Number((registry.formContext as { labelWidth?: number } | undefined)?.labelWidth ?? 80);
  return (
    <Row>
      <Label htmlFor={id} style={{ width: labelWidth }}>
        {required && <RequiredMark>*</RequiredMark>}
        {label}
      </Label>
      <FormControl fullWidth error={rawErrors.length > 0}>
        {children}
        {errors}
        {help}
      </FormControl>
    </Row>
  );
}
