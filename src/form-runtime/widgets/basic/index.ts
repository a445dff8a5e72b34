import type { WidgetDefinition } from '../../widget-contract.ts';
import { colorPickerWidget } from './color-picker.tsx';
import { comInputWidget, passwordWidget, textareaWidget } from './text-inputs.tsx';
import { numInputWidget } from './num-input.tsx';
import { numberRangeWidget } from './number-range.tsx';
import { rateWidget } from './rate.tsx';
import { sliderWidget } from './slider.tsx';
import { switchWidget } from './switch.tsx';

/** The basic widgets of the form runtime (contract §7.2 "Basic"), for the lead's composition root to register. */
export const basicWidgets: WidgetDefinition[] = [
  comInputWidget,
  textareaWidget,
  passwordWidget,
  numInputWidget,
  numberRangeWidget,
  switchWidget,
  sliderWidget,
  rateWidget,
  colorPickerWidget,
];

export { NumberField } from './number-field.tsx';
export { ChineseAmount } from './num-input.tsx';
export { displayText, numberRulesOf, settle, toNumberOrNull, type NumberRules } from './number-value.ts';
export { rangeValue } from './number-range.tsx';
