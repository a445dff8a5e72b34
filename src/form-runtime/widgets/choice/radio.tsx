import { memo, useMemo } from 'react';
import type { WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { inAllLanguages as label } from '../basic/messages.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { ChoiceView } from './choice-view.tsx';
import { portTypeExample, staticExample } from './examples.ts';
import { offeredOptions, sameCode } from './options.ts';
import { useChoiceOptions } from './use-options.ts';

const RadioEdit = memo(function RadioEdit({ item, id, value, onChange, onBlur, disabled, size, language, error }: WidgetProps) {
  const { options, loading } = useChoiceOptions(item, language);
  const offered = useMemo(() => offeredOptions(options, value), [options, value]);
  return (
    <ChoiceGroup
      item={item}
      id={id}
      options={offered}
      loading={loading}
      isChosen={(option) => sameCode(option.value, value)}
      toggle={(option) => onChange(option.value)}
      multiple={false}
      disabled={disabled}
      size={size}
      language={language}
      error={error}
      onBlur={onBlur}
    />
  );
});

export const radioWidget: WidgetDefinition = {
  key: 'radio',
  Edit: RadioEdit,
  View: ChoiceView,
  holdsValue: true,
  emptyValue: '',
  examples: [
    staticExample('radio', 'tradeType', label('贸易类型', '貿易類型', 'Trade'), {}),
    staticExample('radio', 'tradeTypeBorder', label('贸易类型（竖排带边框）', '貿易類型（豎排帶邊框）', 'Trade (vertical, bordered)'), {
      direction: 'vertical',
      border: true,
    }),
    portTypeExample('radio', { optionType: 'button' }),
  ],
};
