import { Box, Checkbox, FormControlLabel, FormHelperText, Radio, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import { fontSizeOf } from '../../size.ts';
import type { FormSize, Language } from '../../widget-contract.ts';
import { muiSize, textSxOf } from '../basic/sizing.ts';
import { choiceMessages } from './messages.ts';
import type { ChoiceOption } from './options.ts';

export interface ChoiceGroupProps {
  item: FormItem;
  id: string;
  options: ChoiceOption[];
  loading: boolean;
  isChosen: (option: ChoiceOption) => boolean;
  toggle: (option: ChoiceOption) => void;
  multiple: boolean;
  disabled?: boolean;
  size: FormSize;
  language: Language;
  error?: string;
  onBlur?: () => void;
}

/** JNPF's layout props: `direction` horizontal (default) or vertical, `border`, `optionType` 'default' or 'button'. */
export const layoutOf = (item: FormItem) => ({
  vertical: item.props.direction === 'vertical',
  border: item.props.border === true,
  buttons: item.props.optionType === 'button',
});

const BORDER = { border: 1, borderColor: 'divider', borderRadius: 1, pr: 1.5, ml: 0, mr: 1, my: 0.25 } as const;
// one style object per size: a sub-table repeats the group in every row
const BORDERED: Record<FormSize, object> = { default: BORDER, medium: BORDER, small: { ...BORDER, py: 0 }, mini: { ...BORDER, py: 0 } };

/**
 * The options of a radio or checkbox as one group: radios/checkboxes in a row or a column, each
 * optionally boxed (`border`), or as a row of toggle buttons (`optionType` 'button').
 */
export function ChoiceGroup({ item, id, options, loading, isChosen, toggle, multiple, disabled, size, language, error, onBlur }: ChoiceGroupProps) {
  const layout = layoutOf(item);
  const label = typeof item.label === 'string' ? item.label : item.label?.[language];
  const role = multiple ? 'group' : 'radiogroup';
  if (!loading && options.length === 0)
    return (
      <Box id={id} component="span" sx={{ ...textSxOf(size), color: 'text.secondary' }}>
        {choiceMessages[language].noData}
      </Box>
    );
  const body = layout.buttons ? (
    <ToggleButtonGroup
      id={id}
      size={muiSize(size)}
      orientation={layout.vertical ? 'vertical' : 'horizontal'}
      disabled={disabled}
      aria-label={label}
      role={role}
      onBlur={onBlur}
    >
      {options.map((option) => (
        <ToggleButton
          key={String(option.value)}
          value={String(option.value)}
          selected={isChosen(option)}
          disabled={disabled || option.disabled}
          onChange={() => toggle(option)}
          role={multiple ? 'checkbox' : 'radio'}
          aria-checked={isChosen(option)}
          sx={{ fontSize: fontSizeOf(size), py: size === 'mini' ? 0.25 : undefined, textTransform: 'none' }}
        >
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  ) : (
    <Box
      id={id}
      role={role}
      aria-label={label}
      data-direction={layout.vertical ? 'vertical' : 'horizontal'}
      onBlur={onBlur}
      sx={{ display: 'flex', flexDirection: layout.vertical ? 'column' : 'row', flexWrap: 'wrap', alignItems: layout.vertical ? 'flex-start' : 'center' }}
    >
      {options.map((option) => {
        const control = multiple ? (
          <Checkbox size={muiSize(size)} checked={isChosen(option)} onChange={() => toggle(option)} />
        ) : (
          <Radio size={muiSize(size)} checked={isChosen(option)} onChange={() => toggle(option)} value={String(option.value)} />
        );
        return (
          <FormControlLabel
            key={String(option.value)}
            control={control}
            label={option.label}
            disabled={disabled || option.disabled}
            data-border={layout.border ? 'true' : undefined}
            sx={layout.border ? BORDERED[size] : undefined}
            slotProps={{ typography: { sx: textSxOf(size) } }}
          />
        );
      })}
    </Box>
  );
  return (
    <>
      {body}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </>
  );
}
