import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';

export interface PickerFieldProps {
  id: string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  /** the field's message under the box (the form runtime's; a schema dialog's field template shows its own) */
  message?: string;
  /** the chosen entries' names */
  names: string[];
  clearable: boolean;
  /** MUI's size of the box (the form runtime's sizes map onto it); medium by default */
  size?: 'small' | 'medium';
  onOpen: () => void;
  onClear: () => void;
}

/**
 * What a picker looks like in a form: a read-only box with the chosen names that opens the
 * dialog on click unless disabled, and a clear icon on hover when the picker is clearable,
 * enabled and not empty (spec lowcode §4).
 */
export function PickerField({ id, label, required, disabled, error, message, names, clearable, size, onOpen, onClear }: PickerFieldProps) {
  const translate = useTranslate();
  const [hover, setHover] = useState(false);
  const showClear = hover && clearable && !disabled && names.length > 0;
  return (
    <TextField
      id={id}
      fullWidth
      size={size}
      label={label}
      required={required}
      disabled={disabled}
      error={error}
      helperText={message}
      value={names.join(', ')}
      placeholder={translate('pickers.placeholder')}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onClick={() => !disabled && onOpen()}
      data-testid="picker-field"
      slotProps={{
        htmlInput: { readOnly: true, style: { cursor: disabled ? 'default' : 'pointer' }, 'data-testid': 'picker-field-input' },
        input: {
          endAdornment: showClear ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={translate('pickers.clear')}
                data-testid="picker-field-clear"
                onClick={(event) => {
                  event.stopPropagation();
                  onClear();
                }}
              >
                <CancelIcon fontSize="inherit" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
