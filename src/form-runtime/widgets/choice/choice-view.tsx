import { memo } from 'react';
import type { ViewProps } from '../../widget-contract.ts';
import { ViewText } from '../basic/view-text.tsx';
import { joinLabels, labelsOf } from './options.ts';
import { useChoiceOptions } from './use-options.ts';

/** Read-only radio, checkbox or select: the label of every stored code, never the code while options load. */
export const ChoiceView = memo(function ChoiceView({ item, value, size, language }: ViewProps) {
  const { options, loading } = useChoiceOptions(item, language);
  return <ViewText size={size}>{loading ? '' : joinLabels(labelsOf(value, options), language)}</ViewText>;
});
