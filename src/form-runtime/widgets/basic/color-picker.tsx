import { memo, useState, type ChangeEvent } from 'react';
import { Box, InputAdornment, TextField } from '@mui/material';
import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import type { ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { basicMessages, inAllLanguages as label } from './messages.ts';
import { inputSxOf, muiSize } from './sizing.ts';
import { ViewText } from './view-text.tsx';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const HEX_ALPHA = /^#[0-9a-f]{8}$/i;
const RGBA = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+)\s*)?\)$/i;

/** Is the text a colour this item may store: #rgb or #rrggbb, and with show-alpha also #rrggbbaa and rgb()/rgba()? */
export function isColour(text: string, alpha: boolean): boolean {
  if (HEX.test(text)) return true;
  if (!alpha) return false;
  if (HEX_ALPHA.test(text)) return true;
  const rgb = RGBA.exec(text);
  return rgb !== null && rgb.slice(1, 4).every((channel) => Number(channel) <= 255);
}

const hex2 = (channel: number) => channel.toString(16).padStart(2, '0');

/** The #rrggbb the native colour input needs (it has no alpha): #rgb doubled, alpha dropped, rgb() converted; black for none. */
export function opaqueHex(colour: string): string {
  if (/^#[0-9a-f]{3}$/i.test(colour)) return `#${[...colour.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase();
  if (/^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(colour)) return colour.slice(0, 7).toLowerCase();
  const rgb = RGBA.exec(colour);
  return rgb
    ? `#${rgb
        .slice(1, 4)
        .map((channel) => hex2(Number(channel)))
        .join('')}`
    : '#000000';
}

const alphaOf = (item: FormItem) => item.props['show-alpha'] === true;
const SWATCH_SX = { width: 28, height: 24, p: 0, border: 'none', background: 'none', cursor: 'pointer' } as const;

/** A native colour input for picking plus a text field for typing the value (el-color-picker's two ways in). */
const ColorPickerEdit = memo(function ColorPickerEdit({ item, id, value, onChange, onBlur, disabled, size, language, error }: WidgetProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const alpha = alphaOf(item);
  const stored = typeof value === 'string' ? value : '';
  const texts = basicMessages[language];
  const type = (text: string) => {
    setDraft(text);
    const trimmed = text.trim();
    if (trimmed === '') onChange(null);
    else if (isColour(trimmed, alpha)) onChange(trimmed);
  };
  const pick = (hex: string) => {
    // keeps the stored alpha when only the hue is picked
    const keptAlpha = alpha && HEX_ALPHA.test(stored) ? stored.slice(7) : '';
    setDraft(null);
    onChange(`${hex}${keptAlpha}`);
  };
  return (
    <TextField
      id={id}
      size={muiSize(size)}
      value={draft ?? stored}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      placeholder={alpha ? '#RRGGBBAA' : '#RRGGBB'}
      onChange={(event) => type(event.target.value)}
      onBlur={() => {
        setDraft(null);
        onBlur?.();
      }}
      slotProps={{
        input: {
          sx: inputSxOf(size),
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={texts.pickColour}
                value={opaqueHex(stored)}
                disabled={disabled}
                onChange={(event: ChangeEvent<HTMLInputElement>) => pick(event.target.value)}
                sx={SWATCH_SX}
              />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-label': texts.colourValue, 'data-size': size },
      }}
    />
  );
});

const ColorPickerView = memo(function ColorPickerView({ value, size }: ViewProps) {
  const colour = typeof value === 'string' && isColour(value, true) ? value : '';
  if (!colour) return <ViewText size={size}>{null}</ViewText>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box
        component="span"
        data-testid="colour-swatch"
        sx={{ width: 16, height: 16, borderRadius: 0.5, border: 1, borderColor: 'divider' }}
        style={{ background: colour }}
      />
      <ViewText size={size}>{colour}</ViewText>
    </Box>
  );
});

export const colorPickerWidget: WidgetDefinition = {
  key: 'colorPicker',
  Edit: ColorPickerEdit,
  View: ColorPickerView,
  holdsValue: true,
  emptyValue: null,
  examples: [
    { key: 'colorPicker', field: 'markColour', label: label('标记颜色', '標記顏色', 'Marker colour'), props: {} },
    { key: 'colorPicker', field: 'overlay', label: label('遮罩颜色', '遮罩顏色', 'Overlay colour'), props: { 'show-alpha': true } },
  ],
};
