import { useMemo, useRef, useState } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import { Box, Button, Paper, Typography } from '@mui/material';
import { request } from '../../lib/request/request.ts';
import { FormRenderer, initialValues, type FormRendererHandle } from '../../form-runtime/renderer/index.ts';
import { useFormSize } from '../../form-runtime/use-form-size.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { useReportDirty } from '../../shell/tags/dirty-registry.ts';
import { formConfOf, onlineBase, type LoadedDesign } from './online-config.ts';
import { onlineResourceOf } from './online-resource.ts';
import { formItemsOf } from './online-form-dialog.tsx';
import { onlineDevTexts } from './messages.ts';
import { currentValuesOfSession } from './current-values.ts';

/**
 * A form-only design (webType 1, contract §7.4): the form on the page with a save button; each save
 * adds a record (POST {modelId} with the values as JSON text) and the form starts again empty.
 */
export function OnlineFormOnly({ modelId, title, loaded }: { modelId: string; title: string; loaded: LoadedDesign }) {
  const [locale] = useLocaleState();
  const language = (locale as Language) ?? 'zh';
  const texts = onlineDevTexts(language);
  const notify = useNotify();
  const size = useFormSize();
  const form = useRef<FormRendererHandle>(null);
  const resource = useMemo(() => onlineResourceOf(modelId, loaded.converted, title), [modelId, loaded.converted, title]);
  const items = useMemo(() => (loaded.converted.form.length > 0 ? loaded.converted.form : formItemsOf(resource)), [loaded.converted.form, resource]);
  const conf = useMemo(() => formConfOf(loaded.design), [loaded.design]);
  const empty = useMemo(() => ({ ...initialValues(items, currentValuesOfSession()), ...resource.defaults }), [items, resource]);
  const [value, setValue] = useState<Record<string, unknown>>(empty);
  const [busy, setBusy] = useState(false);
  useReportDirty(JSON.stringify(value) !== JSON.stringify(empty));

  const save = async () => {
    if (!form.current?.validate().valid) return;
    setBusy(true);
    try {
      const answer = await request({ url: onlineBase(modelId), method: 'POST', data: { data: JSON.stringify(value) } });
      const text = answer.msg || texts.saved;
      notify(text, { type: 'success', autoHideDuration: 1500, messageArgs: { _: text } });
      setValue(empty);
      form.current?.clearValidation();
    } catch {
      // the request client has said why; what was typed stays
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: 2 }} data-testid="online-form-only">
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {title || loaded.design.fullName}
      </Typography>
      <Paper sx={{ p: 2 }}>
        <FormRenderer
          ref={form}
          items={items}
          value={value}
          onChange={(next) => setValue(next)}
          language={language}
          size={size}
          conf={conf}
          idPrefix="online-form-"
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" disabled={busy} onClick={() => void save()} data-testid="online-form-save">
            {texts.save}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
