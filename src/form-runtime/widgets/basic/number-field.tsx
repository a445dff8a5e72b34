import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Box, IconButton, InputAdornment, TextField } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import type { FormSize, Language } from '../../widget-contract.ts';
import { basicMessages } from './messages.ts';
import { inputSxOf, muiSize } from './sizing.ts';
import { displayText, editText, isBlank, settle, stepped, toNumberOrNull, type NumberRules } from './number-value.ts';

export interface NumberFieldProps {
  id: string;
  value: unknown;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  size: FormSize;
  language: Language;
  error?: string;
  placeholder: string;
  rules: NumberRules;
  thousands: boolean;
  /** the step buttons (el-input-number's `controls`) */
  controls: boolean;
  addonBefore?: string;
  addonAfter?: string;
  ariaLabel?: string;
}

const STEPPER_SX = { display: 'flex', flexDirection: 'column', ml: 0.5 } as const;
const STEP_BUTTON_SX = { p: 0, height: 12, borderRadius: 0.5 } as const;
// Keeps the focus (and the text being typed) in the field when a step button is pressed.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * One number field (numInput and each end of numberRange). While focused it holds the typed text
 * (separators stripped) and emits each text that reads as a number, so calculations follow the
 * typing; on blur the number is fixed to the precision and held within min and max, an empty field
 * emits null, and text that is no number falls back to the last value. Unfocused, it shows the
 * value fixed to the precision, with thousands separators when configured.
 */
export function NumberField(props: NumberFieldProps) {
  const { id, value, onChange, onBlur, disabled, size, language, error, placeholder, rules, thousands, controls, addonBefore, addonAfter, ariaLabel } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const number = toNumberOrNull(value);
  const texts = basicMessages[language];

  const emit = (next: number | null) => {
    // a number stored as text is re-emitted as a number once the field settles it
    if (next !== number || (next !== null && typeof value !== 'number')) onChange(next);
  };
  const type = (text: string) => {
    setDraft(text);
    if (isBlank(text)) emit(null);
    else {
      const typed = toNumberOrNull(text);
      if (typed !== null) emit(typed);
    }
  };
  const commit = () => {
    if (draft !== null) {
      setDraft(null);
      if (isBlank(draft)) emit(null);
      else {
        const settled = toNumberOrNull(draft) ?? number;
        if (settled !== null) emit(settle(settled, rules));
      }
    }
    onBlur?.();
  };
  const step = (direction: 1 | -1) => {
    const current = draft === null ? number : (toNumberOrNull(draft) ?? number);
    const next = stepped(current, direction, rules);
    emit(next);
    if (draft !== null) setDraft(editText(next, rules, false));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  const atMax = number !== null && rules.max !== undefined && number >= rules.max;
  const atMin = number !== null && rules.min !== undefined && number <= rules.min;
  const end =
    controls || addonAfter ? (
      <InputAdornment position="end">
        {addonAfter}
        {controls && !disabled && (
          <Box sx={STEPPER_SX}>
            <IconButton tabIndex={-1} aria-label={texts.increase} disabled={atMax} onMouseDown={keepFocus} onClick={() => step(1)} sx={STEP_BUTTON_SX}>
              <ArrowDropUpIcon fontSize="small" />
            </IconButton>
            <IconButton tabIndex={-1} aria-label={texts.decrease} disabled={atMin} onMouseDown={keepFocus} onClick={() => step(-1)} sx={STEP_BUTTON_SX}>
              <ArrowDropDownIcon fontSize="small" />
            </IconButton>
          </Box>
        )}
      </InputAdornment>
    ) : undefined;

  return (
    <TextField
      id={id}
      fullWidth
      size={muiSize(size)}
      value={draft ?? displayText(number, rules, thousands)}
      onFocus={() => setDraft(editText(number, rules, thousands))}
      onChange={(event) => type(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      disabled={disabled}
      placeholder={placeholder}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        input: {
          sx: inputSxOf(size),
          startAdornment: addonBefore ? <InputAdornment position="start">{addonBefore}</InputAdornment> : undefined,
          endAdornment: end,
        },
        htmlInput: { inputMode: 'decimal', 'aria-label': ariaLabel, 'data-size': size },
      }}
    />
  );
}
