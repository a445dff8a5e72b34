import { Box, FormControl, Stack } from '@mui/material';
import type { FieldTemplateProps } from '@rjsf/utils';

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
    <Stack direction="row" alignItems="flex-start" spacing={1.5} sx={{ mb: 1.5 }}>
      <Box component="label" htmlFor={id} sx={{ width: labelWidth, flexShrink: 0, pt: 1, textAlign: 'right', fontSize: 14, color: 'text.secondary' }}>
        {required && (
          <Box component="span" sx={{ color: 'error.main', mr: 0.5 }}>
            *
          </Box>
        )}
        {label}
      </Box>
      <FormControl fullWidth error={rawErrors.length > 0}>
        {children}
        {errors}
        {help}
      </FormControl>
    </Stack>
  );
}
