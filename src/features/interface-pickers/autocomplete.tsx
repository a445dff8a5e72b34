import { useEffect, useRef, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { ViewProps, WidgetProps } from '../../form-runtime/widget-contract.ts';
import { placeholderOf } from '../../form-runtime/widgets/basic/messages.ts';
import { fieldSxOf, muiSize } from '../../form-runtime/widgets/basic/sizing.ts';
import { plainText, ViewText } from '../../form-runtime/widgets/basic/view-text.tsx';
import { moreTexts } from './text-widget-messages.ts';
import { fetchSuggestions } from './suggestions.ts';

/** The wait after the last keystroke before the interface is asked (Element's el-autocomplete waits 300 ms too). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

const NO_RECORD: Record<string, unknown> = {};
const passThrough = (options: string[]) => options;

/**
 * `autoComplete` (contract §7.2: `interfaceId`, `relationField`, `total`; spec lowcode §7, §9): a
 * text input whose value is the typed text, offering the `relationField` texts of the interface's
 * rows for it while focused, asked 300 ms after the last keystroke with `@keyword` set to the text.
 * Choosing a suggestion puts its text in the field. A failed call offers nothing, silently (§8).
 */
export function AutoCompleteEdit({ item, id, value, onChange, onBlur, disabled, size, language, error, formData, readRecord }: WidgetProps) {
  const texts = moreTexts(language);
  const text = plainText(value);
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; options: string[] } | null>(null);
  const latest = useRef({ item, formData, readRecord });
  useEffect(() => {
    latest.current = { item, formData, readRecord };
  });

  useEffect(() => {
    if (!open || disabled) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      const { item: current, formData: data, readRecord: read } = latest.current;
      void fetchSuggestions(current, text, read?.() ?? data ?? NO_RECORD).then((options) => {
        if (live) setAnswer({ text, options });
      });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, disabled, text, item]);

  const options = answer?.options ?? [];
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      id={id}
      fullWidth
      size={muiSize(size)}
      disabled={disabled}
      options={options}
      // The interface has filtered by the keyword already; the answer is shown as it came.
      filterOptions={passThrough}
      value={null}
      inputValue={text}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      loading={open && answer?.text !== text}
      loadingText={texts.loading}
      noOptionsText={texts.noData}
      onInputChange={(_event, next, reason) => {
        // 'reset' is MUI echoing its own (null) value back into the box: the typed text stays.
        if (reason !== 'reset' && next !== text) onChange(next);
      }}
      onChange={(_event, chosen) => {
        if (typeof chosen === 'string' && chosen !== text) onChange(chosen);
      }}
      onBlur={onBlur}
      sx={fieldSxOf(size)}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={placeholderOf(item, language)}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-size': size } }}
        />
      )}
    />
  );
}

/** Read-only: the text. */
export function AutoCompleteView({ value, size }: ViewProps) {
  return <ViewText size={size}>{plainText(value)}</ViewText>;
}
