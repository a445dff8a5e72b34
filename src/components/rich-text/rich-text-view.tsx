import { useMemo } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { sanitizeRichText } from './rich-text-html.ts';

const indents = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`& .ql-indent-${i + 1}:not(li)`, { paddingLeft: `${(i + 1) * 3}em` }]));

/**
 * The look of the editor's classes outside the editor (alignment, direction, size, indent),
 * without Quill's own style sheet, which would restyle ordinary lists.
 */
const richTextSx: SxProps<Theme> = {
  '& .ql-align-center': { textAlign: 'center' },
  '& .ql-align-right': { textAlign: 'right' },
  '& .ql-align-justify': { textAlign: 'justify' },
  '& .ql-direction-rtl': { direction: 'rtl' },
  '& .ql-size-small': { fontSize: '0.75em' },
  '& .ql-size-large': { fontSize: '1.5em' },
  '& .ql-size-huge': { fontSize: '2.5em' },
  ...indents,
  '& blockquote': { borderLeft: '4px solid', borderColor: 'divider', pl: 2, my: 1, mx: 0 },
  '& pre': { bgcolor: 'grey.900', color: 'grey.100', p: 1.5, borderRadius: 1, whiteSpace: 'pre-wrap', overflowX: 'auto' },
  '& img': { maxWidth: '100%' },
  '& iframe.ql-video': { width: '100%', maxWidth: 640, aspectRatio: '16 / 9', border: 0, display: 'block' },
};

/** Rich-text HTML shown read-only, sanitised right before it is rendered (a script never runs). */
export function RichTextView({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return <Box sx={richTextSx} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
