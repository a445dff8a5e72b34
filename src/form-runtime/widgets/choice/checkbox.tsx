import { memo, useMemo } from 'react';
import type { WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { inAllLanguages as label } from '../basic/messages.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { ChoiceView } from './choice-view.tsx';
import { portTypeExample, staticExample } from './examples.ts';
import { codesOf, offeredOptions, sameCode } from './options.ts';
import { useChoiceOptions } from './use-options.ts';

const CheckboxEdit = memo(function CheckboxEdit({ item, id, value, onChange, onBlur, disabled, size, language, error }: WidgetProps) {
  const { options, loading } = useChoiceOptions(item, language);
  const offered = useMemo(() => offeredOptions(options, value), [options, value]);
  const codes = codesOf(value);
  const isChosen = (option: { value: string | number }) => codes.some((code) => sameCode(code, option.value));
  return (
    <ChoiceGroup
      item={item}
      id={id}
      options={offered}
      loading={loading}
      isChosen={isChosen}
      // in the order they were ticked, as el-checkbox-group keeps them; codes no option carries stay
      toggle={(option) => onChange(isChosen(option) ? codes.filter((code) => !sameCode(code, option.value)) : [...codes, option.value])}
      multiple
      disabled={disabled}
      size={size}
      language={language}
      error={error}
      onBlur={onBlur}
    />
  );
});

export const checkboxWidget: WidgetDefinition = {
  key: 'checkbox',
  Edit: CheckboxEdit,
  View: ChoiceView,
  holdsValue: true,
  emptyValue: [],
  examples: [
    staticExample('checkbox', 'tradeTypes', label('贸易类型', '貿易類型', 'Trades'), {}),
    staticExample('checkbox', 'tradeTypesVertical', label('贸易类型（竖排）', '貿易類型（豎排）', 'Trades (vertical)'), {
      direction: 'vertical',
      border: true,
    }),
    portTypeExample('checkbox', {}),
  ],
};
