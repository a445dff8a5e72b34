import { lazy, Suspense } from 'react';
import { Box, LinearProgress } from '@mui/material';
import type { ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { fontSizeOf } from '../../size.ts';
import { RichTextView } from '../../../components/rich-text/rich-text-view.tsx';

// Quill and its style sheet come in their own chunk, fetched when a form first shows an editor.
const QuillEditor = lazy(() => import('../../../crud/widgets/rich-text/quill-editor.tsx'));

const placeholderOf = (value: unknown, language: WidgetProps['language']): string | undefined =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? (value as Record<string, string | undefined>)[language] : undefined;

/**
 * JNPF `editor` (contract §7.2, JNPF-Quill, HTML): the Quill editor with the spec's toolbar in the
 * user's language (spec lowcode §2 "Rich-text editor"); links http(s) only, videos from listed
 * services, the HTML sanitised on the way in and out (and by the server when it stores it).
 */
export function EditorEdit({ item, id, value, onChange, disabled, size, language, error }: WidgetProps) {
  return (
    <Box
      sx={{
        width: '100%',
        '& .ql-container': { minHeight: 200, fontSize: fontSizeOf(size) },
        ...(error ? { '& .ql-toolbar, & .ql-container': { borderColor: 'error.main' } } : {}),
      }}
      data-testid="editor"
    >
      <Suspense fallback={<LinearProgress data-testid="editor-loading" />}>
        <QuillEditor
          id={id}
          value={typeof value === 'string' ? value : ''}
          disabled={Boolean(disabled)}
          placeholder={placeholderOf(item.props.placeholder, language)}
          language={language}
          onChange={(html) => onChange(html)}
        />
      </Suspense>
    </Box>
  );
}

/** The HTML shown read-only, sanitised right before it is drawn (spec lowcode §2 read-only renderer: rich text). */
export function EditorView({ value, size }: ViewProps) {
  return (
    <Box sx={{ fontSize: fontSizeOf(size) }}>
      <RichTextView html={typeof value === 'string' ? value : ''} testId="editor-view" />
    </Box>
  );
}

export const editorWidget: WidgetDefinition = {
  key: 'editor',
  Edit: EditorEdit,
  View: EditorView,
  holdsValue: true,
  emptyValue: '',
  examples: [
    {
      key: 'editor',
      field: 'notice',
      label: { zh: '通知内容', 'zh-TW': '通知內容', en: 'Notice text' },
      props: {},
      defaultValue: '<h2>靠泊通知</h2><p>请于<strong>今晚 20:00</strong>前完成<em>舱单</em>申报。</p><ul><li>北仑港区</li><li>穿山港区</li></ul>',
    },
  ],
};
