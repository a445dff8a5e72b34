import { Box } from '@mui/material';
import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import type { ViewProps, WidgetDefinition } from '../../widget-contract.ts';
import { fontSizeOf } from '../../size.ts';
import { propText } from '../../containers/prop-text.ts';
import { textStyleOf } from './text-style.ts';
import { displayTexts } from './messages.ts';

/** JNPFText: static text (`content`) in its `textStyle`, the same editable and read-only; the text is never read as HTML. */
export function StaticText({ item, size, language }: ViewProps) {
  return (
    <Box
      component="p"
      sx={{ m: 0, fontSize: fontSizeOf(size), lineHeight: '32px', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      style={textStyleOf(item.props.textStyle)}
    >
      {propText(item.props.content, language)}
    </Box>
  );
}

const example: FormItem = {
  key: 'JNPFText',
  props: {
    content: displayTexts('exampleText'),
    textStyle: { color: '#606266', 'text-align': 'left', 'font-weight': 'normal', 'font-style': 'normal', 'font-size': 14 },
  },
};

export const textWidget: WidgetDefinition = { key: 'JNPFText', Edit: StaticText, View: StaticText, holdsValue: false, examples: [example] };
