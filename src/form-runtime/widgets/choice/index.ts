import type { WidgetDefinition } from '../../widget-contract.ts';
import { checkboxWidget } from './checkbox.tsx';
import { radioWidget } from './radio.tsx';
import { selectWidget } from './select.tsx';

/** The option widgets of the form runtime (radio, checkbox, select), for the lead's composition root to register. */
export const choiceWidgets: WidgetDefinition[] = [radioWidget, checkboxWidget, selectWidget];

export { clearOptionCache, registerOptionSource, type OptionLoader } from './option-sources.ts';
export { codesOf, joinLabels, optionLabels, optionText, toOptions, type ChoiceOption } from './options.ts';
export { useChoiceOptions } from './use-options.ts';
