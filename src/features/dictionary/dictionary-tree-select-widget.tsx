import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { request } from '../../lib/request/request.ts';
import { treeOptions, type TreeOption } from '../../crud/widgets/tree-select-widget.tsx';
import { dictionaryCache } from '../../lib/data/dictionary-api.ts';
import { forgetDictionaries } from './forget-dictionaries.ts';
import { DictionaryPage } from './dictionary-page.tsx';

interface AllEntry {
  id: string;
  enCode: string;
  dictionaryList: { id: string; fullName: string; children?: unknown[] | null }[];
}

async function allDictionaries(): Promise<AllEntry[]> {
  const cached = dictionaryCache.get() as AllEntry[] | null;
  if (cached) return cached;
  const list = (await request<{ list: AllEntry[] }>({ url: '/api/system/DictionaryData/All' })).data?.list ?? [];
  dictionaryCache.set(list);
  return list;
}

/**
 * A field whose options are a dictionary's items (ui:options.dictionary is the category enCode),
 * with an Add button that opens dictionary management in an 80% dialog and reloads on close.
 */
export function DictionaryTreeSelectWidget({ id, value, label, hideLabel, required, disabled, readonly, options, onChange, rawErrors }: WidgetProps) {
  const translate = useTranslate();
  const [choices, setChoices] = useState<TreeOption[]>([]);
  const [managing, setManaging] = useState(false);
  const code = String(options.dictionary ?? '');

  const load = useCallback(async () => {
    try {
      const entry = (await allDictionaries()).find((item) => item.enCode === code);
      setChoices(treeOptions(entry?.dictionaryList ?? []));
    } catch {
      setChoices([]);
    }
  }, [code]);
  useEffect(() => void load(), [load]);

  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextField
        select
        id={id}
        fullWidth
        label={hideLabel ? undefined : label}
        required={required}
        disabled={disabled || readonly}
        value={choices.some((choice) => choice.value === value) ? value : ''}
        error={Boolean(rawErrors?.length)}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.value} value={choice.value} sx={{ pl: 2 + choice.depth * 2 }}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" sx={{ mt: 1, flexShrink: 0 }} disabled={disabled || readonly} onClick={() => setManaging(true)} data-testid={`${id}-add`}>
        {translate('entity.add')}
      </Button>
      <Dialog
        open={managing}
        maxWidth={false}
        onClose={() => {
          setManaging(false);
          forgetDictionaries();
          void load();
        }}
        slotProps={{ paper: { sx: { width: '80%' } } }}
      >
        <DialogTitle>{translate('dictionary.title')}</DialogTitle>
        <DialogContent>
          <DictionaryPage />
        </DialogContent>
      </Dialog>
    </Stack>
  );
}
