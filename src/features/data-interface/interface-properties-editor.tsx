import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { dataTypeOf } from './editor-form-record.ts';
import {
  ECHO_FIELDS,
  echoMethod,
  PAGE_FIELDS,
  pairField,
  propertiesOf,
  propertiesText,
  textProperty,
  withPairField,
  withTextProperty,
  type PairList,
  type Properties,
  type TextProperty,
} from './editor-properties.ts';

/** The echo-back request's methods, as requestMethod names them for an API. */
const ECHO_METHODS = [
  { value: '6', label: 'GET' },
  { value: '7', label: 'POST' },
] as const;

/**
 * The rjsf widget `interfaceProperties`: a data interface's `propertyJson` (contract §4.11), the
 * parts its kind uses. SQL (dataType 1): `countSql` (the total when the interface pages itself)
 * and `echoSql` (one record by `@id`). API (3): the echo-back request (`echoPath`,
 * `echoReqMethod`, the request fields of `echoParameters`) and the request fields paging fills
 * (`pageParameters`). Static data (2) has none. What the other kind holds stays in the string.
 */
export function InterfacePropertiesEditor({ id, value, onChange, disabled, readonly, registry }: WidgetProps) {
  const translate = useTranslate();
  const text = (key: string) => translate(`dataInterface.editors.${key}`);
  const properties = useMemo(() => propertiesOf(value), [value]);
  const locked = Boolean(disabled || readonly);
  const dataType = dataTypeOf(registry);
  const write = (next: Properties) => onChange(propertiesText(next));

  const textInput = (key: TextProperty, options: { multiline?: boolean; hint?: string } = {}) => (
    <TextField
      size="small"
      fullWidth
      label={text(key)}
      value={textProperty(properties, key)}
      disabled={locked}
      multiline={options.multiline}
      minRows={options.multiline ? 3 : undefined}
      helperText={options.hint}
      onChange={(event) => write(withTextProperty(properties, key, event.target.value))}
      slotProps={{ htmlInput: { 'data-testid': `${id}-${key}` } }}
    />
  );
  const pairInputs = (list: PairList, names: readonly string[]) => (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {text(list)}
      </Typography>
      <Stack direction="row" spacing={1}>
        {names.map((name) => (
          <TextField
            key={name}
            size="small"
            fullWidth
            label={text(name)}
            placeholder={text('requestField')}
            value={pairField(properties, list, name)}
            disabled={locked}
            onChange={(event) => write(withPairField(properties, list, name, event.target.value))}
            slotProps={{ htmlInput: { 'data-testid': `${id}-${list}-${name}` } }}
          />
        ))}
      </Stack>
    </Box>
  );

  if (dataType === 1)
    return (
      <Stack spacing={1.5} sx={{ pt: 1 }} data-testid={`${id}-sql`}>
        {textInput('countSql', { multiline: true, hint: text('countSqlHint') })}
        {textInput('echoSql', { multiline: true, hint: text('echoSqlHint') })}
      </Stack>
    );
  if (dataType === 3)
    return (
      <Stack spacing={1.5} sx={{ pt: 1 }} data-testid={`${id}-api`}>
        <Stack direction="row" spacing={1}>
          {textInput('echoPath')}
          <TextField
            select
            size="small"
            label={text('echoReqMethod')}
            value={echoMethod(properties)}
            disabled={locked}
            onChange={(event) => write({ ...properties, echoReqMethod: event.target.value })}
            sx={{ minWidth: 140 }}
            slotProps={{ htmlInput: { 'data-testid': `${id}-echoReqMethod` } }}
          >
            {ECHO_METHODS.map((method) => (
              <MenuItem key={method.value} value={method.value}>
                {method.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {pairInputs('echoParameters', ECHO_FIELDS)}
        {pairInputs('pageParameters', PAGE_FIELDS)}
      </Stack>
    );
  return (
    <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }} data-testid={`${id}-none`}>
      {text('staticProperties')}
    </Typography>
  );
}
