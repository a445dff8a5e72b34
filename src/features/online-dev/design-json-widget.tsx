import { useDeferredValue, useMemo } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { checkDesignJson, DESIGN_JSON_FIELDS, formatJson, type DesignJsonKind } from './design-json-check.ts';
import { designPageTexts } from './design-messages.ts';

/** What the design dialog tells its widgets through rjsf's formContext (src/crud/entity-form-dialog.tsx). */
interface DialogContext {
  language?: Language;
  /** the whole record being edited: the form conversion reads its tables and code */
  formData?: Record<string, unknown>;
}

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** Which design the field holds: `ui:options.design`, else by the field's name (formData is the form, the rest lists). */
function kindOf(name: string, options: WidgetProps['options']): DesignJsonKind {
  const named = options.design;
  if (named === 'form' || named === 'list') return named;
  return DESIGN_JSON_FIELDS[name] ?? 'list';
}

/**
 * rjsf widget `designJson`: a design's JSON text (formData, columnData, appColumnData; contract
 * §7.1) in a monospace text area, with a 格式化 button and a live check under it: text that is
 * no JSON object says so (the design dialog then refuses to save, design-form-dialog.tsx); a form
 * design is also converted as a release would, and a refusal or unsupported widgets show as a
 * warning. The check follows the typing a beat behind (useDeferredValue), as a design runs to
 * hundreds of KB.
 */
export function DesignJsonWidget({ id, name, value, options, disabled, readonly, onChange, onBlur, onFocus, registry, rawErrors }: WidgetProps) {
  const context = (registry.formContext ?? {}) as DialogContext;
  const language = context.language ?? 'zh';
  const texts = designPageTexts(language);
  const kind = kindOf(name, options);
  const text = typeof value === 'string' ? value : '';
  const typed = useDeferredValue(text);
  // The form conversion reads these of the record (table names, the generated table's name).
  const record = context.formData ?? {};
  const tables = typeof record.tables === 'string' ? record.tables : '';
  const enCode = String(record.enCode ?? '');
  const recordId = String(record.id ?? '');
  const check = useMemo(() => checkDesignJson(kind, typed, { tables, enCode, id: recordId }, language), [kind, typed, tables, enCode, recordId, language]);
  const locked = Boolean(disabled || readonly);

  return (
    <Box data-testid={`design-json-${name}`}>
      <TextField
        id={id}
        multiline
        fullWidth
        minRows={6}
        maxRows={18}
        value={text}
        disabled={locked}
        error={check.status === 'invalid' || Boolean(rawErrors?.length)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: MONOSPACE, fontSize: 12, lineHeight: 1.5 } } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 0.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {(check.status === 'invalid' || check.status === 'warning') && (
            <Alert
              severity={check.status === 'invalid' ? 'error' : 'warning'}
              sx={{ py: 0 }}
              data-testid={check.status === 'invalid' ? 'design-json-invalid' : 'design-json-warning'}
            >
              {check.message}
            </Alert>
          )}
          {check.status === 'ok' && check.message && (
            <Alert severity="success" sx={{ py: 0 }} data-testid="design-json-ok">
              {check.message}
            </Alert>
          )}
        </Box>
        <Button
          size="small"
          // the check's verdict (a beat behind) decides; the click formats what is typed now
          disabled={locked || check.status === 'empty' || check.status === 'invalid'}
          onClick={() => {
            const formatted = formatJson(text);
            if (formatted !== undefined) onChange(formatted);
          }}
          data-testid={`design-json-format-${name}`}
        >
          {texts.format}
        </Button>
      </Box>
    </Box>
  );
}
