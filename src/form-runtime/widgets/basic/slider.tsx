import { memo } from 'react';
import { Box, Slider } from '@mui/material';
import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import type { ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { basicMessages, inAllLanguages as label, configuredText } from './messages.ts';
import { toNumberOrNull } from './number-value.ts';
import { muiSize } from './sizing.ts';
import { ViewText } from './view-text.tsx';

const boundsOf = (item: FormItem) => {
  const min = toNumberOrNull(item.props.min) ?? 0;
  const max = toNumberOrNull(item.props.max) ?? 100;
  const step = toNumberOrNull(item.props.step);
  return { min, max, step: step !== null && step > 0 ? step : 1 };
};

/** The slider's value: a number, or [low, high] with `range`; an absent value sits at the minimum. */
function sliderValue(item: FormItem, value: unknown): number | number[] {
  const { min } = boundsOf(item);
  if (item.props.range === true) {
    const ends = Array.isArray(value) ? value : [];
    return [toNumberOrNull(ends[0]) ?? min, toNumberOrNull(ends[1]) ?? min];
  }
  return toNumberOrNull(value) ?? min;
}

const ROW_SX = { px: 1 } as const;

const SliderEdit = memo(function SliderEdit({ item, id, value, onChange, onBlur, disabled, size, language }: WidgetProps) {
  const bounds = boundsOf(item);
  return (
    <Box sx={ROW_SX}>
      <Slider
        id={id}
        size={muiSize(size)}
        {...bounds}
        value={sliderValue(item, value)}
        disabled={disabled}
        valueLabelDisplay="auto"
        onChange={(_, next) => onChange(Array.isArray(next) ? [...next] : next)}
        onBlur={onBlur}
        slotProps={{ input: { 'aria-label': configuredText(item.label, language) || undefined } }}
      />
    </Box>
  );
});

const SliderView = memo(function SliderView({ item, value, size, language }: ViewProps) {
  const shown = value === null || value === undefined || (Array.isArray(value) && value.length === 0) ? undefined : sliderValue(item, value);
  const text = shown === undefined ? '' : Array.isArray(shown) ? `${shown[0]} ${basicMessages[language].rangeTo} ${shown[1]}` : String(shown);
  return <ViewText size={size}>{text}</ViewText>;
});

export const sliderWidget: WidgetDefinition = {
  key: 'slider',
  Edit: SliderEdit,
  View: SliderView,
  holdsValue: true,
  examples: [
    { key: 'slider', field: 'progress', label: label('进度', '進度', 'Progress'), props: { min: 0, max: 100, step: 10 } },
    { key: 'slider', field: 'draftRange', label: label('吃水范围', '吃水範圍', 'Draught range'), props: { min: 0, max: 20, step: 0.5, range: true } },
  ],
};
