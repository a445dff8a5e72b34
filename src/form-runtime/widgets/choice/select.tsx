import { memo, useMemo } from 'react';
import { Autocomplete, Box, IconButton, InputAdornment, MenuItem, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import type { FormSize, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { inAllLanguages as label, placeholderOf } from '../basic/messages.ts';
import { fieldSxOf, inputSxOf, muiSize } from '../basic/sizing.ts';
import { ChoiceView } from './choice-view.tsx';
import { portTypeExample, staticExample } from './examples.ts';
import { choiceMessages } from './messages.ts';
import { codesOf, joinLabels, offeredOptions, sameCode, type ChoiceOption } from './options.ts';
import { useChoiceOptions } from './use-options.ts';

const PLACEHOLDER_SX = { color: 'text.disabled' } as const;
const CLEAR_SX = { mr: 2 } as const;
const CHIP_SIZE: Record<FormSize, 'small' | 'medium'> = { default: 'medium', medium: 'medium', small: 'small', mini: 'small' };

/** Element's el-select clears to '' (single) or [] (multiple). */
const clearedValue = (multiple: boolean): unknown => (multiple ? [] : '');

/** The chosen options, in the stored order; a code no option carries yet (still loading, or gone) becomes an option showing its code. */
function chosenOptions(value: unknown, options: readonly ChoiceOption[], loading: boolean): ChoiceOption[] {
  return codesOf(value).map(
    (code) => options.find((option) => sameCode(option.value, code)) ?? { label: loading ? '' : String(code), value: code as string | number },
  );
}

interface SelectFieldProps extends WidgetProps {
  options: ChoiceOption[];
  loading: boolean;
  multiple: boolean;
  clearable: boolean;
}

/** A plain MUI select (no filter): cheapest to draw, its menu is built only when opened. */
function PlainSelect({ item, id, value, onChange, onBlur, disabled, size, language, error, options, loading, multiple, clearable }: SelectFieldProps) {
  const texts = choiceMessages[language];
  const codes = codesOf(value);
  const chosen = chosenOptions(value, options, loading);
  // Menu values are the codes as text; codes no option carries get a hidden entry so MUI knows them.
  const unknown = chosen.filter((option) => !options.some((known) => sameCode(known.value, option.value)));
  const fromText = (text: string) => [...options, ...unknown].find((option) => String(option.value) === text)?.value ?? text;
  return (
    <TextField
      select
      id={id}
      fullWidth
      size={muiSize(size)}
      value={multiple ? codes.map(String) : codes.length > 0 ? String(codes[0]) : ''}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      onBlur={onBlur}
      onChange={(event) => {
        const next = event.target.value as unknown;
        onChange(multiple ? (Array.isArray(next) ? next : [next]).map((text) => fromText(String(text))) : fromText(String(next)));
      }}
      slotProps={{
        select: {
          multiple,
          displayEmpty: true,
          // the select's own size, or the theme's (the density setting) would win over the field's
          size: muiSize(size),
          renderValue: () =>
            chosen.length === 0 ? (
              <Box component="span" sx={PLACEHOLDER_SX}>
                {placeholderOf(item, language, 'pleaseSelect')}
              </Box>
            ) : (
              joinLabels(
                chosen.map((option) => option.label),
                language,
              )
            ),
        },
        input: {
          sx: inputSxOf(size),
          endAdornment:
            clearable && !disabled && codes.length > 0 ? (
              <InputAdornment position="end" sx={CLEAR_SX}>
                <IconButton size="small" aria-label={texts.clear} onClick={() => onChange(clearedValue(multiple))}>
                  <ClearIcon fontSize="inherit" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
        },
        htmlInput: { 'data-size': size },
      }}
    >
      {options.length === 0 && (
        <MenuItem disabled value="__none__">
          {loading ? texts.loading : texts.noData}
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)} disabled={option.disabled} dense={size !== 'default' && size !== 'medium'}>
          {option.label}
        </MenuItem>
      ))}
      {unknown.map((option) => (
        <MenuItem key={`unknown-${String(option.value)}`} value={String(option.value)} sx={{ display: 'none' }}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

// Module-level, so Autocomplete does not see new functions (and reset its typed text) on every render.
const getOptionLabel = (option: ChoiceOption) => option.label;
const getOptionDisabled = (option: ChoiceOption) => option.disabled === true;
const isOptionEqualToValue = (option: ChoiceOption, selected: ChoiceOption) => sameCode(option.value, selected.value);

/** A select with a filter box (`filterable`): MUI's Autocomplete, texts in the user's language. */
function FilterableSelect({ item, id, value, onChange, onBlur, disabled, size, language, error, options, loading, multiple, clearable }: SelectFieldProps) {
  const texts = choiceMessages[language];
  const chosen = chosenOptions(value, options, loading);
  const common = {
    id,
    size: muiSize(size),
    options,
    disabled,
    loading,
    onBlur,
    disableClearable: !clearable,
    getOptionLabel,
    getOptionDisabled,
    isOptionEqualToValue,
    noOptionsText: texts.noData,
    loadingText: texts.loading,
    clearText: texts.clear,
    openText: texts.open,
    closeText: texts.close,
    slotProps: { chip: { size: CHIP_SIZE[size] } },
    renderInput: (params: object) => (
      <TextField
        {...params}
        placeholder={chosen.length === 0 ? placeholderOf(item, language, 'pleaseSelect') : undefined}
        error={Boolean(error)}
        helperText={error}
        sx={fieldSxOf(size)}
      />
    ),
  };
  return multiple ? (
    <Autocomplete<ChoiceOption, true, boolean, false>
      {...common}
      multiple
      value={chosen}
      onChange={(_, next) => onChange(next.map((option) => option.value))}
    />
  ) : (
    <Autocomplete<ChoiceOption, false, boolean, false>
      {...common}
      value={chosen[0] ?? null}
      onChange={(_, next) => onChange(next ? next.value : clearedValue(false))}
    />
  );
}

const isMultiple = (item: FormItem) => item.props.multiple === true;

const SelectEdit = memo(function SelectEdit(props: WidgetProps) {
  const { item, value, language } = props;
  const { options, loading } = useChoiceOptions(item, language);
  const offered = useMemo(() => offeredOptions(options, value), [options, value]);
  const fieldProps = { ...props, options: offered, loading, multiple: isMultiple(item), clearable: item.props.clearable !== false };
  return item.props.filterable === true ? <FilterableSelect {...fieldProps} /> : <PlainSelect {...fieldProps} />;
});

export const selectWidget: WidgetDefinition = {
  key: 'select',
  Edit: SelectEdit,
  View: ChoiceView,
  holdsValue: true,
  emptyValue: '',
  examples: [
    staticExample('select', 'trade', label('贸易类型', '貿易類型', 'Trade'), { clearable: true }),
    staticExample('select', 'trades', label('贸易类型（多选可搜索）', '貿易類型（多選可搜索）', 'Trades (multiple, filterable)'), {
      multiple: true,
      filterable: true,
    }),
    portTypeExample('select', { clearable: true }),
  ],
};
