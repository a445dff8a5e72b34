import { forwardRef, useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import type { FormSize } from '../../form-runtime/widget-contract.ts';
import { fontSizeOf, muiSize } from '../../form-runtime/size.ts';

export interface PickerInputProps {
  id: string;
  /** the chosen records' display texts */
  texts: string[];
  placeholder: string;
  clearLabel: string;
  clearable: boolean;
  disabled?: boolean;
  error?: boolean;
  size: FormSize;
  onOpen: () => void;
  onClear: () => void;
  onBlur?: () => void;
  testId: string;
}

/**
 * A record picker when closed (the data-interface and related-form pickers): a read-only box with
 * the chosen records' texts that opens the picker on click unless disabled, and shows a clear icon
 * on hover when the picker is clearable, enabled and not empty (spec lowcode §4 "Pickers"). The
 * same look as the organisation pickers' field (src/features/pickers/picker-field.tsx).
 */
export const PickerInput = forwardRef<HTMLDivElement, PickerInputProps>(function PickerInput(props, ref) {
  const { id, texts, placeholder, clearLabel, clearable, disabled, error, size, onOpen, onClear, onBlur, testId } = props;
  const [hover, setHover] = useState(false);
  const showClear = hover && clearable && !disabled && texts.length > 0;
  return (
    <TextField
      ref={ref}
      id={id}
      fullWidth
      size={muiSize(size)}
      disabled={disabled}
      error={error}
      value={texts.join(', ')}
      placeholder={placeholder}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onClick={() => !disabled && onOpen()}
      onBlur={onBlur}
      data-testid={testId}
      sx={{ '& input': { fontSize: fontSizeOf(size), cursor: disabled ? 'default' : 'pointer' } }}
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': `${testId}-input` },
        input: {
          endAdornment: showClear ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={clearLabel}
                data-testid={`${testId}-clear`}
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
});
