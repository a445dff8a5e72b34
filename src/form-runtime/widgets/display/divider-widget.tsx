import { Box, Divider } from '@mui/material';
import type { ViewProps, WidgetDefinition } from '../../widget-contract.ts';
import { fontSizeOf } from '../../size.ts';
import { propText } from '../../containers/prop-text.ts';
import { displayTexts } from './messages.ts';

type Position = 'left' | 'center' | 'right';

/** Element's `content-position` (JNPF 3.4) or `contentPosition`; left by default. */
const positionOf = (props: Record<string, unknown>): Position => {
  const position = props.contentPosition ?? props['content-position'];
  return position === 'center' || position === 'right' ? position : 'left';
};

/** MUI's divider puts text at 10% from a side when aligned left or right, like element's. */
export function DividerLine({ item, size, language }: ViewProps) {
  const content = propText(item.props.content, language);
  const position = positionOf(item.props);
  if (!content) return <Divider sx={{ my: 1 }} />;
  return (
    <Divider textAlign={position} sx={{ my: 1, fontSize: fontSizeOf(size), color: 'text.primary' }}>
      {content}
    </Divider>
  );
}

/** JNPF's groupTitle: a section title (`content`) at `contentPosition`, over a line. */
export function GroupTitle({ item, size, language }: ViewProps) {
  return (
    <Box
      role="heading"
      aria-level={3}
      sx={{ borderBottom: 1, borderColor: 'divider', py: 1, fontSize: fontSizeOf(size) + 2, fontWeight: 500, textAlign: positionOf(item.props) }}
    >
      {propText(item.props.content, language)}
    </Box>
  );
}

export const dividerWidget: WidgetDefinition = {
  key: 'divider',
  Edit: DividerLine,
  View: DividerLine,
  holdsValue: false,
  examples: [
    { key: 'divider', props: { content: displayTexts('exampleDivider'), 'content-position': 'center' } },
    { key: 'divider', props: { content: displayTexts('exampleDivider'), contentPosition: 'left' } },
  ],
};

export const groupTitleWidget: WidgetDefinition = {
  key: 'groupTitle',
  Edit: GroupTitle,
  View: GroupTitle,
  holdsValue: false,
  examples: [{ key: 'groupTitle', props: { content: displayTexts('exampleGroupTitle'), contentPosition: 'left' } }],
};
