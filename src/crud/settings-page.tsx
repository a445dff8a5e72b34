import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import Form from '@rjsf/mui';
import type { UiSchema } from '@rjsf/utils';
// Precompiled by the generator, as the Content-Security-Policy allows no eval (see the file).
import { useFormValidations, withFieldTitles } from './precompiled-form-validators.ts';
import { request } from '../lib/request/request.ts';
import type { EntityResource, Texts } from '../lib/data/entity-resource.ts';
import { coerceToSchema, formSchemas, transformErrorsFor } from './schema-to-form.ts';
import { registeredWidgets } from './widget-registry.ts';
import { useFormSize } from '../form-runtime/use-form-size.ts';
import { LabelledFieldTemplate } from './labelled-field-template.tsx';
import { settingsTabs } from './page-registry.ts';

type Settings = Record<string, unknown>;

/**
 * A settings object (system configuration) as one form in tabs, one tab per schema section:
 * GET base fills it, Save sends the whole object with PUT base. Success shows the server's
 * message for 1.5 s; a refusal keeps what was typed. A feature's tabs (page-registry.ts
 * settingsTabs) follow the schema's; the settings they take over are neither shown nor sent here.
 */
export function SettingsPage({ resource }: { resource: EntityResource }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const lang = (locale as keyof Texts) ?? 'zh';
  const size = useFormSize();
  const [data, setData] = useState<Settings | null>(null);
  const [tab, setTab] = useState(0);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setData(coerceToSchema(resource, ((await request<Settings>({ url: resource.base })).data ?? {}) as Settings));
    } catch {
      // the request client has said why
    }
  }, [resource]);
  useEffect(() => void load(), [load]);

  const { schema, uiSchema } = useMemo(() => formSchemas(resource, lang), [resource, lang]);
  const transformErrors = useMemo(() => transformErrorsFor(resource, lang, () => data ?? {}), [resource, lang, data]);
  const sections = resource.sections.length > 0 ? resource.sections : [{ title: resource.labels, fields: resource.fields.map((f) => f.name) }];
  const extraTabs = settingsTabs[resource.name] ?? [];
  const takenOver = new Set(extraTabs.flatMap((extra) => extra.fields));
  const ExtraTab = tab >= sections.length ? extraTabs[tab - sections.length]?.Component : undefined;
  const sectionIndex = Math.min(tab, sections.length - 1);
  const section = sections[sectionIndex];
  // One tab's part of the whole schema (the generator compiled one per tab, in this order); the rest
  // of the object rides along untouched. The labels ride in the uiSchema.
  const { schema: sectionSchema, validator } = useFormValidations(resource.name)[sectionIndex];
  const hidden = Object.fromEntries([...takenOver].map((field) => [field, { 'ui:widget': 'hidden' }]));
  const sectionUi: UiSchema = withFieldTitles(
    { ...uiSchema, ...hidden, 'ui:order': [...section.fields, '*'], 'ui:globalOptions': { label: false }, 'ui:submitButtonOptions': { norender: true } },
    schema,
  );

  const save = async () => {
    if (!data) return;
    setBusy(true);
    try {
      const sent = Object.fromEntries(Object.entries(data).filter(([key]) => !takenOver.has(key)));
      const response = await request({ url: resource.base, method: 'PUT', data: sent });
      notify(response.msg || translate('entity.saved'), {
        type: 'success',
        autoHideDuration: 1500,
        messageArgs: { _: response.msg || translate('entity.saved') },
      });
      await load();
    } catch {
      // the request client has shown the refusal; what was typed stays
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: 2 }} data-testid={`settings-page-${resource.name}`}>
      <Stack direction="row" alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {resource.labels[lang]}
        </Typography>
        {!ExtraTab && (
          <Button variant="contained" disabled={!data || busy} onClick={save} data-testid="settings-save">
            {translate('entity.save')}
          </Button>
        )}
      </Stack>
      <Paper>
        <Tabs value={tab} onChange={(_, next: number) => setTab(next)} variant="scrollable">
          {[...sections, ...extraTabs].map((s) => (
            <Tab key={s.title.en} label={s.title[lang]} />
          ))}
        </Tabs>
        <Box sx={{ p: 2, maxWidth: 720 }}>
          {ExtraTab && <ExtraTab />}
          {data && !ExtraTab && (
            <Form
              key={section.title.en}
              schema={sectionSchema}
              uiSchema={sectionUi}
              widgets={registeredWidgets()}
              templates={{ FieldTemplate: LabelledFieldTemplate }}
              formContext={{ labelWidth: 180, language: lang, size, formData: data }}
              formData={data}
              validator={validator}
              transformErrors={transformErrors}
              showErrorList={false}
              noHtml5Validate
              liveValidate
              onChange={(event) => setData({ ...data, ...((event.formData ?? {}) as Settings) })}
            />
          )}
        </Box>
      </Paper>
    </Box>
  );
}
