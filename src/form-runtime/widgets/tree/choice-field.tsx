import { forwardRef } from 'react';
import { Chip, IconButton, InputAdornment, TextField } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { FormSize } from '../../widget-contract.ts';
import { fontSizeOf, muiSize } from '../../size.ts';

export interface ChoiceFieldProps {
  id: string;
  /** the chosen entries' texts */
  texts: string[];
  multiple: boolean;
  placeholder: string;
  clearLabel: string;
  clearable: boolean;
  disabled?: boolean;
  error?: boolean;
  size: FormSize;
  onOpen: () => void;
  onClear: () => void;
  /** multiple mode: one chip's delete */
  onRemove?: (index: number) => void;
  onBlur?: () => void;
  testId: string;
}

/**
 * The closed look of the cascader and the address picker: a read-only box with the chosen text
 * (chips when multiple) that opens the chooser on click unless disabled, with a clear icon when
 * clearable, enabled and not empty (spec lowcode §4 "Pickers").
 */
export const ChoiceField = forwardRef<HTMLDivElement, ChoiceFieldProps>(function ChoiceField(props, ref) {
  const { id, texts, multiple, placeholder, clearLabel, clearable, disabled, error, size, onOpen, onClear, onRemove, onBlur, testId } = props;
  const chipSize = muiSize(size) === 'small' ? 'small' : 'medium';
  const chips = multiple
    ? texts.map((text, index) => (
        <Chip
          key={`${text}-${index}`}
          label={text}
          size={chipSize}
          sx={{ m: 0.25, fontSize: fontSizeOf(size) }}
          data-testid={`${testId}-chip`}
          onDelete={disabled || !onRemove ? undefined : () => onRemove(index)}
          onMouseDown={(event) => event.stopPropagation()}
        />
      ))
    : null;
  return (
    <TextField
      ref={ref}
      id={id}
      fullWidth
      size={muiSize(size)}
      disabled={disabled}
      error={error}
      value={multiple ? '' : (texts[0] ?? '')}
      placeholder={texts.length ? undefined : placeholder}
      onClick={() => !disabled && onOpen()}
      onBlur={onBlur}
      data-testid={testId}
      sx={{ '& input': { fontSize: fontSizeOf(size), cursor: disabled ? 'default' : 'pointer' }, '& .MuiInputBase-root': { flexWrap: 'wrap' } }}
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': `${testId}-input`, style: multiple && texts.length ? { width: 0, minWidth: 30, flexGrow: 1 } : undefined },
        input: {
          startAdornment: chips,
          endAdornment: (
            <InputAdornment position="end">
              {clearable && !disabled && texts.length > 0 && (
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
              )}
              <ArrowDropDownIcon fontSize="small" color={disabled ? 'disabled' : 'action'} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
});
