import { Box, Link } from '@mui/material';
import { isAllowedLinkAddress } from '../../../../common/url-rules.ts';
import type { ViewProps, WidgetDefinition } from '../../widget-contract.ts';
import { fontSizeOf } from '../../size.ts';
import { propText } from '../../containers/prop-text.ts';
import { textStyleOf } from './text-style.ts';
import { displayTexts } from './messages.ts';

/** The address a link may open (spec §5 URL checks: http(s), mailto, tel, or an in-app path), or null: the text then shows plain. */
export function linkAddress(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const address = href.trim();
  return address !== '' && isAllowedLinkAddress(address) ? address : null;
}

/**
 * JNPF's link: `content` in its `textStyle`, opening `href` in `target` (_self default, _blank a new
 * tab without access back to this page). An address the URL rules refuse (javascript:, data:, …)
 * is never put in an href: the text shows as plain text.
 */
export function LinkText({ item, size, language }: ViewProps) {
  const address = linkAddress(item.props.href);
  const content = propText(item.props.content, language) || (typeof item.props.href === 'string' ? item.props.href : '');
  const blank = item.props.target === '_blank';
  return (
    <Box component="p" sx={{ m: 0, fontSize: fontSizeOf(size), lineHeight: '32px', wordBreak: 'break-all' }} style={textStyleOf(item.props.textStyle)}>
      {address === null ? (
        <span data-testid="link-plain">{content}</span>
      ) : (
        <Link href={address} target={blank ? '_blank' : undefined} rel={blank ? 'noopener noreferrer' : undefined} underline="hover">
          {content}
        </Link>
      )}
    </Box>
  );
}

export const linkWidget: WidgetDefinition = {
  key: 'link',
  Edit: LinkText,
  View: LinkText,
  holdsValue: false,
  examples: [
    {
      key: 'link',
      label: displayTexts('exampleLinkLabel'),
      props: { content: displayTexts('exampleLink'), href: '/portal', target: '_blank', textStyle: { 'text-align': 'left' } },
    },
  ],
};
