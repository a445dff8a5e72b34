import { memo } from 'react';
import { Rating } from '@mui/material';
import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import type { Language, ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { basicMessages, inAllLanguages as label } from './messages.ts';
import { toNumberOrNull } from './number-value.ts';
import { muiSize } from './sizing.ts';

// MUI's own star texts are English; these follow the user's language.
const ratingProps = (item: FormItem, language: Language) => {
  const max = toNumberOrNull(item.props.max);
  const texts = basicMessages[language];
  return {
    max: max !== null && max > 0 ? Math.floor(max) : 5,
    precision: item.props.allowHalf === true ? 0.5 : 1,
    getLabelText: (stars: number) => texts.stars.replace('{n}', String(stars)),
    emptyLabelText: texts.noRating,
  };
};

const RateEdit = memo(function RateEdit({ item, id, value, onChange, onBlur, disabled, size, language }: WidgetProps) {
  return (
    <Rating
      name={id}
      id={id}
      size={muiSize(size)}
      {...ratingProps(item, language)}
      value={toNumberOrNull(value)}
      disabled={disabled}
      onBlur={onBlur}
      // MUI gives null when the chosen star is clicked again; JNPF keeps a number (0 = none).
      onChange={(_, next) => onChange(next ?? 0)}
    />
  );
});

const RateView = memo(function RateView({ item, value, size, language }: ViewProps) {
  return <Rating readOnly size={muiSize(size)} {...ratingProps(item, language)} value={toNumberOrNull(value) ?? 0} />;
});

export const rateWidget: WidgetDefinition = {
  key: 'rate',
  Edit: RateEdit,
  View: RateView,
  holdsValue: true,
  emptyValue: 0,
  examples: [
    { key: 'rate', field: 'score', label: label('评分', '評分', 'Rating'), props: { max: 5 } },
    { key: 'rate', field: 'satisfaction', label: label('满意度', '滿意度', 'Satisfaction'), props: { max: 10, allowHalf: true } },
  ],
};
